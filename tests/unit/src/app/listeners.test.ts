import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, connectApi, systemApi } from '../../../../src/api/api';
import { createBaseQuery } from '../../../../src/api/baseQuery';
import { createHttp } from '../../../../src/api/http';
import { wire } from '../../../../src/api/wireRequest';
import { SESSION_ENDED_DIALOG_ID, SESSION_END_WINDOW_MS } from '../../../../src/app/listeners';
import { loggedIn, loggedOut, sessionEnded } from '../../../../src/app/sessionSlice';
import { signedOut, signOutStarted } from '../../../../src/features/auth/authSlice';
import { createAppStore } from '../../../../src/app/store';
import en from '../../../../src/i18n/locales/en/errors.json';
import { ErrorCode, endpoint } from '../../../../src/shared/wire';
import { fail, ok, startServer, testPlatform, type LocalServer } from '../support/localServer';

const probe = endpoint<{ n: number }, unknown>({ method: 'GET', path: '/wps/member/info' });
const gated = endpoint<{ n: number }, unknown>({ method: 'GET', path: '/wps/relay/GCSGAME_gameList' });

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, number>({ query: (n) => wire(probe, { n }) }),
    gated: build.query<unknown, number>({ query: (n) => wire(gated, { n }) }),
  }),
});

const status = (maintenance: boolean) =>
  ok({
    maintenance,
    regionRestriction: false,
    location: { ip: '127.0.0.1' },
    info: { customerService: [], whitelabel: [], site: { defaultLang: 'EN', supportLanguages: ['EN'] } },
  });

let server: LocalServer;
let maintenance = false;

beforeAll(async () => {
  server = await startServer((request) => {
    if (request.url.startsWith('/wps/system/status')) return status(maintenance);
    if (request.url.startsWith('/wps/member/info')) return fail(401, ErrorCode.customerNotLogin, '');
    return maintenance ? fail(400, ErrorCode.functionNotAvailable, 'The system is under maintenance.') : ok([]);
  });
  const messages = (key: keyof typeof en) => en[key];
  connectApi({
    messages,
    transport: () => createBaseQuery({ http: createHttp(testPlatform(server.origin, 'tok')), messages }),
  });
});
afterAll(() => server.close());

function build() {
  let now = 1_000_000;
  const effects = {
    tokenClears: 0,
    storageClears: 0,
    clearToken: async () => void (effects.tokenClears += 1),
    clearSessionStorage: () => void (effects.storageClears += 1),
    now: () => now,
  };
  const { store, startAppListening } = createAppStore({ merchantCode: 'demo', loggedIn: true, effects });
  return { store, startAppListening, effects, advance: (ms: number) => void (now += ms) };
}

describe('session errors', () => {
  it('end the session once for a burst of failing calls: token and storage cleared, one dialog', async () => {
    const { store, startAppListening, effects } = build();
    const heard: string[] = [];
    startAppListening({ actionCreator: sessionEnded, effect: (action) => void heard.push(action.payload.errorCode) });

    await Promise.all([1, 2, 3].map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))));
    await vi.waitFor(() => expect(effects.storageClears).toBe(1));

    expect(effects.tokenClears).toBe(1);
    expect(heard).toEqual([ErrorCode.customerNotLogin]);
    const state = store.getState();
    expect(state.session.loggedIn).toBe(false);
    expect(state.dialog.queue).toHaveLength(1);
    expect(state.dialog.queue[0]).toMatchObject({
      id: SESSION_ENDED_DIALOG_ID,
      icon: 'warning',
      message: { text: en.notLoggedIn },
    });
  });

  it('handle a later session error again once the burst window has passed', async () => {
    const { store, effects, advance } = build();
    await store.dispatch(testApi.endpoints.probe.initiate(10));
    await vi.waitFor(() => expect(effects.storageClears).toBe(1));
    advance(SESSION_END_WINDOW_MS + 1);
    // Logged in again; that session ends too.
    store.dispatch(loggedIn());
    await store.dispatch(testApi.endpoints.probe.initiate(11));
    await vi.waitFor(() => expect(effects.storageClears).toBe(2));
    expect(effects.tokenClears).toBe(2);
  });

  it('are the echo of a sign-out while it runs, and after it: no dialog, nothing cleared twice', async () => {
    const { store, effects } = build();
    store.dispatch(signOutStarted());
    await store.dispatch(testApi.endpoints.probe.initiate(30));
    store.dispatch(loggedOut());
    store.dispatch(signedOut());
    await store.dispatch(testApi.endpoints.probe.initiate(31));
    await new Promise((resolve) => setTimeout(resolve, 80));

    expect(effects.tokenClears).toBe(0);
    expect(store.getState().session.endedAt).toBeNull();
    expect(store.getState().dialog.queue).toHaveLength(0);

    // The next session's errors are news again.
    store.dispatch(loggedIn());
    await store.dispatch(testApi.endpoints.probe.initiate(32));
    await vi.waitFor(() => expect(effects.tokenClears).toBe(1));
    expect(store.getState().dialog.queue).toHaveLength(1);
  });

  it('leave other failures alone', async () => {
    const { store, effects } = build();
    maintenance = true;
    await store.dispatch(testApi.endpoints.gated.initiate(1));
    maintenance = false;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(effects.tokenClears).toBe(0);
    expect(store.getState().session.loggedIn).toBe(true);
  });
});

describe('maintenance starting while the app runs', () => {
  it('makes the app fetch the status again, so the gate can take over', async () => {
    const { store } = build();
    const subscription = store.dispatch(systemApi.endpoints.systemStatus.initiate());
    await subscription;
    const before = server.requests.filter((r) => r.url.startsWith('/wps/system/status')).length;

    maintenance = true;
    await Promise.all([20, 21].map((n) => store.dispatch(testApi.endpoints.gated.initiate(n))));
    await vi.waitFor(() => {
      expect(systemApi.endpoints.systemStatus.select()(store.getState()).data?.maintenance).toBe(true);
    });
    maintenance = false;

    // Two failing calls, one refetch.
    expect(server.requests.filter((r) => r.url.startsWith('/wps/system/status')).length).toBe(before + 1);
    subscription.unsubscribe();
  });
});
