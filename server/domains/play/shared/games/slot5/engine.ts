/**
 * The 5-reel video slot engine, driven by a theme's data (themes.ts): symbols with their line
 * pays, five reel strips, the scatter's pays and free spins. 5 reels × 3 rows, 20 fixed paylines.
 *
 * A spin draws one stop per reel (`int(strip length)`); a reel shows the symbols at stop − 1, stop
 * and stop + 1 (top, middle, bottom rows). A line pays left to right from reel 1:
 *   - the WILD stands for every regular symbol (never for the scatter); a line's symbol is its
 *     first non-wild one and its run is how many reels from reel 1 show that symbol or a wild;
 *     a run of 3, 4 or 5 pays that symbol's pay; leading wilds alone pay the wild's own pay;
 *     a line pays the larger of the two, once;
 *   - line pays are multiples of the line bet (stake / 20).
 * The SCATTER pays anywhere in the window by how many show (a multiple of the whole stake), and 3
 * or more award free spins (how many depends on the count), played on the same strips with every
 * win multiplied by the theme's multiplier; scatters in free spins pay and award more spins.
 * The round's payout is floor(stake × (base units + multiplier × free-spin units) / 20) with
 * units in line bets: rounded down once, toward the house.
 *
 * RTP, EXACTLY (slotRtp), not by simulation:
 *   - every reel row is uniform over its strip whatever the row, so each line has the same
 *     expected pay: the sum over all 5-tuples of symbols of (line pay × Π counts) / Π lengths
 *     (the symbol alphabet is small, so this is a few hundred thousand tuples);
 *   - the number of scatters in view: each reel's distribution is counted over its stops (the
 *     strip's order matters here), then the five are convolved;
 *   - v = expected win of one spin (lines + scatter) in stakes; q_c = chance of c scatters;
 *     K_c = free spins awarded; Q = Σ q_c K_c (< 1: a spin awards fewer than one free spin on
 *     average). One free spin, with everything it retriggers, is worth f = M·v + Q·f, so
 *     f = M·v / (1 − Q), and RTP = v + Q·f = v · (1 + M·Q / (1 − Q)), a fraction of bigints.
 */
import { type DrawSource } from '../draw';
import { checkStake, refuse, type Limits } from '../errors';
import { frac, type Fraction } from '../fraction';

export const REELS = 5;
export const ROWS = 3;
/** Row (0 top, 1 middle, 2 bottom) of each reel, for each of the 20 paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
export const LINES = PAYLINES.length;

export type SlotTheme = {
  id: string;
  volatility: 'low' | 'medium' | 'high';
  /** Regular symbols: pays for a run of [3, 4, 5], in line bets. */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  wild: { id: string; pays: readonly [number, number, number] };
  scatter: { id: string; pays: Readonly<Record<number, number>>; freeSpins: Readonly<Record<number, number>> };
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
  strips: readonly (readonly string[])[];
  limits: Limits;
};

/** What one line of five symbols pays, in line bets. */
export function linePay(theme: SlotTheme, symbols: readonly string[]): number {
  const wild = theme.wild.id;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === wild) wilds += 1;
  const wildPay = wilds >= 3 ? theme.wild.pays[wilds - 3]! : 0;
  if (wilds === REELS) return wildPay;
  const s = symbols[wilds]!;
  const pays = theme.pays[s];
  if (!pays) return wildPay; // a scatter breaks the line
  let run = wilds + 1;
  while (run < REELS && (symbols[run] === s || symbols[run] === wild)) run += 1;
  return Math.max(wildPay, run >= 3 ? pays[run - 3]! : 0);
}

const at = (strip: readonly string[], i: number): string => strip[((i % strip.length) + strip.length) % strip.length]!;

/** The window: window[reel][row], rows 0 (top) to 2 (bottom) around the stop. */
export const windowOf = (theme: SlotTheme, stops: readonly number[]): string[][] =>
  stops.map((stop, r) => [at(theme.strips[r]!, stop - 1), at(theme.strips[r]!, stop), at(theme.strips[r]!, stop + 1)]);

export type SpinResult = {
  stops: number[];
  window: string[][];
  lines: { line: number; pay: number }[];
  scatters: number;
  scatterPay: number;
  /** Win of the spin in line bets (before any free-spin multiplier). */
  units: number;
  freeSpinsAwarded: number;
};

