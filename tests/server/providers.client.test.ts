/**
 * The provider-side client (src/shared/providers/client.ts) over a real socket: what the provider
 * simulator uses: a launch, authenticate, bet, win, balance, and a replay of its own headers
 * refused.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerClient, type ProviderClient } from '../../src/shared/providers/client';
import { credit, newMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  addTestProvider,
  launchExternal,
  PROVIDER,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
} from './providersSupport';

describe.each(backends)('the provider client on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let client: ProviderClient;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    const secret = await addTestProvider(server, endpoint);
    await server.services.providers.admin.update(PROVIDER, { allowedIps: ['127.0.0.1'] });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    client = providerClient({
      baseUrl: `http://127.0.0.1:${port}`,
      providerId: PROVIDER,
      secret,
      clock: () => server.clock.now.getTime() + Math.floor(Math.random() * 1_000),
    });
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  it('plays a round through the wallet API over HTTP', async () => {
    const member = await newMember(server, 'client_player');
    await credit(server, member.id, 3_000n);
    const { token } = await launchExternal(server, member, endpoint);
    expect(endpoint.badSignatures).toBe(0);
    const session = await client.authenticate(token);
    expect(session).toMatchObject({ success: true, status: 200, value: { balance: '3000', currency: 'USD' } });
    const { sessionId } = session.value;
    const round = { sessionId, roundId: 'cl-r1', currency: 'USD' };
    expect(await client.bet({ ...round, transactionId: 'cl-1', amount: '700' })).toMatchObject({
      success: true,
      value: { balance: '2300' },
    });
    expect(await client.win({ ...round, transactionId: 'cl-2', amount: '1500' })).toMatchObject({
      value: { balance: '3800' },
    });
    const balance = await client.balance(sessionId);
    expect(balance.value).toEqual({ currency: 'USD', balance: '3800' });
    expect(await client.send('balance', { sessionId }, { headers: balance.sentHeaders })).toMatchObject({
      success: false,
      status: 401,
      errorCode: 'SIGNATURE_REUSED',
    });
  });
});
