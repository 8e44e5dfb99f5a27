/**
 * Mines: a 5×5 field with m mines (1…24), placed at the start of the round from its fair stream
 * (m draws of a partial shuffle: `int(25)`, `int(24)`, …). The player opens tiles one at a time
 * and may cash out after any safe one; a mine ends the round with nothing paid.
 *
 * After k safe tiles the cash-out pays 99/100 of the fair multiplier C(25, k) / C(25 − m, k)
 * (the inverse of the chance that k tiles chosen in any way are all safe), rounded down to the
 * minor unit. The fair multiplier is a martingale (each pick multiplies it by the inverse of its
 * chance), so the return is exactly 99 % for ANY way of playing, less the rounding; a pick that
 * would take the cash-out above MINES_MAX_MULTIPLIER× is refused (cash out instead), so no payout
 * is ever capped and the 99 % stays exact.
 */
import { drawDistinct, type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export const TILES = 25;
export const MINES_MAX_MULTIPLIER = 10_000n;
export const MINES_LIMITS: Limits = { minStake: 10n, maxStake: 1_000_000n };
export const MINES_RTP: Fraction = frac(99, 100);

export type MinesRound = {
  stake: bigint;
  mines: number[];
  opened: number[];
  status: 'playing' | 'lost' | 'cashedOut';
  payout: bigint;
  /** The stake once the round is over (every tile risks a mine, and no cash-out comes before a pick). */
  validBet: bigint;
};

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The cash-out multiplier after k safe tiles with m mines, as a fraction (edge included). */
export const minesMultiplier = (m: number, k: number): Fraction =>
  frac(99n * choose(TILES, k), 100n * choose(TILES - m, k));

export function startMines(stake: bigint, mineCount: number, source: DrawSource): MinesRound {
  checkStake(stake, MINES_LIMITS);
  if (!Number.isInteger(mineCount) || mineCount < 1 || mineCount > 24)
    refuse('invalidSelection', 'Choose from 1 to 24 mines.');
  return {
    stake,
    mines: drawDistinct(source, TILES, mineCount),
    opened: [],
    status: 'playing',
    payout: 0n,
    validBet: 0n,
  };
}

const cashOutValue = (round: MinesRound, k: number): bigint => {
  const m = minesMultiplier(round.mines.length, k);
  return (round.stake * m.numerator) / m.denominator;
};

export function openTile(round: MinesRound, tile: number): MinesRound {
  if (round.status !== 'playing') refuse('roundSettled', 'This round is over.');
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) refuse('invalidSelection', 'A tile is 0 to 24.');
  if (round.opened.includes(tile)) refuse('tileAlreadyOpen', 'That tile is already open.');
  const next = minesMultiplier(round.mines.length, round.opened.length + 1);
  if (next.numerator > MINES_MAX_MULTIPLIER * next.denominator)
    refuse('multiplierAboveMaximum', 'Another tile would pass the highest multiplier: cash out.');
  const opened = [...round.opened, tile];
  if (round.mines.includes(tile)) return { ...round, opened, status: 'lost', payout: 0n, validBet: round.stake };
  const won = { ...round, opened };
  // Every safe tile open: the round cashes out by itself.
  return opened.length === TILES - round.mines.length
    ? { ...won, status: 'cashedOut', payout: cashOutValue(won, opened.length), validBet: round.stake }
    : won;
}

export function cashOutMines(round: MinesRound): MinesRound {
  if (round.status !== 'playing') refuse('roundSettled', 'This round is over.');
  if (round.opened.length === 0) refuse('nothingToCashOut', 'Open at least one tile before cashing out.');
  return { ...round, status: 'cashedOut', payout: cashOutValue(round, round.opened.length), validBet: round.stake };
}

/** Exact return of a fixed plan "open k tiles then cash out" (99 % less nothing: it is a fraction). */
export const minesPlanRtp = (m: number, k: number): Fraction => {
  const mult = minesMultiplier(m, k);
  return frac(choose(TILES - m, k) * mult.numerator, choose(TILES, k) * mult.denominator);
};
