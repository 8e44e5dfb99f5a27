/**
 * What the React component harnesses share: the real store, API layer and base query against a
 * local HTTP server (Node's adapter, a retry loop that does not wait), the system status of a
 * fixture, and a render inside the app's providers and a MemoryRouter whose address is shown in
 * an <output>. What the test's handler does not answer is a 404 with a message. The feature
 * harnesses (member, announcements, games, launch) are thin wrappers that pick the token, the
 * catalogs, what is cleared between tests and who is signed in.
 */
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import axios from 'axios';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { connectApi, systemApi } from '../../../../src/api/api';
import { createBaseQuery } from '../../../../src/api/baseQuery';
import { createHttp } from '../../../../src/api/http';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { memberLoaded, sessionStarted } from '../../../../src/features/auth/authSlice';
import { DialogHost } from '../../../../src/features/ui/DialogHost';
import { initI18n } from '../../../../src/i18n';
import en from '../../../../src/i18n/locales/en/errors.json';
import type { MemberInfo, SessionOrigin, SystemStatus } from '../../../../src/shared/wire';
import { fail, startServer, type LocalServer, type Recorded, type Reply } from './localServer';
import { systemStatusFixture } from './systemStatus';

export type Handler = (request: Recorded) => Reply | Promise<Reply> | undefined;

export type Harness = {
  /** The local server (there once the file's beforeAll has run): the requests it saw. */
  readonly server: LocalServer;
  /** Replaces the handler that answers the next requests. */
  answer: (handler: Handler) => void;
};

/** A signed-in member's token, as the API layer would read it from the token store. */
export const MEMBER_TOKEN = 'member-token-0123456789abcdef';

export type HarnessOptions = {
  /** The bearer token: a member's, null for a guest, or a function read at each request (for files that switch). */
  token: string | null | (() => string | null);
  /** i18next namespaces to load before the tests. */
  namespaces?: readonly string[];
  /** Storage to clear after each test, where the code under test remembers things a next test must not see. */
  clear?: { sessionStorage?: boolean; localStorage?: boolean };
};

/** Requests sent through the harness's HTTP client and not yet answered. */
const inFlight = { count: 0 };

/** Sends through Node's HTTP adapter, counting the requests not yet answered. */
function countInFlight(http: ReturnType<typeof createHttp>): void {
  const send = axios.getAdapter('http');
  http.defaults.adapter = async (config) => {
    inFlight.count += 1;
    try {
      return await send(config);
    } finally {
      inFlight.count -= 1;
    }
  };
}

/**
 * One local server and API layer for the test file that calls this (at its top level): started
 * before its tests, closed after them; after each test what was rendered is unmounted, the
 * storage asked for is cleared and, once the calls still in flight have arrived, the recorded
 * requests are forgotten.
 */
export function setUpAppHarness({ token, namespaces = [], clear = {} }: HarnessOptions): Harness {
  const readToken = typeof token === 'function' ? token : () => token;
  let handler: Handler = () => undefined;
  let server: LocalServer | undefined;
  beforeAll(async () => {
    const i18n = await initI18n();
    // Loaded up front, so a render does not suspend on a catalog the test did not wait for.
    if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
    server = await startServer(
      (request) => handler(request) ?? fail(404, 'not.found', `No reply for ${request.method} ${request.url}`),
    );
    const origin = server.origin;
    const http = createHttp(
      { apiOrigin: async () => origin, token: { get: async () => readToken() } },
      { context: () => ({ merchant: 'demo', language: 'EN' }) },
    );
    countInFlight(http);
    const messages = (key: keyof typeof en) => en[key];
    connectApi({
      messages,
      transport: () =>
        createBaseQuery({
          http,
          messages,
          retry: { env: { sleep: async () => undefined, random: () => 0, now: () => Date.now() } },
        }),
    });
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    cleanup();
    if (clear.sessionStorage) sessionStorage.clear();
    if (clear.localStorage) localStorage.clear();
    // A call the test set off (a refetch after its last answer) may still be on its way: let it
    // arrive before the log is cleared, or the next test would count it as its own.
    await vi.waitFor(
      () => {
        if (inFlight.count > 0) throw new Error(`${inFlight.count} request(s) of the last test still in flight`);
      },
      { timeout: 10_000, interval: 5 },
    );
    if (server) server.requests.length = 0;
  });
  return {
    get server() {
      if (!server) throw new Error('The harness server starts in beforeAll.');
      return server;
    },
    answer: (next) => {
      handler = next;
    },
  };
}

export type StoreOptions = {
  /** The system status the app has loaded. */
  status?: SystemStatus;
  /** The member signed in, or null for none. */
  member?: MemberInfo | null;
  /** How the member's session began (a trial player's is 'freeplay'). */
  origin?: SessionOrigin;
  /** Whether a token was found at start; by default, whether there is a member. */
  loggedIn?: boolean;
};

/** The app's store with the system status loaded and, when given, a signed-in member. */
export async function appStore({
  status = systemStatusFixture(),
  member = null,
  origin = 'username',
  loggedIn = member !== null,
}: StoreOptions = {}): Promise<AppStore> {
  const { store } = createAppStore({
    merchantCode: 'demo',
    loggedIn,
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, status));
  if (member) {
    store.dispatch(sessionStarted({ origin }));
    store.dispatch(memberLoaded(member));
  }
  return store;
}

/** Shows the router's current address, so tests can read where a link, choice or dialog led. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export type RenderOptions = StoreOptions & {
  /** The router's first address. */
  path?: string;
  /** Whether the generic dialog host is mounted (its catalogs load lazily). */
  dialogHost?: boolean;
};

/** `ui` in the app's store and a MemoryRouter at `path`, with the address shown and the dialog host. */
export async function renderApp(ui: ReactElement, { path = '/', dialogHost = true, ...store }: RenderOptions = {}) {
  const built = await appStore(store);
  const view = render(
    <Provider store={built}>
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Address />
          {dialogHost && <DialogHost />}
        </MemoryRouter>
      </Suspense>
    </Provider>,
  );
  return { store: built, view };
}

/** The path of a recorded request without its query, and its query as an object. */
export function splitUrl(request: Recorded): { path: string; query: Record<string, string> } {
  const url = new URL(request.url, 'http://local');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}
