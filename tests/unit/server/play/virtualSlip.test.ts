/**
 * The virtual sports slip on the page (server/domains/play/virtual/slipMath.ts): picks toggle,
 * one pick per match, the accumulator's odds and payout as the server pays them (slip.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  slipOddsHundredths,
  slipPayout,
  togglePick,
  type SlipPick,
} from '../../../../server/domains/play/virtual/slipMath';
import { settleSlip, type Leg, type MatchResult } from '../../../../server/domains/play/shared/games/virtual/slip';

const pick = (fixtureId: string, pickName: string, odds: number): SlipPick => ({
  fixtureId,
  market: '1x2',
  pick: pickName,
  odds,
  label: `${fixtureId} ${pickName}`,
});

describe('the virtual sports slip', () => {
  it('adds a pick, removes it on a second click, and keeps one pick per match', () => {
    const a = pick('vf-1-0', 'home', 210);
    const b = pick('vf-1-1', 'away', 345);
    let slip = togglePick([], a);
    slip = togglePick(slip, b);
    expect(slip).toEqual([a, b]);
    expect(togglePick(slip, a)).toEqual([b]);
    const draw = pick('vf-1-0', 'draw', 330);
    expect(togglePick(slip, draw)).toEqual([b, draw]);
  });

  it('multiplies the legs for an accumulator and pays as the server settles it', () => {
    const legs = [pick('vf-1-0', 'home', 210), pick('vf-1-1', 'away', 345)];
    expect(slipOddsHundredths(legs)).toBe(724n);
    expect(slipPayout(1_000n, legs)).toBe(7_245n);
    const fixtures = [
      { id: 'vf-1-0', home: 'rvr', away: 'nth' },
      { id: 'vf-1-1', home: 'pta', away: 'ksu' },
    ];
    const serverLegs: Leg[] = legs.map((l, i) => ({
      sport: 'football',
      fixture: fixtures[i]!,
      market: l.market,
      pick: l.pick,
      odds: l.odds,
    }));
    const result = (i: number, home: number, away: number): MatchResult => ({
      sport: 'football',
      result: { fixture: fixtures[i]!, home, away, halfTime: [0, 0], timeline: [] },
    });
    const results = new Map([
      ['football:vf-1-0', result(0, 2, 1)],
      ['football:vf-1-1', result(1, 0, 1)],
    ]);
    expect(settleSlip({ stake: 1_000n, legs: serverLegs }, results).payout).toBe(slipPayout(1_000n, legs));
  });
});
