/**
 * Level difference (server/domains/settlement/amounts.ts): contracts of a salary kind down a chain
 * (top → … → the bettor's nearest holder) never pay more on a round, together, than the highest
 * rate on the chain, so never more than the top holder's rate when each rate is at most its
 * upline's (the offer ceilings of contracts/ceilings.ts). The defect it fixes: every holder was
 * paid its full rate on its whole team, so A → B → C at the ceiling paid the ceiling three times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../../src/shared/wire/agents';
import { EMPTY_TEAM, settlementAmount, type LevelGroup } from '../../../../server/domains/settlement/amounts';

const BP = 10_000n;

/** A daily contract whose tiers are all met by the team below (rates climb, as terms.ts demands). */
const daily = (rates: number[]): ContractTerms => ({
  kind: 'daily',
  salary: {
    tiers: [...rates]
      .sort((a, b) => a - b)
      .map((rateBp, i) => ({ betAmountMinor: String(i), activeMembers: i, rateBp })),
  },
});
const realtime = (lossRateBp: number, profitRateBp: number): ContractTerms => ({
  kind: 'realtime',
  realtime: { lossRateBp, profitRateBp, singleBetMinor: '0' },
});
const topRate = (terms: ContractTerms) =>
  terms.kind === 'realtime'
    ? Math.max(terms.realtime.lossRateBp, terms.realtime.profitRateBp)
    : Math.max(...(terms.kind === 'dividend' ? [] : terms.salary.tiers.map((t) => t.rateBp)));

/**
 * What every holder of the chain (index 0 = top) is paid on one bet of `valid` by a member under
 * holder `last`: each holder's `below` group holds the highest deeper rates on the bet's path, as
 * settlement/compute.ts computes them.
 */
function chainPay(chain: ContractTerms[], last: number, valid: bigint, lost: boolean): bigint[] {
  return chain.slice(0, last + 1).map((terms, i) => {
    const deeper = chain.slice(i + 1, last + 1);
    const below: LevelGroup[] = deeper.length
      ? [
          {
            lossRateBp: Math.max(...deeper.map((t) => (t.kind === 'realtime' ? t.realtime.lossRateBp : topRate(t)))),
            profitRateBp: Math.max(
              ...deeper.map((t) => (t.kind === 'realtime' ? t.realtime.profitRateBp : topRate(t))),
            ),
            validBet: valid,
            lostValidBet: lost ? valid : 0n,
            wonValidBet: lost ? 0n : valid,
            stake: valid,
            payout: 0n,
            theoExact: 0n,
          },
        ]
      : [];
    const team = { ...EMPTY_TEAM, validBet: valid, stake: valid, activeMembers: 1_000 };
    return settlementAmount(terms, team, { lostValidBet: lost ? valid : 0n, wonValidBet: lost ? 0n : valid }, below)
      .amount;
  });
}

const rate = fc.integer({ min: 1, max: 10_000 });
const valid = fc.bigInt({ min: 0n, max: 10_000_000_000n });

describe('level difference down a chain of salary contracts', () => {
  it('pays the chain together at most the highest rate on it, for any rates, tiers and bettor position', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(rate, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        valid,
        (rates, at, v) => {
          const chain = rates.map(daily);
          const last = at % chain.length;
          const paid = chainPay(chain, last, v, true).reduce((a, b) => a + b, 0n);
          const highest = Math.max(...chain.slice(0, last + 1).map(topRate));
          expect(paid * BP).toBeLessThanOrEqual(v * BigInt(highest));
        },
      ),
    );
  });

  it('within the offer ceilings pays at most the top holder’s rate × valid bet; the top keeps the difference', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 1, maxLength: 6 }), fc.nat(), valid, (raw, at, v) => {
        const rates = [...raw].sort((a, b) => b - a); // top first, non-increasing down the chain
        const chain = rates.map((r) => daily([r]));
        const last = at % chain.length;
        const pays = chainPay(chain, last, v, true);
        const total = pays.reduce((a, b) => a + b, 0n);
        expect(total * BP).toBeLessThanOrEqual(v * BigInt(rates[0]!));
        // Each level is paid (its rate − the rate below) × v, floored: within one minor unit per level of the top's
        // rate.
        expect(v * BigInt(rates[0]!) - total * BP).toBeLessThan(BigInt(last + 1) * BP);
      }),
    );
  });

  it('bounds real-time salary on each side (lost and won) by the highest rate of that side', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(),
        valid,
        fc.boolean(),
        (rates, at, v, lost) => {
          const chain = rates.map(([l, p]) => realtime(l, p));
          const last = at % chain.length;
          const paid = chainPay(chain, last, v, lost).reduce((a, b) => a + b, 0n);
          const side = chain
            .slice(0, last + 1)
            .map((t) => (t.kind === 'realtime' ? (lost ? t.realtime.lossRateBp : t.realtime.profitRateBp) : 0));
          expect(paid * BP).toBeLessThanOrEqual(v * BigInt(Math.max(...side)));
        },
      ),
    );
  });

  it('the defect: A → B → C at 0.80 % on C’s 1,000,000 pays 8,000 in all, not 24,000', () => {
    const chain = [daily([80]), daily([80]), daily([80])];
    expect(chainPay(chain, 2, 1_000_000n, true)).toEqual([0n, 0n, 8_000n]);
    // B at 0.50 % under A's 0.80 %: C is paid 0.50 %, A the 0.30 % difference.
    expect(chainPay([daily([80]), daily([50])], 1, 1_000_000n, true)).toEqual([3_000n, 5_000n]);
  });
});
