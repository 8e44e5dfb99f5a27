/**
 * The signature gate of the provider wallet API (server/domains/providers/signatureCheck.ts;
 * docs/protocol.md): unknown providers and wrong signatures, the 30-second window, replays,
 * addresses off the list (the socket's address: this app does not trust proxies), a disabled
 * provider, and a secret rotated with a grace period. Nothing a refused call asks is applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, moneyFingerprint, newMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  addTestProvider,
  PROVIDER,
  providerCaller,
  providerSession,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
  type ProviderCaller,
} from './providersSupport';

describe.each(backends)('provider signature gate on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let caller: ProviderCaller;
  let sessionId: string;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    caller = providerCaller(server, await addTestProvider(server, endpoint));
    const member = await newMember(server, 'gate_player');
    await credit(server, member.id, 10_000n);
    sessionId = await providerSession(server, caller, member, endpoint);
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  let n = 0;
  const bet = () => ({ sessionId, transactionId: `g-${++n}`, roundId: `gr-${n}`, currency: 'USD', amount: '10' });

  async function refused(body: unknown, status: number, code: string, options: Parameters<ProviderCaller['call']>[2]) {
    const before = await moneyFingerprint(server);
    expect(await caller.call('bet', body, options)).toMatchObject({ success: false, status, errorCode: code });
    expect(await moneyFingerprint(server)).toBe(before);
  }

  it('refuses an unknown provider, a wrong secret, missing headers and a changed body', async () => {
    await refused(bet(), 401, 'INVALID_SIGNATURE', { providerId: 'NOBODY' });
    await refused(bet(), 401, 'INVALID_SIGNATURE', { secret: 'not-the-secret' });
    await refused(bet(), 401, 'INVALID_SIGNATURE', { headers: { 'X-Provider-Id': PROVIDER } });
    const signedFor = await caller.call('balance', { sessionId });
    expect(signedFor.success).toBe(true);
    // The headers of one body sent with another: the body digest differs.
    await refused(bet(), 401, 'INVALID_SIGNATURE', {
      headers: { ...signedFor.headers, 'X-Provider-Timestamp': String(server.clock.now.getTime()) },
    });
  });

  it('refuses a timestamp more than 30 s away, and accepts one within', async () => {
    const now = server.clock.now.getTime();
    await refused(bet(), 401, 'REQUEST_EXPIRED', { timestamp: now - 31_000 });
    await refused(bet(), 401, 'REQUEST_EXPIRED', { timestamp: now + 31_000 });
    expect((await caller.call('bet', bet(), { timestamp: now - 29_000 })).success).toBe(true);
  });

  it('refuses a replayed signature, even of a call that was accepted', async () => {
    const body = bet();
    const first = await caller.call('bet', body);
    expect(first.success).toBe(true);
    await refused(body, 401, 'SIGNATURE_REUSED', { headers: first.headers });
    // A fresh signature of the same call is a retry: the stored answer.
    expect((await caller.call('bet', body)).value).toEqual(first.value);
  });

  it('refuses addresses off the list, and reads no forwarded address', async () => {
    await refused(bet(), 403, 'IP_NOT_ALLOWED', { address: '10.9.8.6' });
    expect((await caller.call('bet', bet(), { address: '192.168.50.77' })).success).toBe(true);
    expect((await caller.call('bet', bet(), { address: '::ffff:10.9.8.7' })).success).toBe(true);
    const forwarded = await server.app.inject({
      method: 'POST',
      url: '/provider/v1/balance',
      remoteAddress: '203.0.113.9',
      headers: { 'x-provider-id': PROVIDER, 'x-forwarded-for': '10.9.8.7', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('refuses a disabled provider', async () => {
    await server.services.providers.admin.update(PROVIDER, { enabled: false });
    await refused(bet(), 403, 'PROVIDER_DISABLED', {});
    await server.services.providers.admin.update(PROVIDER, { enabled: true });
    expect((await caller.call('bet', bet())).success).toBe(true);
  });

  it('signs with either secret during a rotation grace, then with the new one only', async () => {
    const old = caller.secret;
    const fresh = await server.services.providers.admin.rotate(PROVIDER, 60 * 60_000);
    expect((await caller.call('bet', bet(), { secret: fresh })).success).toBe(true);
    expect((await caller.call('bet', bet(), { secret: old })).success).toBe(true);
    server.clock.advance(60 * 60_000 + 1_001);
    await refused(bet(), 401, 'INVALID_SIGNATURE', { secret: old });
    caller.secret = fresh;
    expect((await caller.call('bet', bet())).success).toBe(true);
  });
});