export function spinOnce(theme: SlotTheme, source: DrawSource): SpinResult {
  const stops = theme.strips.map((strip) => source.int(strip.length));
  const window = windowOf(theme, stops);
  const lines: { line: number; pay: number }[] = [];
  PAYLINES.forEach((rows, line) => {
    const pay = linePay(
      theme,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (pay > 0) lines.push({ line, pay });
  });
  const scatters = window.reduce((s, reel) => s + reel.filter((x) => x === theme.scatter.id).length, 0);
  const scatterPay = theme.scatter.pays[scatters] ?? 0;
  return {
    stops,
    window,
    lines,
    scatters,
    scatterPay,
    units: lines.reduce((s, l) => s + l.pay, 0) + scatterPay * LINES,
    freeSpinsAwarded: theme.scatter.freeSpins[scatters] ?? 0,
  };
}

export type SlotRound = {
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Total win in line bets, free spins multiplied. */
  units: number;
  payout: bigint;
  validBet: bigint;
};

/** A paid spin and every free spin it leads to (retriggers included). */
export function playSlot(theme: SlotTheme, stake: bigint, source: DrawSource): SlotRound {
  checkStake(stake, theme.limits);
  const base = spinOnce(theme, source);
  const freeSpins: SpinResult[] = [];
  let left = base.freeSpinsAwarded;
  let freeUnits = 0;
  while (left > 0) {
    const spin = spinOnce(theme, source);
    freeSpins.push(spin);
    freeUnits += spin.units;
    left += spin.freeSpinsAwarded - 1;
  }
  const units = base.units + theme.multiplier * freeUnits;
  return { base, freeSpins, units, payout: (stake * BigInt(units)) / BigInt(LINES), validBet: stake };
}

/** Per-reel distribution of the scatters in view, counted over the strip's stops. */
function scatterCounts(theme: SlotTheme): bigint[] {
  let dist = [1n];
  for (const strip of theme.strips) {
    const reel = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let c = 0;
      for (let d = -1; d <= 1; d += 1) if (at(strip, stop + d) === theme.scatter.id) c += 1;
      reel[c]! += 1n;
    }
    const next = new Array<bigint>(dist.length + 3).fill(0n);
    dist.forEach((a, i) => reel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

/** Expected pay of one line, in line bets, as (numerator over Π strip lengths). */
function lineSum(theme: SlotTheme): bigint {
  const counts = theme.strips.map((strip) => {
    const m = new Map<string, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
    return [...m.entries()];
  });
  let sum = 0;
  const symbols: string[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === REELS) {
      sum += weight * linePay(theme, symbols);
      return;
    }
    for (const [s, c] of counts[reel]!) {
      symbols[reel] = s;
      walk(reel + 1, weight * c);
    }
  };
  walk(0, 1);
  // Integer sums below 2^53 (Π lengths × the top pay), so the double is exact.
  if (!Number.isSafeInteger(sum)) throw new RangeError('line sum out of exact range');
  return BigInt(sum);
}

export type SlotFigures = {
  rtp: Fraction;
  baseLines: Fraction;
  baseScatter: Fraction;
  /** Q: free spins awarded per spin, on average. */
  freeSpinsPerSpin: Fraction;
  /** Chance that a paid spin awards free spins. */
  triggerChance: Fraction;
};

/** The theme's exact return and its parts (see the header). */
export function slotFigures(theme: SlotTheme): SlotFigures {
  if (theme.strips.length !== REELS) refuse('invalidSelection', 'A theme has five reels.');
  const all = theme.strips.reduce((p, s) => p * BigInt(s.length), 1n);
  const lines = lineSum(theme); // per line, in line bets = per stake over the 20 lines
  const dist = scatterCounts(theme);
  let scatter = 0n; // in stakes
  let q = 0n;
  let trigger = 0n;
  dist.forEach((n, c) => {
    scatter += n * BigInt(theme.scatter.pays[c] ?? 0);
    q += n * BigInt(theme.scatter.freeSpins[c] ?? 0);
    if ((theme.scatter.freeSpins[c] ?? 0) > 0) trigger += n;
  });
  if (q >= all) throw new RangeError(`${theme.id}: free spins never end on average`);
  const v = lines + scatter; // numerator of v over `all`
  const m = BigInt(theme.multiplier);
  // RTP = v/all · (1 + M·(q/all) / (1 − q/all)) = v · (all − q + M·q) / (all · (all − q))
  return {
    rtp: frac(v * (all - q + m * q), all * (all - q)),
    baseLines: frac(lines, all),
    baseScatter: frac(scatter, all),
    freeSpinsPerSpin: frac(q, all),
    triggerChance: frac(trigger, all),
  };
}

/**
 * A reel strip from symbol counts: each symbol's copies spread evenly along the strip (copy j of
 * a symbol with c copies sits near (j + ½)/c of the way), so scatters stay apart. Deterministic.
 */
export function spreadStrip(counts: Readonly<Record<string, number>>, phase = 0): string[] {
  const items: { key: number; s: string; order: number }[] = [];
  Object.entries(counts).forEach(([s, c], order) => {
    for (let j = 0; j < c; j += 1) items.push({ key: (j + 0.5 + ((order * 7 + phase) % 10) / 10) / c, s, order });
  });
  items.sort((a, b) => a.key - b.key || a.order - b.order);
  return items.map((i) => i.s);
}
