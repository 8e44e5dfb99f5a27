/**
 * Valid bet = money at risk (server/domains/betting/validBet.ts), and the salary-farming defect of
 * issue 13 item 1: at the highest salary rates any holder can stack (contracts/ceilings.ts), the
 * house's expected result on a round of every built-in game and bet option is positive, whatever
 * the stake and whatever way of playing hi-lo (every stopping and guessing policy up to 3 guesses,
 * enumerated exactly over the 13 ranks of each next card).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_EDGES, smallestEdgeBp, validBetOf } from '../../../../server/domains/betting/validBet';
import { SALARY_STACK_CEILING_BP } from '../../../../server/domains/contracts/ceilings';
import { cashOutPayout, guessRefusal, guessWins, type Guess } from '../../../../server/domains/play/shared/hiloRules';
import { REEL_LENGTH, lineOf, slotPayout } from '../../../../server/domains/play/shared/slotRules';

/** The site's per-kind maxima (migration 006), stacked, then bounded together by the ceiling. */
const SITE_MAX_SALARY_BP = 300 + 200 + 150;
const STACK_BP = BigInt(Math.min(SITE_MAX_SALARY_BP, SALARY_STACK_CEILING_BP));

const stakes = fc.bigInt({ min: 1n, max: 10_000_000_000n });

/**
 * Sum over all 8,000 lines of 10,000 × (stake − payout) − stack × valid bet: the house's result, times
 * 80,000,000 / 8,000.
 */
function slotHouseSum(stake: bigint, stackBp: bigint): bigint {
  let sum = 0n;
  for (let a = 0; a < REEL_LENGTH; a += 1) {
    for (let b = 0; b < REEL_LENGTH; b += 1) {
      for (let c = 0; c < REEL_LENGTH; c += 1) {
        const payout = slotPayout(stake, lineOf([a, b, c]).pay);
        sum += 10_000n * (stake - payout) - stackBp * validBetOf({ game: 'slot', option: 'line', stake });
      }
    }
  }
  return sum;
}

type Action = 'cashOut' | Guess;
const DEPTH = 3;

/**
 * The house's result of a hi-lo round under a policy (action by step and current rank), times
 * 10,000 × 13^DEPTH, summed exactly over every sequence of next ranks.
 */
function hiloHouseSum(stake: bigint, stackBp: bigint, policy: (step: number, rank: number) => Action): bigint {
  const walk = (cards: number[], guesses: Guess[], weight: bigint): bigint => {
    const step = guesses.length;
    const action = step >= DEPTH ? 'cashOut' : policy(step, cards[step]!);
    if (action === 'cashOut' || guessRefusal(cards, guesses, action) !== null) {
      const payout = cashOutPayout(stake, cards, guesses);
      const valid = validBetOf({ game: 'hilo', option: 'round', stake, result: 'cashedOut', cards, guesses });
      return weight * (10_000n * (stake - payout) - stackBp * valid);
    }
    let sum = 0n;
    for (let next = 0; next < 13; next += 1) {
      const drawn = [...cards, next];
      const played = [...guesses, action];
      if (guessWins(cards[step]!, next, action)) sum += walk(drawn, played, weight / 13n);
      else
        sum +=
          (weight / 13n) *
          (10_000n * stake -
            stackBp *
              validBetOf({ game: 'hilo', option: 'round', stake, result: 'lost', cards: drawn, guesses: played }));
    }
    return sum;
  };
  let total = 0n;
  for (let first = 0; first < 13; first += 1) total += walk([first], [], 13n ** BigInt(DEPTH));
  return total;
}

describe('valid bet is money at risk', () => {
  it('counts a slot spin’s whole stake', () => {
    fc.assert(
      fc.property(stakes, (stake) => {
        expect(validBetOf({ game: 'slot', option: 'line', stake })).toBe(stake);
      }),
    );
  });

  it('counts 0 for a hi-lo round cashed out before any guess that could lose, the stake otherwise', () => {
    const cashedOut = (cards: number[], guesses: Guess[]) =>
      validBetOf({ game: 'hilo', option: 'round', stake: 1_000n, result: 'cashedOut', cards, guesses });
    expect(cashedOut([5], [])).toBe(0n);
    // Higher from an ace (card 0) and lower from a king (card 12) win on all 13 ranks.
    expect(cashedOut([0, 12, 7], ['higher', 'lower'])).toBe(0n);
    expect(cashedOut([0, 5], ['lower'])).toBe(1_000n);
    expect(cashedOut([1, 5], ['higher'])).toBe(1_000n);
    expect(
      validBetOf({ game: 'hilo', option: 'round', stake: 1_000n, result: 'lost', cards: [5, 2], guesses: ['higher'] }),
    ).toBe(1_000n);
  });

  it('counts 0 for a refunded or pushed provider round, at most the stake otherwise', () => {
    const provider = (payout: bigint, result: 'settled' | 'refunded' = 'settled', reportedValidBet?: bigint) =>
      validBetOf({ game: 'provider', option: 'provider', stake: 1_000n, result, payout, reportedValidBet });
    expect(provider(0n, 'refunded')).toBe(0n);
    expect(provider(1_000n)).toBe(0n);
    expect(provider(1_000n, 'settled', 1_000n)).toBe(0n);
    expect(provider(0n)).toBe(1_000n);
    expect(provider(2_500n, 'settled', 400n)).toBe(400n);
    expect(provider(2_500n, 'settled', 5_000n)).toBe(1_000n);
  });
});

describe('salary farming: the house keeps an edge on every built-in game at the highest stacked rates', () => {
  it('keeps the stacked salary ceiling below every built-in game’s house edge', () => {
    expect(HOUSE_EDGES.map((e) => `${e.game}/${e.option}`)).toEqual(['slot/line', 'hilo/round']);
    expect(Number(STACK_BP)).toBeLessThan(smallestEdgeBp());
  });

  it('slot spin: positive expected result per round for any stake (property)', () => {
    fc.assert(
      fc.property(stakes, (stake) => {
        expect(slotHouseSum(stake, STACK_BP)).toBeGreaterThan(0n);
      }),
      { numRuns: 30 },
    );
  });

  it('hi-lo round: positive expected result per round for any stake and any policy (property)', () => {
    const action = fc.constantFrom<Action>('cashOut', 'higher', 'lower');
    const policies = fc.array(fc.array(action, { minLength: 13, maxLength: 13 }), {
      minLength: DEPTH,
      maxLength: DEPTH,
    });
    fc.assert(
      fc.property(stakes, policies, (stake, table) => {
        expect(hiloHouseSum(stake, STACK_BP, (step, rank) => table[step]![rank]!)).toBeGreaterThan(0n);
      }),
      { numRuns: 200 },
    );
  });

  it('hi-lo: the puppet strategies (cash out at once; the safest guess, then cash out) lose for the player', () => {
    expect(hiloHouseSum(100_000n, STACK_BP, () => 'cashOut')).toBeGreaterThan(0n);
    const safest = (step: number, rank: number): Action => (step > 0 ? 'cashOut' : rank < 6 ? 'higher' : 'lower');
    expect(hiloHouseSum(100_000n, STACK_BP, safest)).toBeGreaterThan(0n);
    // The old rule (whole stake counted) at the old stack (3 % + 2 %) is the defect: the house lost.
    const oldRule = (stake: bigint, stackBp: bigint) => {
      let sum = 0n;
      for (let first = 0; first < 13; first += 1)
        sum += 10_000n * (stake - cashOutPayout(stake, [first], [])) - stackBp * stake;
      return sum;
    };
    expect(oldRule(100_000n, 500n)).toBeLessThan(0n);
  });
});
