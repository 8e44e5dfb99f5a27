/**
 * What the crash page computes between the server's answers (pure, unit-tested): the server's
 * clock from the page's, the phase and multiplier of a round at a moment, and the auto cash-out
 * the player typed. The server decides every cash-out by its own clock (bets.ts); this only draws.
 */
import { MAX_CASH_OUT, MIN_CASH_OUT, multiplierAt } from '../shared/games/crash';
import type { CrashPhase, CrashRoundView } from './api';

/**
 * The server clock's lead over the page's, from one answer: the server read its clock somewhere
 * between the request leaving (sentAt) and the answer arriving (receivedAt); the midpoint halves
 * the error.
 */
export const clockOffset = (serverTime: number, sentAt: number, receivedAt: number): number =>
  Math.round(serverTime - (sentAt + receivedAt) / 2);

export type Shown = { phase: CrashPhase; multiplier: number; secondsLeft: number };

/**
 * The round at server time `now`: before its crash is known the page can only say "flying" from
 * take-off on; once the server has said it crashed, the crash point is shown.
 */
export function shownAt(round: CrashRoundView, now: number): Shown {
  if (round.crashPoint !== null) return { phase: 'crashed', multiplier: round.crashPoint, secondsLeft: 0 };
  if (now < round.opensAt)
    return { phase: 'waiting', multiplier: 100, secondsLeft: Math.ceil((round.opensAt - now) / 1000) };
  if (now < round.takeoffAt)
    return { phase: 'betting', multiplier: 100, secondsLeft: Math.ceil((round.takeoffAt - now) / 1000) };
  return { phase: 'flying', multiplier: Math.min(multiplierAt(now - round.takeoffAt), MAX_CASH_OUT), secondsLeft: 0 };
}

/**
 * "2", "2.5", "2.50", "×2.50" → 250 hundredths; empty → null (no automatic cash-out); anything
 * else, or outside 1.01…10000, → undefined (the page says what is allowed).
 */
export function parseAutoCashOut(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^[×x]\s*/i, '');
  if (trimmed === '') return null;
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= MIN_CASH_OUT && hundredths <= MAX_CASH_OUT ? hundredths : undefined;
}
