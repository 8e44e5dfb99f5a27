// @vitest-environment happy-dom
/**
 * The system gate in a DOM, against a real local HTTP server on the page's own origin: the
 * production path (web platform, same-origin API, axios, RTK Query, i18next) end to end.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, connectApi } from '../../../../../src/api/api';
import { createBaseQuery } from '../../../../../src/api/baseQuery';
import { createHttp } from '../../../../../src/api/http';
import { configureWire } from '../../../../../src/api/wireContext';
import { createAppStore } from '../../../../../src/app/store';
import { SystemGate } from '../../../../../src/features/system';
import { initI18n } from '../../../../../src/i18n';
import en from '../../../../../src/i18n/locales/en/errors.json';
import { platform } from '../../../../../src/platform/platform';
import { encryptCustomerServicePath } from '../../../../../src/shared/crypto/customerService';
import type { SystemStatus } from '../../../../../src/shared/wire';
import { ok, startServer, type LocalServer, type Reply } from '../../support/localServer';
import { systemStatusFixture } from '../../support/systemStatus';

let server: LocalServer;
let answer: () => Reply = () => ok(status({}));

function status(overrides: Partial<SystemStatus>): SystemStatus {
  return systemStatusFixture(
    {
      merchantName: 'Demo',
      customerService: [{ csType: 'LIVECHAT', path: encryptCustomerServicePath('/support/', 'K3yK3y01') }],
    },
    overrides,
  );
}

beforeAll(async () => {
  server = await startServer((request) => (request.url.startsWith('/wps/system/status') ? answer() : ok(null)));
  // Same origin as the page, as on the web: the platform's apiOrigin is ''.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.origin}/`);
  configureWire({ merchant: 'demo' });
  const messages = (key: keyof typeof en) => en[key];
  connectApi({
    messages,
    transport: () =>
      createBaseQuery({
        http: createHttp(platform),
        messages,
        retry: { env: { sleep: async () => undefined, random: () => 0, now: Date.now } },
      }),
  });
  await initI18n();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderGate() {
  const { store } = createAppStore({
    merchantCode: 'demo',
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  store.dispatch(api.util.resetApiState());
  render(
    <Provider store={store}>
      <SystemGate>
        <p>The app</p>
      </SystemGate>
    </Provider>,
  );
  return store;
}

describe('<SystemGate>', () => {
  it('shows the app when the system is up', async () => {
    answer = () => ok(status({}));
    renderGate();
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(server.requests.at(-1)?.headers.merchant).toBe('demo');
  });

  it('shows maintenance with the info text, the end time and customer service', async () => {
    const endTime = Date.UTC(2030, 5, 15, 12, 0);
    answer = () =>
      ok(
        status({
          maintenance: true,
          content: { data: { info: 'We are upgrading the cashier.', maintainTime: Date.now(), endTime } },
        }),
      );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('We are upgrading the cashier.')).toBeTruthy();
    expect(screen.getByText(/^Expected to end at .*2030/)).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();

    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(url).toBe(`${server.origin}/support/`);
    expect(target).toBe('_blank');
    expect(features).toMatch(/noopener/);
    expect(features).toMatch(/width=440,height=750/);
  });

  it('shows the access-restricted page with the visitor IP', async () => {
    answer = () => ok(status({ regionRestriction: true, content: { data: { info: 'Not in your region.' } } }));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 203.0.113.9')).toBeTruthy();
    expect(screen.getByText('Not in your region.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });

  it('prefers maintenance over a region block', async () => {
    answer = () => ok(status({ maintenance: true, regionRestriction: true }));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access restricted' })).toBeNull();
  });

  it('offers Retry when the status call fails, and boots when it then succeeds', async () => {
    answer = () => 'drop';
    // happy-dom prints each dropped connection ("socket hang up") on its page console: expected.
    renderGate();
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    answer = () => ok(status({}));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The app')).toBeTruthy();
  });

  it('treats an answer that is not a status as a failed status call', async () => {
    answer = () => ok('<html>captive portal</html>');
    renderGate();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('says so when the customer-service entry has no usable URL', async () => {
    answer = () =>
      ok(
        status({
          maintenance: true,
          info: { ...status({}).info, customerService: [{ csType: 'X', path: 'garbage!' }] },
        }),
      );
    renderGate();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid URL, please contact customer service',
    );
    expect(open).not.toHaveBeenCalled();
  });
});
