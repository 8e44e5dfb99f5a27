/**
 * Launching an external provider's game (server/domains/play/launch.ts → providers/launchExternal.ts;
 * docs/protocol.md, "Launching an external game"): the platform asks the provider's launch
 * endpoint, signed, and answers its game address; a provider that is down, slow or unreachable
 * fails the launch with game.provider.unavailable; a disabled provider's games and free play are
 * refused; an unmapped vendor is built in again. The endpoint is a small real HTTP server
 * (providersSupport.ts) that checks the platform's signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeLaunchToken } from '../../server/domains/play/gameSessions';
import { credit, newMember, type TestMember } from './bettingSupport';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';
import {
  addTestProvider,
  GAMES,
  launchExternal,
  PROVIDER,
  PROVIDER_VENDOR,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
} from './providersSupport';

describe.each(backends)('external game launch on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let member: TestMember;

  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { providers: { launchTimeoutMs: 400 } } });
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    await addTestProvider(server, endpoint);
    member = await newMember(server, 'launch_player');
    await credit(server, member.id, 1_000n);
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  it("answers the provider's game address, asked with a signed request", async () => {
    const { answer, request, token } = await launchExternal(server, member, endpoint);
    expect(answer).toMatchObject({
      success: true,
      value: { content: { game_name: 'Provider Fruits', vendor: PROVIDER_VENDOR } },
    });
    expect(answer.value.content.game_url).toBe(`http://provider.test/game/${GAMES.slot}?t=${token}`);
    expect(endpoint.badSignatures).toBe(0);
    expect(request).toEqual({
      gameCode: GAMES.slot,
      language: 'EN',
      currency: 'USD',
      token,
      playerId: member.id.toString(),
      lobbyUrl: 'http://localhost:80/',
      depositUrl: 'http://localhost:80/#/member?page=depositv2',
    });
    // The token is the provider's: a built-in game page cannot use it.
    expect(await consumeLaunchToken(server.services.db, token, server.clock.now)).toEqual({ kind: 'gone' });
  });

  it('fails with game.provider.unavailable when the provider is down, slow or gone', async () => {
    for (const mode of ['down', 'hang'] as const) {
      endpoint.mode = mode;
      const { answer } = await launchExternal(server, member, endpoint);
      expect(answer).toMatchObject({ success: false, errorCode: 'game.provider.unavailable' });
      expect(answer.message).toContain('Test Provider');
    }
    endpoint.mode = 'ok';
    await server.services.providers.admin.update(PROVIDER, { launchUrl: 'http://127.0.0.1:9/launch' });
    expect((await launchExternal(server, member, endpoint)).answer).toMatchObject({
      errorCode: 'game.provider.unavailable',
    });
    await server.services.providers.admin.update(PROVIDER, { launchUrl: endpoint.url });
    expect((await launchExternal(server, member, endpoint)).answer.success).toBe(true);
  });

  it("refuses a disabled provider's games, and free play of them", async () => {
    await server.services.providers.admin.update(PROVIDER, { enabled: false });
    expect((await launchExternal(server, member, endpoint)).answer).toMatchObject({ errorCode: 'game.disabled' });
    await server.services.providers.admin.update(PROVIDER, { enabled: true });
    const trial = await newMember(server, 'launch_trial', { type: 4 });
    const free = await server.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?launchMode=GLS&gameId=${GAMES.slot}&accountType=0`,
      headers: { ...wireHeaders(), authorization: trial.token },
    });
    expect(free.json()).toMatchObject({ success: false, errorCode: 'game.trial.account' });
    expect(free.json<{ message: string }>().message).toContain('no free play');
  });

  it('launches a vendor mapped back to built in as a built-in game', async () => {
    await server.services.providers.admin.map(PROVIDER_VENDOR, null);
    const { answer } = await launchExternal(server, member, endpoint);
    expect(answer.value.content.game_url).toMatch(/\/play\/[A-Za-z0-9_-]{43}$/);
    await server.services.providers.admin.map(PROVIDER_VENDOR, PROVIDER);
  });
});
