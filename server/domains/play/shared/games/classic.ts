/**
 * The two games that were built in before this folder, seen through the same sync DrawSource:
 * the 3-reel slot (../slotRules.ts) and hi-lo (../hiloRules.ts) keep their own modules; these
 * helpers only let the registry and the simulations play them like the other games.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { cashOutPayout, CARD_RANGE, guessRefusal, guessWins, type Guess } from '../hiloRules';
import { lineOf, REEL_LENGTH, slotPayout } from '../slotRules';

export const CLASSIC_LIMITS: Limits = { minStake: 10n, maxStake: 1_000_000n };

export function spinClassicSlot(stake: bigint, source: DrawSource): { stops: number[]; pay: number; payout: bigint } {
  checkStake(stake, CLASSIC_LIMITS);
  const stops = [source.int(REEL_LENGTH), source.int(REEL_LENGTH), source.int(REEL_LENGTH)];
  const { pay } = lineOf(stops);
  return { stops, pay, payout: slotPayout(stake, pay) };
}

/**
 * A hi-lo round played by a fixed plan: `guesses` in order, cashing out after the last one unless
 * a guess loses (the plan may also stop early by listing fewer). For simulations and tests.
 */
export function playHiloPlan(
  stake: bigint,
  plan: (card: number, step: number) => Guess | 'cashOut',
  source: DrawSource,
): { cards: number[]; guesses: Guess[]; lost: boolean; payout: bigint } {
  checkStake(stake, CLASSIC_LIMITS);
  const cards = [source.int(CARD_RANGE)];
  const guesses: Guess[] = [];
  for (;;) {
    const move = plan(cards[cards.length - 1]!, guesses.length);
    if (move === 'cashOut') {
      if (guesses.length === 0) refuse('nothingToCashOut', 'Make a guess before cashing out.');
      return { cards, guesses, lost: false, payout: cashOutPayout(stake, cards, guesses) };
    }
    const why = guessRefusal(cards, guesses, move);
    if (why) refuse(why === 'maxSteps' ? 'outOfTurn' : 'multiplierAboveMaximum', 'Cash out: no more guesses.');
    cards.push(source.int(CARD_RANGE));
    guesses.push(move);
    if (!guessWins(cards[cards.length - 2]!, cards[cards.length - 1]!, move))
      return { cards, guesses, lost: true, payout: 0n };
  }
}
