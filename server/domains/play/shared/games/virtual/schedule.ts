/**
 * When virtual matches happen: a league plays one round of fixtures every FIXTURE_INTERVAL_MS,
 * counted from a fixed epoch, so every server and browser agrees on which round is next without
 * storing a calendar. Betting on a round closes at its kick-off; the match then plays its 90
 * simulated minutes (or its maps) in MATCH_DURATION_MS of real time for the tracker, and settles at
 * the end. Round n of the league uses the round robin's round n mod (teams − 1) (football.ts
 * footballRound, esports.ts esportsRound) with fixture ids prefixed by the league and n, so a
 * fixture id names one match for ever.
 */
import { refuse } from '../errors';

/** A new round every 3 minutes: 2 minutes of betting, then 1 minute of play. */
export const FIXTURE_INTERVAL_MS = 180_000;
export const MATCH_DURATION_MS = 60_000;
/** 2026-01-01T00:00:00Z: round 0 kicks off here. */
export const LEAGUE_EPOCH_MS = Date.UTC(2026, 0, 1);

export type RoundTimes = { round: number; kickOffAt: number; endsAt: number };

/** Round n's kick-off and end. */
export const roundTimes = (round: number): RoundTimes => {
  const kickOffAt = LEAGUE_EPOCH_MS + round * FIXTURE_INTERVAL_MS;
  return { round, kickOffAt, endsAt: kickOffAt + MATCH_DURATION_MS };
};

/** The next round still open for bets at `now` (its kick-off is later than now). */
export const nextOpenRound = (now: number): RoundTimes =>
  roundTimes(Math.max(0, Math.floor((now - LEAGUE_EPOCH_MS) / FIXTURE_INTERVAL_MS) + 1));

/** Refuses a bet on a round whose kick-off has come. */
export function checkBettingOpen(round: number, now: number): void {
  if (now >= roundTimes(round).kickOffAt) refuse('marketClosed', 'Betting on this match closed at kick-off.');
}

/** The simulated minute (0…90) the tracker shows at `now` for a round. */
export function matchMinute(round: number, now: number): number {
  const { kickOffAt } = roundTimes(round);
  if (now <= kickOffAt) return 0;
  return Math.min(90, Math.floor(((now - kickOffAt) * 90) / MATCH_DURATION_MS));
}

/** Whether a round's result may be settled (its simulated match is over). */
export const settleable = (round: number, now: number): boolean => now >= roundTimes(round).endsAt;
