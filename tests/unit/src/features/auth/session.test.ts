// @vitest-environment jsdom
/**
 * The session thunks against a local HTTP server, with the real store, API layer, listeners
 * and the web platform's token store (sessionStorage): the URL token, a dead stored token, the
 * forced password change, the first-login action and sign-out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApi, systemApi } from '../../../../../src/api/api';
import { createBaseQuery } from '../../../../../src/api/baseQuery';
import { createHttp } from '../../../../../src/api/http';
import { createAppStore } from '../../../../../src/app/store';
import { completeLogin, restoreSession, signOut } from '../../../../../src/features/auth/session';
import { clearSessionKeepingMerchant } from '../../../../../src/features/system/merchant';
import { initI18n } from '../../../../../src/i18n';
import en from '../../../../../src/i18n/locales/en/errors.json';
import { platform } from '../../../../../src/platform/platform';
import type { LoginValue, MemberInfo } from '../../../../../src/shared/wire/auth';
import { fail, headerValues, ok, startServer, type LocalServer } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';

const TOKEN = 'good-token-0123456789abcdefghijklmnop';

const MEMBER: MemberInfo = memberInfoFixture({ account: 'demo_player', nickname: 'Demo Player' });

const loginValue = (patch: Partial<LoginValue> = {}): LoginValue => ({
  token: TOKEN,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  id: 7,
  customerId: 7,
  userName: 'demo_player',
  customerType: 0,
  loginType: 'username',
  oldPasswordRequired: true,
  ...patch,
});

let server: LocalServer;

beforeAll(async () => {
  await initI18n();
  server = await startServer((request) => {
    if (request.url.startsWith('/wps/system/status')) {
      return ok({
        maintenance: false,
        regionRestriction: false,
        location: { ip: '127.0.0.1' },
        info: {
          whitelabel: [{ modId: 'PWDEXPFORCECHANGE3', enabled: '1', childrenNodes: [] }],
          site: { defaultLang: 'EN', supportLanguages: ['EN'] },
        },
      });
    }
    if (request.url.startsWith('/wps/member/info')) {
      return headerValues(request, 'authorization')[0] === TOKEN
        ? ok(MEMBER)
        : fail(401, 'user.or.token.invalid', 'Your session has ended.');
    }
    if (request.url.startsWith('/wps/session/logout')) return ok(null);
    return fail(404, 'not.found');
  });
  const http = createHttp(
    { apiOrigin: async () => server.origin, token: platform.token },
    { context: () => ({ merchant: 'demo', language: 'EN' }) },
  );
  // Node's HTTP adapter: jsdom's XHR would apply CORS to the test server on another origin.
  http.defaults.adapter = 'http';
  const messages = (key: keyof typeof en) => en[key];
  connectApi({ messages, transport: () => createBaseQuery({ http, messages }) });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  sessionStorage.clear();
  sessionStorage.setItem('merchantCode', 'demo');
  await platform.token.clear();
  server.requests.length = 0;
});

async function newStore() {
  const { store } = createAppStore({
    merchantCode: 'demo',
    effects: {
      clearToken: () => platform.token.clear(),
      clearSessionStorage: () => clearSessionKeepingMerchant(window, 'demo'),
      now: Date.now,
    },
  });
  await store.dispatch(systemApi.endpoints.systemStatus.initiate());
  server.requests.length = 0;
  return store;
}

const memberCalls = () => server.requests.filter((r) => r.url.startsWith('/wps/member/info'));

describe('restoreSession', () => {
  it('keeps a token from the URL and signs in with its member info', async () => {
    const store = await newStore();
    expect(await store.dispatch(restoreSession({ urlToken: TOKEN, hadToken: false })).unwrap()).toBe(true);
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(store.getState().auth).toMatchObject({ status: 'member', member: { account: 'demo_player' } });
    expect(store.getState().session.loggedIn).toBe(true);
    expect(headerValues(memberCalls()[0]!, 'authorization')).toEqual([TOKEN]);
  });

  it('is a guest without any token, and makes no call', async () => {
    const store = await newStore();
    expect(await store.dispatch(restoreSession({ urlToken: null, hadToken: false })).unwrap()).toBe(false);
    expect(store.getState().auth.status).toBe('guest');
    expect(server.requests).toHaveLength(0);
  });

  it('a dead stored token ends the session: token gone, dialog shown, merchant kept', async () => {
    sessionStorage.setItem('token', 'dead-token-0123456789abcdefghijk');
    const store = await newStore();
    expect(await store.dispatch(restoreSession({ urlToken: null, hadToken: true })).unwrap()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(store.getState().auth.status).toBe('guest');
    expect(store.getState().dialog.queue.map((d) => d.id)).toContain('session-ended');
  });
});

describe('completeLogin', () => {
  it('the default password opens the forced change and member info does not load', async () => {
    const store = await newStore();
    const outcome = await store
      .dispatch(completeLogin({ value: loginValue({ passwordIsDefault: true }), via: 'username' }))
      .unwrap();
    expect(outcome).toEqual({ kind: 'changePassword', request: { reason: 'default', oldPasswordRequired: true } });
    expect(store.getState().auth).toMatchObject({ status: 'passwordChange', passwordChange: { reason: 'default' } });
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(memberCalls()).toHaveLength(0);
  });

  it('an expired password is forced to change while PWDEXPFORCECHANGE3 is on, but not after an SMS login', async () => {
    const store = await newStore();
    await store.dispatch(completeLogin({ value: loginValue({ passwordExpired: true }), via: 'username' }));
    expect(store.getState().auth.passwordChange).toEqual({ reason: 'expired', oldPasswordRequired: true });
    const outcome = await store
      .dispatch(completeLogin({ value: loginValue({ passwordExpired: true, loginType: 'sms' }), via: 'sms' }))
      .unwrap();
    expect(outcome).toMatchObject({ kind: 'member', destination: null });
    expect(store.getState().auth).toMatchObject({ status: 'member', passwordChange: null });
  });

  it("hands the form's remember choice to the platform token store (the desktop keeps it only then)", async () => {
    const store = await newStore();
    const seen: boolean[] = [];
    const set = platform.token.set;
    platform.token.set = async (token, remember) => {
      seen.push(remember);
      await set(token, remember);
    };
    try {
      await store.dispatch(completeLogin({ value: loginValue(), via: 'username', remember: true }));
      await store.dispatch(completeLogin({ value: loginValue(), via: 'username' }));
    } finally {
      platform.token.set = set;
    }
    expect(seen).toEqual([true, false]);
  });

  it('a first login shows the welcome dialog and loads the member', async () => {
    const store = await newStore();
    await store.dispatch(completeLogin({ value: loginValue({ firstTimeLogin: true }), via: 'username' }));
    // The welcome opens once its catalog has loaded: wait for it, not for a fixed time.
    await vi.waitFor(() => expect(store.getState().dialog.queue.map((d) => d.id)).toContain('first-login'), {
      timeout: 5000,
    });
    expect(store.getState().auth.member?.nickname).toBe('Demo Player');
  });
});

describe('signOut', () => {
  it('tells the server, forgets the token and member, keeps the merchant code', async () => {
    const store = await newStore();
    await store.dispatch(restoreSession({ urlToken: TOKEN, hadToken: false }));
    sessionStorage.setItem('nickname', 'Demo Player');
    await store.dispatch(signOut());
    const logout = server.requests.find((r) => r.url.startsWith('/wps/session/logout'));
    expect(logout?.method).toBe('DELETE');
    expect(headerValues(logout!, 'authorization')).toEqual([TOKEN]);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(store.getState().auth).toMatchObject({ status: 'guest', member: null, signingOut: false });
    expect(store.getState().session.loggedIn).toBe(false);
  });
});
