/**
 * Valid bet: the part of a round's stake that was really at risk. It is the one measure of
 * turnover that salary contracts (settlement/amounts.ts), the agent reports (agents/betDays.ts,
 * agents/reports.ts) and reward turnover read from `bets.valid_bet`; this file is the only place
 * that decides it, so a new game plugs in by adding its rule here (and the property test
 * tests/unit/server/betting/validBet.test.ts then proves the house keeps an edge on it).
 *
 * The rule, per game and bet option:
 *
 *   built-in 3-reel slot (play/shared/slotRules.ts), option "line" (a spin):
 *     every spin decides an outcome at once from the whole stake: valid bet = stake.
 *     House edge 1 − 770,900 / 800,000 = 3.6375 % of the stake.
 *   built-in hi-lo (play/shared/hiloRules.ts), option "round" (deal, guesses, cash-out):
 *     a round cashed out before any guess that could lose (none made, or only guesses that win
 *     on all 13 ranks: "higher" from an ace, "lower" from a king) decided nothing: valid bet = 0.
 *     A round lost, or cashed out after at least one guess that could have lost: valid bet = stake.
 *     House edge exactly 1 % of the stake for every way of playing (hiloRules.ts).
 *   house games (play/shared/games/README.md, played through play/houseRounds.ts): each game's
 *     settle function decides its valid bet and returns it as `validBet` (table games with
 *     several bets count the stake less the smallest return over every outcome and nothing on a
 *     push; blackjack everything staked and nothing on a push; every other game the stake);
 *     here it is taken as the rule says, never above the stake.
 *   provider-reported rounds (`bet settle`, betting/rounds.ts), option "provider":
 *     refunded: 0; pushed (the payout returns exactly the stake: a draw, a tie): 0; otherwise
 *     what the provider reports (at most the stake; the stake when it reports nothing).
 *     Their house edge is the provider's and is not known here, so they are not in HOUSE_EDGES;
 *     where an edge is needed (the dividend cap, settlement/amounts.ts) they count at
 *     PROVIDER_DEFAULT_EDGE_BP, the smallest built-in edge: the one place that default is set.
 */
import { winningRanks, type Guess } from '../play/shared/hiloRules';
import { slotRtp } from '../play/shared/slotRules';

/** An exact fraction (bigint numerator and denominator), so no rounding hides a loss. */
export type Fraction = { numerator: bigint; denominator: bigint };

/** How a round ended, as each option's rule needs to know it. */
export type RoundOutcome =
  | { game: 'slot'; option: 'line'; stake: bigint }
  | {
      game: 'hilo';
      option: 'round';
      stake: bigint;
      result: 'lost' | 'cashedOut';
      cards: readonly number[];
      guesses: readonly Guess[];
    }
  | { game: 'house'; option: string; stake: bigint; ruleValidBet: bigint }
  | {
      game: 'provider';
      option: 'provider';
      stake: bigint;
      result: 'settled' | 'refunded';
      payout: bigint;
      reportedValidBet?: bigint | undefined;
    };

/** A guess that cannot lose: every one of the 13 next ranks wins it (hiloRules.ts `winningRanks`). */
export const hiloGuessCanLose = (card: number, guess: Guess): boolean => winningRanks(card, guess) < 13;

/** Valid bet of a round: the rule above, in code. */
export function validBetOf(outcome: RoundOutcome): bigint {
  switch (outcome.game) {
    case 'slot':
      return outcome.stake;
    case 'hilo': {
      if (outcome.result === 'lost') return outcome.stake;
      const risked = outcome.guesses.some((guess, i) => hiloGuessCanLose(outcome.cards[i]!, guess));
      return risked ? outcome.stake : 0n;
    }
    case 'house':
      return outcome.ruleValidBet < 0n
        ? 0n
        : outcome.ruleValidBet > outcome.stake
          ? outcome.stake
          : outcome.ruleValidBet;
    case 'provider': {
      if (outcome.result === 'refunded' || outcome.payout === outcome.stake) return 0n;
      const reported = outcome.reportedValidBet ?? outcome.stake;
      return reported < outcome.stake ? reported : outcome.stake;
    }
  }
}

const slotEdge = (): Fraction => {
  const rtp = slotRtp();
  return { numerator: rtp.denominator - rtp.numerator, denominator: rtp.denominator };
};

/**
 * The built-in games' bet options and the house's expected win per unit of STAKE on each (the
 * option's house edge). The property test walks this list; a game added here without a rule
 * above does not compile (RoundOutcome).
 */
export const HOUSE_EDGES: ReadonlyArray<{ game: 'slot' | 'hilo'; option: string; edge: Fraction }> = [
  { game: 'slot', option: 'line', edge: slotEdge() },
  { game: 'hilo', option: 'round', edge: { numerator: 1n, denominator: 100n } },
];

/** The smallest house edge of the built-in games, in basis points of the stake, rounded down. */
export function smallestEdgeBp(): number {
  return Math.min(...HOUSE_EDGES.map(({ edge }) => edgeBpOf(edge)));
}

/** An option's house edge in basis points of the stake, rounded down (so never above the real one). */
export const edgeBpOf = (edge: Fraction): number => Number((edge.numerator * 10_000n) / edge.denominator);

/**
 * The house edge assumed for a provider-reported round (no built-in engine): the smallest built-in
 * edge (hi-lo's 1 %). Conservative: a cap taken from it is never larger than from a bigger edge.
 */
export const PROVIDER_DEFAULT_EDGE_BP = smallestEdgeBp();

/** House edge in basis points of a bet played on a built-in engine, or a provider's (engine null). */
export function houseEdgeBp(engine: string | null): number {
  const found = HOUSE_EDGES.find((e) => e.game === engine);
  return found ? edgeBpOf(found.edge) : PROVIDER_DEFAULT_EDGE_BP;
}
