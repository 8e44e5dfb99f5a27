/**
 * Renders member-centre pages and header-wallet components as the app would: the real store,
 * API layer and base query against a local HTTP server (Node's adapter, a retry loop that does
 * not wait) and the system status of a fixture. renderPage shows a page as the member centre's
 * frame does; renderMember adds a signed-in member, a MemoryRouter at the given address and the
 * generic dialog host. What the test's handler does not answer is a 404 with a message.
 */
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectApi, systemApi } from '../../../../../src/api/api';
import { createHttp } from '../../../../../src/api/http';
import { createAppStore } from '../../../../../src/app/store';
import { memberLoaded, sessionStarted } from '../../../../../src/features/auth/authSlice';
import { DialogHost } from '../../../../../src/features/ui/DialogHost';
import { initI18n } from '../../../../../src/i18n';
import en from '../../../../../src/i18n/locales/en/errors.json';
import type { MemberInfo, SystemStatus } from '../../../../../src/shared/wire';
import { fail, startServer, type LocalServer, type Recorded, type Reply } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import { systemStatusFixture } from '../../support/systemStatus';

export type Handler = (request: Recorded) => Reply | undefined;

export type Harness = {
  /** The local server (there once the file's beforeAll has run): the requests it saw. */
  readonly server: LocalServer;
  /** Replaces the handler that answers the next requests. */
  answer: (handler: Handler) => void;
};

/**
 * One local server and API layer for the test file that calls this (at its top level): started
 * before its tests, closed after them; after each test what was rendered is unmounted and the
 * recorded requests are forgotten.
 */
export function setUpHarness(): Harness {
  let handler: Handler = () => undefined;
  let server: LocalServer | undefined;
  beforeAll(async () => {
    await initI18n();
    server = await startServer((request) => handler(request) ?? fail(404, 'not.found', `No reply for ${request.method} ${request.url}`));
    const origin = server.origin;
    const http = createHttp(
      { apiOrigin: async () => origin, token: { get: async () => 'member-token-0123456789abcdef' } },
      { context: () => ({ merchant: 'demo', language: 'EN' }) },
    );
    http.defaults.adapter = 'http';
    connectApi({ http, messages: (key) => en[key], retry: { env: { sleep: async () => undefined, random: () => 0, now: () => Date.now() } } });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    cleanup();
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

export const MEMBER: MemberInfo = memberInfoFixture({ account: 'jane01', nickname: 'Jane' });

async function storeWith(status: SystemStatus, member: MemberInfo | null) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    loggedIn: true,
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, status));
  if (member) {
    store.dispatch(sessionStarted({ origin: 'username' }));
    store.dispatch(memberLoaded(member));
  }
  return store;
}

/** A member-centre page as its frame shows it: the store and the page, no router. */
export async function renderPage(page: ReactElement, status: SystemStatus = systemStatusFixture()) {
  const store = await storeWith(status, null);
  const view = render(
    <Provider store={store}>
      <Suspense fallback={null}>{page}</Suspense>
    </Provider>,
  );
  return { store, view };
}

/** Shows the router's current address, so tests can read where a link or dialog led. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export async function renderMember(
  ui: ReactElement,
  { path = '/member', member = MEMBER, status = systemStatusFixture() }: { path?: string; member?: MemberInfo; status?: SystemStatus } = {},
) {
  const store = await storeWith(status, member);
  const view = render(
    <Provider store={store}>
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Address />
          <DialogHost />
        </MemoryRouter>
      </Suspense>
    </Provider>,
  );
  return { store, view };
}

/** The path of a recorded request, without its query. */
export function pathOf(request: Recorded): string {
  return new URL(request.url, 'http://local').pathname;
}

/** The path of a recorded request without its query, and its query as an object. */
export function splitUrl(request: Recorded): { path: string; query: Record<string, string> } {
  const url = new URL(request.url, 'http://local');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** A page of the wire's Page<T>. */
export const pageOf = <T,>(content: T[], pageNo = 1, totalPages = 1) => ({
  content,
  pageNo,
  pageSize: 20,
  totalElements: content.length,
  totalPages,
});
