/**
 * Where the desktop build finds the platform (electron/main/services/originResolver.ts): the
 * configured origin, else the published domain list remembered from the last answer, with every
 * listed origin validated; and the main process's own platform calls (platformApi.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  acceptableOrigin,
  DOMAIN_ROUTE_KEY,
  isOriginFailure,
  OriginResolver,
  REPORT_COOLDOWN_MS,
} from '../../../electron/main/services/originResolver';
import {
  fetchBalance,
  fetchDomainRoute,
  fetchRecentEvents,
  PlatformError,
  PlatformUnreachable,
  type FetchLike,
  type ResponseLike,
} from '../../../electron/main/services/platformApi';
import { memoryStore } from '../../../electron/main/services/settingsStore';

const CONFIGURED = 'https://www.example-casino.com';

function setup(answers: Record<string, string[] | Error>, remembered?: unknown) {
  const store = memoryStore();
  if (remembered !== undefined) store.set(DOMAIN_ROUTE_KEY, remembered);
  const probed: string[] = [];
  const changes: string[] = [];
  let now = 0;
  const resolver = new OriginResolver({
    configured: CONFIGURED,
    allowLoopbackHttp: false,
    store,
    probe: async (origin) => {
      probed.push(origin);
      const answer = answers[origin];
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('unreachable');
      return answer;
    },
    onChange: (origin) => void changes.push(origin),
    now: () => now,
    log: { warn: () => undefined },
  });
  return { resolver, store, probed, changes, answers, advance: (ms: number) => void (now += ms) };
}

describe('OriginResolver', () => {
  it('stays on the configured origin while it answers, and remembers the published list', async () => {
    const s = setup({ [CONFIGURED]: [CONFIGURED, 'https://backup.example-casino.net', 'mirror.example-casino.org'] });
    expect(await s.resolver.resolve()).toBe(CONFIGURED);
    expect(s.changes).toEqual([]);
    expect(s.store.get(DOMAIN_ROUTE_KEY)).toEqual([
      CONFIGURED,
      'https://backup.example-casino.net',
      'https://mirror.example-casino.org',
    ]);
  });

  it('falls back through the remembered list when the configured origin fails, and tells the renderer', async () => {
    const s = setup({ 'https://mirror.example-casino.org': ['https://mirror.example-casino.org'] }, [
      CONFIGURED,
      'https://backup.example-casino.net',
      'https://mirror.example-casino.org',
    ]);
    expect(await s.resolver.resolve()).toBe('https://mirror.example-casino.org');
    expect(s.probed).toEqual([CONFIGURED, 'https://backup.example-casino.net', 'https://mirror.example-casino.org']);
    expect(s.resolver.current()).toBe('https://mirror.example-casino.org');
    expect(s.changes).toEqual(['https://mirror.example-casino.org']);

    // The configured origin is back: the next search returns to it.
    s.answers[CONFIGURED] = [CONFIGURED];
    expect(await s.resolver.resolve()).toBe(CONFIGURED);
    expect(s.changes).toEqual(['https://mirror.example-casino.org', CONFIGURED]);
  });

  it('keeps the current origin when nothing answers', async () => {
    const s = setup({}, ['https://backup.example-casino.net']);
    expect(await s.resolver.resolve()).toBe(CONFIGURED);
    expect(s.changes).toEqual([]);
  });

  it('never uses a listed origin that is not a plain https origin', async () => {
    const hostile = [
      'http://backup.example-casino.net',
      'https://user:pw@backup.example-casino.net',
      'https://backup.example-casino.net/path',
      'https://backup.example-casino.net/?x=1',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://backup.example-casino.net\\@evil.example',
      42,
      null,
    ];
    const s = setup({ [CONFIGURED]: hostile as string[] }, hostile);
    expect(s.resolver.remembered()).toEqual([]);
    await s.resolver.resolve();
    expect(s.store.get(DOMAIN_ROUTE_KEY)).toEqual(hostile);
    expect(acceptableOrigin('http://127.0.0.1:8080', true)).toBe('http://127.0.0.1:8080');
    expect(acceptableOrigin('http://127.0.0.1:8080', false)).toBeNull();
    expect(acceptableOrigin('HTTPS://Mirror.Example.com:443/', false)).toBe('https://mirror.example.com');
  });

  it('searches once per failure burst, and only for the origin in use', async () => {
    const s = setup({ [CONFIGURED]: [] });
    s.resolver.reportFailure('https://other.example');
    s.resolver.reportFailure(CONFIGURED);
    s.resolver.reportFailure(CONFIGURED);
    await s.resolver.resolve();
    expect(s.probed).toEqual([CONFIGURED]);
    s.advance(REPORT_COOLDOWN_MS);
    s.resolver.reportFailure(`${CONFIGURED}/wps/v2/wallets/balance`);
    await s.resolver.resolve();
    expect(s.probed).toEqual([CONFIGURED, CONFIGURED]);
  });

  it('recognises the renderer requests that mean the origin is unreachable', () => {
    expect(
      isOriginFailure({ url: `${CONFIGURED}/wps/system/status`, error: 'net::ERR_NAME_NOT_RESOLVED' }, CONFIGURED),
    ).toBe(true);
    expect(isOriginFailure({ url: `${CONFIGURED}/wps/system/status`, error: 'net::ERR_ABORTED' }, CONFIGURED)).toBe(
      false,
    );
    expect(
      isOriginFailure({ url: 'https://cdn.example.com/a.png', error: 'net::ERR_CONNECTION_REFUSED' }, CONFIGURED),
    ).toBe(false);
  });
});

const respond = (status: number, body: unknown): ResponseLike => ({
  status,
  headers: { get: () => 'application/json' },
  json: async () => body,
  body: null,
});

describe('platformApi', () => {
  it('sends the wire headers and reads the envelope', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      respond(200, { success: true, value: { sumBalance: '1234.50', currency: 'USD', balance: [] } }),
    );
    expect(await fetchBalance(fetch, { origin: CONFIGURED, merchantCode: 'demo', token: 'tok' })).toEqual({
      amount: '1234.50',
      currency: 'USD',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${CONFIGURED}/wps/v2/wallets/balance`);
    expect(init.headers).toMatchObject({
      Merchant: 'demo',
      Authorization: 'tok',
      Device: 'web',
      'X-Gateway-Version': '3',
    });
  });

  it('tells an unreachable origin from a refusal and from a malformed answer', async () => {
    const session = { origin: CONFIGURED, merchantCode: 'demo', token: 'tok' };
    await expect(
      fetchBalance(async () => Promise.reject(new TypeError('fetch failed')), session),
    ).rejects.toBeInstanceOf(PlatformUnreachable);
    const ended = await fetchBalance(
      async () => respond(401, { success: false, errorCode: 'user.or.token.invalid', message: 'Log in again.' }),
      session,
    ).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(PlatformError);
    expect((ended as PlatformError).sessionEnded).toBe(true);
    await expect(
      fetchBalance(async () => respond(200, { success: true, value: { sumBalance: '1e9', currency: 'USD' } }), session),
    ).rejects.toThrow(/not understood/);
    await expect(
      fetchBalance(async () => respond(200, { success: false, errorCode: 'x', message: 'no' }), session),
    ).rejects.toThrow('no');
  });

  it('keeps only strings of the domain list and only valid events of a page', async () => {
    expect(
      await fetchDomainRoute(
        async () => respond(200, { success: true, value: ['https://a.example', 7, null, 'b.example'] }),
        CONFIGURED,
        'demo',
      ),
    ).toEqual(['https://a.example', 'b.example']);
    const page = await fetchRecentEvents(
      async () =>
        respond(200, {
          success: true,
          value: {
            cursor: '9',
            events: [
              {
                id: '9',
                kind: 'deposit_failed',
                record: { type: 'deposit', id: '3' },
                amount: '10.00',
                currency: 'USD',
                at: 1,
              },
              {
                id: '8',
                kind: 'deposit_failed',
                record: { type: 'withdrawal', id: '3' },
                amount: '10.00',
                currency: 'USD',
                at: 1,
              },
              { id: 'x', kind: 'deposit_failed' },
            ],
          },
        }),
      { origin: CONFIGURED, merchantCode: 'demo', token: 'tok' },
      '5',
    );
    expect(page.events.map((event) => event.id)).toEqual(['9']);
    await expect(
      fetchRecentEvents(
        async () => respond(200, { success: true, value: { cursor: 'abc', events: [] } }),
        { origin: CONFIGURED, merchantCode: 'demo', token: 't' },
        null,
      ),
    ).rejects.toThrow(/not understood/);
  });
});
