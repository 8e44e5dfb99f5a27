/**
 * The simulator's checks of what reaches it (tools/provider-sim/launchServer.ts): the platform's
 * launch request must carry the platform's signature (src/shared/providers/signing.ts), in the
 * 30 s window and only once; its body must have every field; a play asks one of the stakes.
 */
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../../../../src/shared/providers/signing';
import { launchSignatureValid, parseLaunch, stakeOf } from '../../../../tools/provider-sim/launchServer';

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
    const seen = new Map<string, number>();
    const request = signed();
    expect(launchSignatureValid(request, 'SIM', SECRET, NOW + 29_000, seen)).toBe(true);
    expect(launchSignatureValid(request, 'SIM', SECRET, NOW + 29_000, seen)).toBe(false);
    // Once outside the window it is forgotten: the window alone refuses it then.
    expect(launchSignatureValid(signed({ timestamp: NOW + 40_000 }), 'SIM', SECRET, NOW + 40_000, seen)).toBe(true);
    expect([...seen.values()]).toEqual([NOW + 40_000]);
  });

  it('refuses another secret, another provider id, a changed body and an old timestamp', () => {
    const seen = new Map<string, number>();
    expect(launchSignatureValid(signed({ secret: 'other' }), 'SIM', SECRET, NOW, seen)).toBe(false);
    expect(launchSignatureValid(signed({ id: 'ACME' }), 'SIM', SECRET, NOW, seen)).toBe(false);
    expect(launchSignatureValid({ ...signed(), body: '{}' }, 'SIM', SECRET, NOW, seen)).toBe(false);
    expect(launchSignatureValid(signed({ timestamp: NOW - 31_000 }), 'SIM', SECRET, NOW, seen)).toBe(false);
    expect(seen.size).toBe(0);
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
