/**
 * The 3-reel slot: reel strips, paytable and how a line pays. Shared by the server (which settles
 * the round) and the browser (which draws and verifies it).
 *
 * Each reel is a strip of 20 stops with the same symbol counts (SEVEN 1, BAR 2, BELL 3, PLUM 4,
 * LEMON 6, CHERRY 4) in a different order. A spin draws one stop per reel (fairness.ts, range 20);
 * the symbols at the stops form the pay line (the middle row; the rows above and below are shown
 * for the look of it and never pay). Pays are in hundredths of the stake:
 *
 *   three of a kind      SEVEN 100×, BAR 25×, BELL 15×, PLUM 10×, CHERRY 10×, LEMON 5×
 *   any mix of BAR/SEVEN 2×
 *   two cherries 2×, one cherry 1× (anywhere on the line)
 *
 * Return to player, exactly, over all 20³ = 8,000 equally likely lines (slotRtp() recomputes it):
 *   (1·10000 + 8·2500 + 27·1500 + 64·1000 + 64·1000 + 216·500 + 18·200 + 768·200 + 3072·100)
 *   / (8000 · 100) = 770,900 / 800,000 = 96.3625 %   (house edge 3.6375 %)
 * The payout of a round is floor(stake × pay / 100) minor units: rounding down only ever favours
 * the house, by less than one minor unit per round.
 */

export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

const S = 'SEVEN',
  B = 'BAR',
  L = 'BELL',
  P = 'PLUM',
  M = 'LEMON',
  C = 'CHERRY';

export const REELS: readonly (readonly SlotSymbol[])[] = [
  [C, M, P, L, M, B, C, M, P, S, M, L, C, P, M, B, L, C, P, M],
  [M, C, L, P, M, B, M, C, P, L, S, M, P, C, M, B, L, P, C, M],
  [P, M, C, B, L, M, P, C, M, L, P, S, M, C, B, M, P, L, C, M],
];
export const REEL_LENGTH = 20;

/** Pays in hundredths of the stake. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  SEVEN: 10_000,
  BAR: 2_500,
  BELL: 1_500,
  PLUM: 1_000,
  CHERRY: 1_000,
  LEMON: 500,
};
export const ANY_BARS = 200;
export const TWO_CHERRIES = 200;
export const ONE_CHERRY = 100;

export type LineWin = 'three' | 'bars' | 'twoCherries' | 'oneCherry' | 'none';

export type SlotLine = { line: SlotSymbol[]; pay: number; win: LineWin };

/** What a line of three symbols pays (hundredths of the stake). */
export function payLine(line: readonly SlotSymbol[]): SlotLine {
  const symbols = [...line];
  const [a, b, c] = symbols;
  if (a === b && b === c) return { line: symbols, pay: THREE_OF_A_KIND[a!], win: 'three' };
  if (symbols.every((s) => s === 'BAR' || s === 'SEVEN')) return { line: symbols, pay: ANY_BARS, win: 'bars' };
  const cherries = symbols.filter((s) => s === 'CHERRY').length;
  if (cherries === 2) return { line: symbols, pay: TWO_CHERRIES, win: 'twoCherries' };
  if (cherries === 1) return { line: symbols, pay: ONE_CHERRY, win: 'oneCherry' };
  return { line: symbols, pay: 0, win: 'none' };
}

export const symbolAt = (reel: number, stop: number): SlotSymbol =>
  REELS[reel]![((stop % REEL_LENGTH) + REEL_LENGTH) % REEL_LENGTH]!;

/** The line of three reel stops. */
export function lineOf(stops: readonly number[]): SlotLine {
  return payLine(stops.map((stop, reel) => symbolAt(reel, stop)));
}

/** The three visible rows of a reel (above, pay line, below): only the middle one pays. */
export function windowOf(stops: readonly number[]): SlotSymbol[][] {
  return stops.map((stop, reel) => [symbolAt(reel, stop - 1), symbolAt(reel, stop), symbolAt(reel, stop + 1)]);
}

/** floor(stake × pay / 100): integer minor units, rounded down. */
export const slotPayout = (stakeMinor: bigint, pay: number): bigint => (stakeMinor * BigInt(pay)) / 100n;

/** The ranges a spin draws from its fair stream: one stop per reel. */
export const SLOT_DRAWS: readonly number[] = REELS.map(() => REEL_LENGTH);

/** Exact return to player as a fraction (sum of pays over every line, lines × 100). */
export function slotRtp(): { numerator: bigint; denominator: bigint } {
  let total = 0n;
  let lines = 0n;
  for (let a = 0; a < REEL_LENGTH; a += 1) {
    for (let b = 0; b < REEL_LENGTH; b += 1) {
      for (let c = 0; c < REEL_LENGTH; c += 1) {
        total += BigInt(lineOf([a, b, c]).pay);
        lines += 1n;
      }
    }
  }
  return { numerator: total, denominator: lines * 100n };
}
