/**
 * The simulator's checks of what reaches it (tools/provider-sim/launchServer.ts): the platform's
 * launch request must carry the platform's signature (src/shared/providers/signing.ts), in the
 * 30 s window and only once; its body must have every field; a play asks one of the stakes.
 */
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../../../../src/shared/providers/signing';
import { acceptLaunch, launchGuard, parseLaunch, stakeOf } from '../../../../tools/provider-sim/launchServer';

const SECRET = 'launch-secret';
const NOW = 1_764_300_000_000;
const launch = {
  gameCode: 'sim-fruits',
  language: 'VI',
  currency: 'USD',
  token: 'A'.repeat(43),
  playerId: '12',
  lobbyUrl: 'http://127.0.0.1:8080/',
  depositUrl: 'http://127.0.0.1:8080/#/member?page=depositv2',
};

function signed(overrides: { secret?: string; timestamp?: number; body?: string; id?: string } = {}) {
  const body = overrides.body ?? JSON.stringify(launch);
  const headers: Record<string, string> = signedHeaders(overrides.id ?? 'SIM', overrides.secret ?? SECRET, {
    method: 'POST',
    target: '/launch',
    timestamp: overrides.timestamp ?? NOW,
    body,
  });
  return { method: 'POST', target: '/launch', body, headers: (name: string) => headers[name] ?? '' };
}

describe("the simulator's launch endpoint", () => {
  it("accepts the platform's signature once, within 30 s", () => {
    const seen = launchGuard();
    const request = signed();
    expect(acceptLaunch(request, 'SIM', SECRET, NOW + 29_000, seen)).not.toBeUndefined();
    expect(acceptLaunch(request, 'SIM', SECRET, NOW + 29_000, seen)).toBeUndefined();
    // Once outside the window it is forgotten: the window alone refuses it then.
    expect(acceptLaunch(signed({ timestamp: NOW + 40_000 }), 'SIM', SECRET, NOW + 40_000, seen)).not.toBeUndefined();
    expect([...seen.seen.values()]).toEqual([NOW + 40_000]);
  });

  it('refuses another secret, another provider id, a changed body and an old timestamp', () => {
    const seen = launchGuard();
    expect(acceptLaunch(signed({ secret: 'other' }), 'SIM', SECRET, NOW, seen)).toBeUndefined();
    expect(acceptLaunch(signed({ id: 'ACME' }), 'SIM', SECRET, NOW, seen)).toBeUndefined();
    expect(acceptLaunch({ ...signed(), body: '{}' }, 'SIM', SECRET, NOW, seen)).toBeUndefined();
    expect(acceptLaunch(signed({ timestamp: NOW - 31_000 }), 'SIM', SECRET, NOW, seen)).toBeUndefined();
    expect(seen.seen.size).toBe(0);
  });

  it("follows the platform's moved clock with newer requests only, never a replay", () => {
    const guard = launchGuard();
    const first = signed();
    expect(acceptLaunch(first, 'SIM', SECRET, NOW, guard, true)).toBe(NOW);
    // Eleven minutes ahead (a test server's clock moved): newer than any, so accepted.
    const later = signed({ timestamp: NOW + 660_000 });
    expect(acceptLaunch(later, 'SIM', SECRET, NOW, guard, true)).toBe(NOW + 660_000);
    expect(acceptLaunch(signed({ timestamp: NOW + 660_000 }), 'SIM', SECRET, NOW, guard, false)).toBeUndefined();
    // The first request again, outside the moved clock's window and older: refused.
    expect(acceptLaunch(first, 'SIM', SECRET, NOW + 660_000, guard, true)).toBeUndefined();
    expect(
      acceptLaunch(signed({ timestamp: NOW + 700_000, secret: 'x' }), 'SIM', SECRET, NOW, guard, true),
    ).toBeUndefined();
  });

  it('reads a launch body only when every field is text', () => {
    expect(parseLaunch(JSON.stringify({ ...launch, extra: 1 }))).toEqual(launch);
    expect(parseLaunch(JSON.stringify({ ...launch, token: 5 }))).toBeUndefined();
    expect(parseLaunch('{"gameCode":')).toBeUndefined();
    expect(parseLaunch('null')).toBeUndefined();
  });

  it('plays only the offered stakes', () => {
    expect(stakeOf('{"stake":"500"}')).toBe(500n);
    expect(stakeOf('{"stake":100}')).toBe(100n);
    expect(stakeOf('{"stake":"501"}')).toBeUndefined();
    expect(stakeOf('{"stake":"-100"}')).toBeUndefined();
    expect(stakeOf('not json')).toBeUndefined();
  });
});
