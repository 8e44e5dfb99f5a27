/**
 * The dividend cap (server/domains/settlement/amounts.ts "dividend"): a dividend pays a share of
 * the team's net loss over a period and takes nothing back when the team wins, so a holder whose
 * puppet made one all-or-nothing bet per period was paid share × stake on every losing period and
 * lost nothing on the winning ones: +0.45 × stake per period at a 90 % share and 50 % odds. The
 * base is now min(loss, theo − salary bound), so salary + dividend on ANY period stay below what
 * the house expected to win (theo), for every built-in game and bet option (betting/validBet.ts
 * HOUSE_EDGES) and provider rounds (PROVIDER_DEFAULT_EDGE_BP).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../../src/shared/wire/agents';
import { HOUSE_EDGES, houseEdgeBp } from '../../../../server/domains/betting/validBet';
import { SALARY_STACK_CEILING_BP } from '../../../../server/domains/contracts/ceilings';
import { DEFAULT_AGENT_LIMITS } from '../../../../server/domains/contracts/limits';
import {
  EMPTY_TEAM,
  settlementAmount,
  type LevelGroup,
  type TeamFigures,
} from '../../../../server/domains/settlement/amounts';

const BP = 10_000n;
const SITE_MAX_SHARE = DEFAULT_AGENT_LIMITS.maxRateBp.dividend;
const SALARY = BigInt(SALARY_STACK_CEILING_BP);
const dividend = (rateBp: number): ContractTerms => ({
  kind: 'dividend',
  dividend: { period: 'D', tiers: [{ validBetMinor: '0', lossMinor: '0', activeMembers: 0, rateBp }] },
});

/** Every game and option the house knows an edge for, and a provider round (no engine). */
const engines: Array<string | null> = [...HOUSE_EDGES.map((e) => e.game), null];
/** One settled bet: its game, stake, whether it was at risk (valid bet = stake or 0), and payout. */
const bet = fc.record({
  engine: fc.constantFrom(...engines),
  stake: fc.bigInt({ min: 1n, max: 1_000_000_000n }),
  atRisk: fc.boolean(),
  payoutTimes: fc.integer({ min: 0, max: 40 }),
});
type Bet = { engine: string | null; stake: bigint; atRisk: boolean; payoutTimes: number };

/** The period's figures, theo exact (× 10,000) as settlement/compute.ts sums it. */
function figures(bets: Bet[]): TeamFigures {
  let team: TeamFigures = { ...EMPTY_TEAM, activeMembers: 1 };
  for (const b of bets) {
    const valid = b.atRisk ? b.stake : 0n;
    // A round that was not at risk pays back at most its stake (a cash-out before any risk).
    const payout = b.atRisk ? (b.stake * BigInt(b.payoutTimes)) / 2n : b.stake;
    team = {
      ...team,
      betCount: team.betCount + 1,
      validBet: team.validBet + valid,
      stake: team.stake + b.stake,
      payout: team.payout + payout,
      theoExact: team.theoExact + valid * BigInt(houseEdgeBp(b.engine)),
    };
  }
  return team;
}

describe('dividend cap: salary + dividend stay below the house’s expected win on every period', () => {
  it('every built-in game and option and provider rounds, any bets, share up to the maximum, salary at 0.80 %', () => {
    fc.assert(
      fc.property(
        fc.array(bet, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: SITE_MAX_SHARE }),
        (bets, share) => {
          const team = figures(bets);
          const paid = settlementAmount(dividend(share), team).amount;
          const salaryExact = team.validBet * SALARY; // the most all salary kinds pay on these bets, × 10,000
          // Every period, not only in expectation: salary + dividend ≤ theo.
          expect(paid * BP + salaryExact).toBeLessThanOrEqual(team.theoExact);
          // And the dividend is at most share × (theo − salary), so the house keeps (1 − share) of it.
          expect(paid * BP * BP).toBeLessThanOrEqual(BigInt(share) * (team.theoExact - salaryExact));
          // Hence the house's expected result on the period is positive whenever anything was at risk:
          // theo − salary − E[dividend] ≥ (1 − share) × (theo − salary) > 0.
          if (team.validBet > 0n) expect((BP - BigInt(share)) * (team.theoExact - salaryExact)).toBeGreaterThan(0n);
        },
      ),
    );
  });

  it('a chain of dividend holders (top share ≥ deeper share) is paid at most the top share of the capped base', () => {
    fc.assert(
      fc.property(
        fc.array(bet, { minLength: 1, maxLength: 10 }),
        fc.array(bet, { maxLength: 10 }),
        fc.integer({ min: 0, max: SITE_MAX_SHARE }),
        fc.integer({ min: 0, max: SITE_MAX_SHARE }),
        (deeperBets, ownBets, a, b) => {
          const [top, deeper] = a >= b ? [a, b] : [b, a];
          const deeperTeam = figures(deeperBets);
          const whole = figures([...deeperBets, ...ownBets]);
          const group: LevelGroup = {
            lossRateBp: deeper,
            profitRateBp: deeper,
            validBet: deeperTeam.validBet,
            lostValidBet: 0n,
            wonValidBet: 0n,
            stake: deeperTeam.stake,
            payout: deeperTeam.payout,
            theoExact: deeperTeam.theoExact,
          };
          const paidDeeper = settlementAmount(dividend(deeper), deeperTeam).amount;
          const paidTop = settlementAmount(dividend(top), whole, undefined, [group]).amount;
          const total = (paidDeeper + paidTop) * BP * BP;
          const capExact = whole.theoExact - whole.validBet * SALARY;
          expect(total).toBeLessThanOrEqual(BigInt(top) * capExact);
        },
      ),
    );
  });

  it('the defect: an all-or-nothing hi-lo round of 1,000.00 lost pays share × (theo − salary), not stake', () => {
    const team = {
      ...EMPTY_TEAM,
      betCount: 1,
      activeMembers: 1,
      validBet: 100_000n,
      stake: 100_000n,
      payout: 0n,
      theoExact: 100_000n * BigInt(houseEdgeBp('hilo')),
    };
    // theo 1 % = 1,000 minor, salary bound 0.80 % = 800, base 200; at 50 %: 100 (it was 50,000).
    expect(settlementAmount(dividend(5_000), team).amount).toBe(100n);
  });
});
