/**
 * Settlement arithmetic per contract kind: tiers met exactly at their thresholds, the highest
 * tier met, no tier met, a team that won, real-time rates by outcome, flooring to the minor unit
 * once per settlement, and the check of stored terms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../../src/shared/wire/agents';
import {
  EMPTY_TEAM,
  basisPoints,
  metricsOf,
  settlementAmount,
  termsProblem,
  type TeamFigures,
} from '../../../../server/domains/settlement/amounts';

const team = (values: Partial<TeamFigures>): TeamFigures => ({ ...EMPTY_TEAM, ...values });

const dividend: ContractTerms = {
  kind: 'dividend',
  dividend: {
    period: 'W',
    // Listed out of order on purpose: the highest tier met is the one with the greatest rate.
    tiers: [
      { validBetMinor: '500000', lossMinor: '100000', activeMembers: 5, rateBp: 3000 },
      { validBetMinor: '100000', lossMinor: '10000', activeMembers: 2, rateBp: 1000 },
      { validBetMinor: '200000', lossMinor: '50000', activeMembers: 3, rateBp: 2000 },
    ],
  },
};

const salary = (kind: 'daily' | 'hourly'): ContractTerms => ({
  kind,
  salary: {
    tiers: [
      { betAmountMinor: '100000', activeMembers: 2, rateBp: 50 },
      { betAmountMinor: '1000000', activeMembers: 10, rateBp: 120 },
    ],
  },
});

const realtime: ContractTerms = {
  kind: 'realtime',
  realtime: { profitRateBp: 30, lossRateBp: 100, singleBetMinor: '1000' },
};

/**
 * The dividend tests below are about tiers and rounding, not the cap (dividendCap.test.ts): their
 * teams carry a theo far above their loss (the figures of a slot team with a high edge, say), so
 * min(loss, theo − salary) is the loss.
 */
const UNCAPPED = 10n ** 15n;

describe('dividend', () => {
  it('pays the rate of the highest tier met on the team loss', () => {
    // Meets tiers 2 and 3 (not 1: only 4 active members): 20 % of 60,000.
    const out = settlementAmount(
      dividend,
      team({ validBet: 250_000n, stake: 260_000n, payout: 200_000n, activeMembers: 4, theoExact: UNCAPPED }),
    );
    expect(out).toEqual({ amount: 12_000n, rateBp: 2000, tier: 2 });
  });

  it('counts a tier met when every threshold is met exactly', () => {
    const out = settlementAmount(
      dividend,
      team({ validBet: 500_000n, stake: 600_000n, payout: 500_000n, activeMembers: 5, theoExact: UNCAPPED }),
    );
    expect(out).toEqual({ amount: 30_000n, rateBp: 3000, tier: 0 });
    // One minor unit short of any threshold of tier 1 drops to tier 3.
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 499_999n, stake: 600_000n, payout: 500_000n, activeMembers: 5, theoExact: UNCAPPED }),
      ).tier,
    ).toBe(2);
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 500_000n, stake: 600_000n, payout: 500_001n, activeMembers: 5, theoExact: UNCAPPED }),
      ).tier,
    ).toBe(2);
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 500_000n, stake: 600_000n, payout: 500_000n, activeMembers: 4, theoExact: UNCAPPED }),
      ).tier,
    ).toBe(2);
  });

  it('pays nothing when no tier is met or the team won', () => {
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 99_999n, stake: 200_000n, payout: 0n, activeMembers: 9, theoExact: UNCAPPED }),
      ),
    ).toEqual({ amount: 0n, rateBp: 0, tier: null });
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 1_000_000n, stake: 1_000_000n, payout: 1_200_000n, activeMembers: 9, theoExact: UNCAPPED }),
      ).amount,
    ).toBe(0n);
    const zeroLossTier: ContractTerms = {
      kind: 'dividend',
      dividend: { period: 'D', tiers: [{ validBetMinor: '0', lossMinor: '0', activeMembers: 0, rateBp: 5000 }] },
    };
    // A tier with no loss threshold is met by a break-even team, which still earns nothing.
    expect(
      settlementAmount(
        zeroLossTier,
        team({ validBet: 10n, stake: 10n, payout: 10n, activeMembers: 1, theoExact: UNCAPPED }),
      ),
    ).toEqual({ amount: 0n, rateBp: 5000, tier: 0 });
    expect(settlementAmount(zeroLossTier, EMPTY_TEAM).amount).toBe(0n);
  });

  it('caps the base at theo − the salary bound: 20 % of min(60,000, 1 % − 0.80 % of 250,000 = 500)', () => {
    const out = settlementAmount(
      dividend,
      team({ validBet: 250_000n, stake: 260_000n, payout: 200_000n, activeMembers: 4, theoExact: 250_000n * 100n }),
    );
    expect(out).toEqual({ amount: 100n, rateBp: 2000, tier: 2 });
  });

  it('floors to the minor unit', () => {
    // 10 % of 10,009 is 1,000.9.
    expect(
      settlementAmount(
        dividend,
        team({ validBet: 100_000n, stake: 110_009n, payout: 100_000n, activeMembers: 2, theoExact: UNCAPPED }),
      ).amount,
    ).toBe(1_000n);
  });
});

