/**
 * Renders a member-centre page as the frame would, against a local HTTP server: the real
 * store, API layer and base query (Node's HTTP adapter), the site's currency from a system
 * status fixture, and a retry loop that does not wait. Replies come from the test's handler;
 * what it does not answer is a 404 with a message.
 */
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { connectApi, systemApi } from '../../../../../../src/api/api';
import { createHttp } from '../../../../../../src/api/http';
import { createAppStore } from '../../../../../../src/app/store';
import { initI18n } from '../../../../../../src/i18n';
import en from '../../../../../../src/i18n/locales/en/errors.json';
import type { SystemStatus } from '../../../../../../src/shared/wire';
import { fail, startServer, type LocalServer, type Recorded, type Reply } from '../../../support/localServer';
import { systemStatusFixture } from '../../../support/systemStatus';

export type Handler = (request: Recorded) => Reply | undefined;

/** Starts i18next, the server and the API layer; the handler can be swapped per test. */
export async function startPageHarness(): Promise<{ server: LocalServer; answer: (handler: Handler) => void }> {
  await initI18n();
  let handler: Handler = () => undefined;
  const server = await startServer((request) => handler(request) ?? fail(404, 'not.found', `No reply for ${request.method} ${request.url}`));
  const http = createHttp(
    { apiOrigin: async () => server.origin, token: { get: async () => 'member-token-0123456789abcdef' } },
    { context: () => ({ merchant: 'demo', language: 'EN' }) },
  );
  http.defaults.adapter = 'http';
  connectApi({
    http,
    messages: (key) => en[key],
    retry: { env: { sleep: async () => undefined, random: () => 0, now: () => Date.now() } },
  });
  return { server, answer: (next) => (handler = next) };
}

export async function renderPage(page: ReactElement, status: SystemStatus = systemStatusFixture()) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    loggedIn: true,
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, status));
  const view = render(
    <Provider store={store}>
      <Suspense fallback={null}>{page}</Suspense>
    </Provider>,
  );
  return { store, view };
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
