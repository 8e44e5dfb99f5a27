/**
 * The demo's external provider (server/demo/seedProviders.ts, demoProvider.ts): registered with
 * the shared demo secret and its own vendor mapped to it, its launch URL following
 * PROVIDER_SIM_URL (pointDemoProvider); with no simulator listening, that vendor's games answer
 * game.provider.unavailable and the built-in games still launch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER } from '../../server/demo/demoProvider';
import { pointDemoProvider, seedProviders } from '../../server/demo/seedProviders';

const SIMULATOR_PROVIDER_ID = DEMO_PROVIDER.id;
const SIMULATOR_VENDOR = DEMO_PROVIDER.vendor;
const SIMULATOR_DEFAULT_SECRET = DEMO_PROVIDER.secret;
import { newMember } from './bettingSupport';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

describe.each(backends)('the demo provider on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { providers: { launchTimeoutMs: 500 } } });
  });
  afterAll(() => server?.close());

  it('is registered with the demo secret and its vendor, and follows PROVIDER_SIM_URL', async () => {
    // The server tests' database has no demo provider (seedIfEmpty without externalProvider).
    await server.services.db.transaction().execute((trx) => seedProviders(trx));
    await pointDemoProvider(server.services.db, 'http://127.0.0.1:9/launch');
    await pointDemoProvider(server.services.db, 'http://127.0.0.1:10/launch');
    const [view, ...others] = await server.services.providers.admin.list();
    expect(others).toEqual([]);
    expect(view).toMatchObject({
      id: SIMULATOR_PROVIDER_ID,
      launchUrl: 'http://127.0.0.1:10/launch',
      allowedIps: ['127.0.0.1', '::1'],
      vendors: [SIMULATOR_VENDOR],
    });
    const auth = await server.services.providers.registry.auth(SIMULATOR_PROVIDER_ID, server.clock.now);
    expect(auth?.secrets).toEqual([SIMULATOR_DEFAULT_SECRET]);
  });

  it("answers game.provider.unavailable for the vendor's games while no simulator runs", async () => {
    const member = await newMember(server, 'demo_sim_player');
    const launch = (query: string) =>
      server.app.inject({
        method: 'GET',
        url: `/wps/game/launchGame?launchMode=GLS&accountType=1&${query}`,
        headers: { ...wireHeaders(), authorization: member.token },
      });
    const external = await launch(`vassalage=${SIMULATOR_VENDOR}&gameType=RNG`);
    expect(external.json()).toMatchObject({ success: false, errorCode: 'game.provider.unavailable' });
    expect((await launch('vassalage=PG&gameType=RNG')).json()).toMatchObject({ success: true });
  });
});
