/**
 * The maintenance and region gates run on every API call, from a copy each instance keeps for
 * GATE_RULES_TTL_MS: a change through this instance applies at once, one through another
 * instance within the TTL; the window in force is chosen in code exactly as the query chose it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSystemRepository,
  GATE_RULES_TTL_MS,
  type MaintenanceWindow,
} from '../../server/domains/system/repository';
import { windowInForce } from '../../server/domains/system/service';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

describe.each(backends)('gate rules on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server.close());

  it('come from the copy; its own writes drop it at once, another instance’s show within the TTL', async () => {
    let ms = 1_000;
    const here = createSystemRepository(server.services.db, () => ms);
    const elsewhere = createSystemRepository(server.services.db, () => ms);
    const inForce = async () => windowInForce((await here.gateRules()).windows, 'demo', new Date());
    const blocked = async () => (await here.gateRules()).blocks.map((b) => b.cidr);

    expect(await inForce()).toBeUndefined();
    await elsewhere.setMaintenance('demo', 'Upgrade', null, new Date(Date.now() - 1_000));
    await elsewhere.blockRegion('203.0.113.0/24', 'Not here');
    expect(await inForce()).toBeUndefined();
    expect(await blocked()).not.toContain('203.0.113.0/24');

    ms += GATE_RULES_TTL_MS;
    expect(await inForce()).toMatchObject({ scope: 'demo', info: 'Upgrade' });
    expect(await blocked()).toContain('203.0.113.0/24');

    await here.clearMaintenance('demo');
    await here.unblockRegion('203.0.113.0/24');
    expect(await inForce()).toBeUndefined();
    expect(await blocked()).not.toContain('203.0.113.0/24');
  });

  it('gate the API through the live ops route at once', async () => {
    const status = () =>
      server.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?type=RNG', headers: wireHeaders() });
    expect((await status()).json()).toMatchObject({ success: true });
    const on = await server.app.inject({
      method: 'POST',
      url: '/ops/run',
      headers: { 'x-ops-secret': server.opsSecret },
      payload: { argv: ['maintenance', 'on', '--merchant', 'demo', '--info', 'Back soon'] },
    });
    expect(on.json()).toMatchObject({ success: true });
    expect((await status()).json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await server.app.inject({
      method: 'POST',
      url: '/ops/run',
      headers: { 'x-ops-secret': server.opsSecret },
      payload: { argv: ['maintenance', 'off'] },
    });
    expect((await status()).json()).toMatchObject({ success: true });
  });
});

describe('windowInForce', () => {
  const at = (iso: string) => new Date(iso);
  const window = (scope: string, starts: string, until: string | null, info = scope): MaintenanceWindow => ({
    scope,
    info,
    starts_at: at(starts),
    until: until === null ? null : at(until),
    updated_at: at(starts),
  });
  const windows = [
    window('*', '2026-01-01T00:00Z', null, 'global'),
    window('demo', '2026-01-01T10:00Z', '2026-01-01T12:00Z', 'own'),
  ];

  it("prefers the merchant's own window, then the global one, each only between its times", () => {
    expect(windowInForce(windows, 'demo', at('2026-01-01T11:00Z'))?.info).toBe('own');
    expect(windowInForce(windows, 'demo', at('2026-01-01T12:00Z'))?.info).toBe('global');
    expect(windowInForce(windows, 'demokr', at('2026-01-01T11:00Z'))?.info).toBe('global');
    expect(windowInForce(windows, 'demo', at('2025-12-31T23:59Z'))).toBeUndefined();
    expect(
      windowInForce([window('demo', '2026-01-01T10:00Z', '2026-01-01T12:00Z')], 'demo', at('2026-01-01T10:00Z'))?.scope,
    ).toBe('demo');
  });
});
