/**
 * Renders member-centre and header-wallet components as the app would: the real store, API
 * layer and base query against a local HTTP server (Node's adapter, a retry loop that does not
 * wait), the system status of a fixture, a signed-in member, a MemoryRouter at the given
 * address, and the generic dialog host. What the test's handler does not answer is a 404.
 */
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { connectApi, systemApi } from '../../../../../src/api/api';
import { createHttp } from '../../../../../src/api/http';
import { createAppStore } from '../../../../../src/app/store';
import { memberLoaded, sessionStarted } from '../../../../../src/features/auth/authSlice';
import { DialogHost } from '../../../../../src/features/ui/DialogHost';
import { initI18n } from '../../../../../src/i18n';
import en from '../../../../../src/i18n/locales/en/errors.json';
import type { MemberInfo, SystemStatus } from '../../../../../src/shared/wire';
import { fail, startServer, type LocalServer, type Recorded, type Reply } from '../../support/localServer';
import { systemStatusFixture } from '../../support/systemStatus';

export type Handler = (request: Recorded) => Reply | undefined;

export async function startHarness(): Promise<{ server: LocalServer; answer: (handler: Handler) => void }> {
  await initI18n();
  let handler: Handler = () => undefined;
  const server = await startServer((request) => handler(request) ?? fail(404, 'not.found', `No reply for ${request.method} ${request.url}`));
  const http = createHttp(
    { apiOrigin: async () => server.origin, token: { get: async () => 'member-token-0123456789abcdef' } },
    { context: () => ({ merchant: 'demo', language: 'EN' }) },
  );
  http.defaults.adapter = 'http';
  connectApi({ http, messages: (key) => en[key], retry: { env: { sleep: async () => undefined, random: () => 0, now: () => Date.now() } } });
  return { server, answer: (next) => (handler = next) };
}

export const MEMBER: MemberInfo = {
  id: 7,
  account: 'jane01',
  nickname: 'Jane',
  type: 0,
  clubLabel: { labelName: 'VIP0', type: '' },
  regDate: 0,
  mobile: '',
  email: '',
  currencySymbol: '$',
  currency: 'USD',
  balanceMinor: '0',
  availablePromoCount: 0,
  unreadMessage: 0,
  isAgent: false,
  isTrial: false,
  language: 'EN',
};

/** Shows the router's current address, so tests can read where a link or dialog led. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export async function renderMember(
  ui: ReactElement,
  { path = '/member', member = MEMBER, status = systemStatusFixture() }: { path?: string; member?: MemberInfo; status?: SystemStatus } = {},
) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    loggedIn: true,
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, status));
  store.dispatch(sessionStarted({ origin: 'username' }));
  store.dispatch(memberLoaded(member));
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

/** Splits a recorded request into its path and query. */
export function pathOf(request: Recorded): string {
  return new URL(request.url, 'http://local').pathname;
}