describe('daily and hourly salary', () => {
  for (const kind of ['daily', 'hourly'] as const) {
    it(`${kind}: pays the highest tier met on the team's valid bet, thresholds inclusive`, () => {
      expect(settlementAmount(salary(kind), team({ validBet: 1_000_000n, activeMembers: 10 }))).toEqual({
        amount: 12_000n,
        rateBp: 120,
        tier: 1,
      });
      expect(settlementAmount(salary(kind), team({ validBet: 1_000_000n, activeMembers: 9 }))).toEqual({
        amount: 5_000n,
        rateBp: 50,
        tier: 0,
      });
      expect(settlementAmount(salary(kind), team({ validBet: 100_000n, activeMembers: 2 })).amount).toBe(500n);
      expect(settlementAmount(salary(kind), team({ validBet: 99_999n, activeMembers: 50 }))).toEqual({
        amount: 0n,
        rateBp: 0,
        tier: null,
      });
      // 0.5 % of 123,457 is 617.285: floored.
      expect(settlementAmount(salary(kind), team({ validBet: 123_457n, activeMembers: 2 })).amount).toBe(617n);
    });
  }

  it('does not depend on the team winning or losing', () => {
    const won = settlementAmount(
      salary('daily'),
      team({ validBet: 200_000n, stake: 200_000n, payout: 900_000n, activeMembers: 3 }),
    );
    const lost = settlementAmount(
      salary('daily'),
      team({ validBet: 200_000n, stake: 200_000n, payout: 0n, activeMembers: 3 }),
    );
    expect(won).toEqual(lost);
  });
});

describe('real-time salary', () => {
  it('pays the loss rate on lost bets and the profit rate on won or drawn ones, flooring once', () => {
    // 1 % of 12,345 + 0.3 % of 6,789 = 123.45 + 20.367 = 143.817.
    expect(settlementAmount(realtime, EMPTY_TEAM, { lostValidBet: 12_345n, wonValidBet: 6_789n })).toEqual({
      amount: 143n,
      rateBp: 100,
      tier: null,
    });
    expect(settlementAmount(realtime, EMPTY_TEAM, { lostValidBet: 0n, wonValidBet: 0n }).amount).toBe(0n);
    // Many bets worth 0.3 minor units each add up instead of flooring to 0 one by one.
    expect(settlementAmount(realtime, EMPTY_TEAM, { lostValidBet: 0n, wonValidBet: 100n * 100n }).amount).toBe(30n);
  });

  it('never pays more than the exact amount, and less by under one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lost, won, lossRateBp, profitRateBp) => {
          const terms: ContractTerms = {
            kind: 'realtime',
            realtime: { lossRateBp, profitRateBp, singleBetMinor: '0' },
          };
          const { amount } = settlementAmount(terms, EMPTY_TEAM, { lostValidBet: lost, wonValidBet: won });
          const exactTimes10k = lost * BigInt(lossRateBp) + won * BigInt(profitRateBp);
          expect(amount * 10_000n <= exactTimes10k).toBe(true);
          expect(exactTimes10k - amount * 10_000n < 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('computes basis points exactly on large amounts', () => {
    expect(basisPoints(999_999_999_999_999_999n, 10_000)).toBe(999_999_999_999_999_999n);
    expect(basisPoints(1n, 9_999)).toBe(0n);
  });

  it('reports metrics as wire strings, the loss from the team side', () => {
    expect(metricsOf(team({ betCount: 3, validBet: 300n, stake: 310n, payout: 500n, activeMembers: 2 }))).toEqual({
      betCount: 3,
      validBetMinor: '300',
      stakeMinor: '310',
      payoutMinor: '500',
      lossMinor: '-190',
      activeMembers: 2,
    });
  });
});

describe('stored terms', () => {
  it('accepts well-formed terms of the contract kind', () => {
    expect(termsProblem('dividend', dividend)).toBeNull();
    expect(termsProblem('daily', salary('daily'))).toBeNull();
    expect(termsProblem('realtime', realtime)).toBeNull();
  });

  it('names what is wrong with malformed terms', () => {
    expect(termsProblem('daily', salary('hourly'))).toMatch(/kind hourly/);
    expect(termsProblem('dividend', { kind: 'dividend', dividend: { period: 'Q', tiers: [] } })).toMatch(/period Q/);
    expect(
      termsProblem('daily', {
        kind: 'daily',
        salary: { tiers: [{ betAmountMinor: '10.5', activeMembers: 1, rateBp: 5 }] },
      }),
    ).toMatch(/tier 1 has a bad betAmountMinor/);
    expect(
      termsProblem('hourly', {
        kind: 'hourly',
        salary: { tiers: [{ betAmountMinor: '10', activeMembers: 1, rateBp: 10_001 }] },
      }),
    ).toMatch(/rateBp/);
    expect(
      termsProblem('realtime', {
        kind: 'realtime',
        realtime: { profitRateBp: -1, lossRateBp: 5, singleBetMinor: '0' },
      }),
    ).toMatch(/rate/);
    expect(termsProblem('realtime', null)).toMatch(/not an object/);
  });
});
