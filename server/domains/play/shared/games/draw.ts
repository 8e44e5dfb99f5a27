/**
 * Where a game's randomness comes from: a DrawSource hands out uniform integers, `int(n)` in
 * 0…n−1, in order. Every rule module in this folder is written against it, SYNCHRONOUSLY.
 *
 * Why sync: FairStream (../fairness.ts) is async (Web Crypto), but a simulation of a million
 * rounds through async calls spends its time in promise plumbing. So the rules take a sync
 * source, and a fair round runs in two steps: the 32-bit words of the round's HMAC stream are
 * computed first (async, `fairWords`), then the rules run on a WordSource over those words, which
 * applies exactly FairStream's rejection rule (tests/unit/server/play/games/draw.test.ts proves
 * the integers are the same as FairStream's). How many words a round needs is not known up front
 * (a blackjack hit, a free-spin retrigger), so `playFair` starts with a few blocks and, when the
 * rules run out, fetches twice as many and plays the round again from the start: the rules are
 * pure, so the replay is the same round with more words available. The server and the browser's
 * verification page both use playFair, so /play/verify recomputes any round of any game.
 *
 * Simulations (tests/rtp) use Sfc32, a fast seeded generator with the same int(n) rule; it is
 * for tests and tools only, never for a real round.
 */
import { fairBlock, type FairSeeds } from '../fairness';

export interface DrawSource {
  /** A uniform integer in 0…n−1 (1 ≤ n ≤ 2^32). */
  int(n: number): number;
}

const TWO_32 = 0x1_0000_0000;

/** FairStream's rule: reject words at or above the largest multiple of n, then take w mod n. */
function intFromWords(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range ${n} is not an integer in 1…2^32`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}

/** Thrown when a WordSource has no words left: fetch more and play the round again. */
export class DrawsExhausted extends Error {
  constructor() {
    super('the round needs more fair words than were drawn');
    this.name = 'DrawsExhausted';
  }
}

/** A sync source over words drawn in advance (a round's HMAC stream, in order). */
export class WordSource implements DrawSource {
  private at = 0;
  constructor(private readonly words: ArrayLike<number>) {}
  /** How many words the round has used so far. */
  get used(): number {
    return this.at;
  }
  int(n: number): number {
    return intFromWords(() => {
      if (this.at >= this.words.length) throw new DrawsExhausted();
      return this.words[this.at++]!;
    }, n);
  }
}

/** The first `blocks` HMAC blocks of a round's stream as 32-bit words (8 per block, big-endian). */
export async function fairWords(seeds: FairSeeds, blocks: number, from = 0): Promise<number[]> {
  const out: number[] = [];
  for (let c = from; c < from + blocks; c += 1) {
    const b = await fairBlock(seeds, c);
    for (let o = 0; o < 32; o += 4) out.push(((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0);
  }
  return out;
}

/**
 * Plays a round on the fair stream of `seeds`: `play` gets a sync source; if it runs out of
 * words it is called again with twice as many (it must be pure: same draws, same result).
 */
export async function playFair<T>(seeds: FairSeeds, play: (source: WordSource) => T, startBlocks = 4): Promise<T> {
  let words = await fairWords(seeds, startBlocks);
  for (;;) {
    try {
      return play(new WordSource(words));
    } catch (error) {
      if (!(error instanceof DrawsExhausted)) throw error;
      words = words.concat(await fairWords(seeds, words.length / 8, words.length / 8));
    }
  }
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state): fast, statistically
 * strong enough for Monte Carlo checks. Tests and tools only: it is predictable from its seed.
 */
export class Sfc32 implements DrawSource {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed >>> 0;
    for (let i = 0; i < 15; i += 1) this.word();
  }
  word(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  int(n: number): number {
    // Same rejection rule as the fair stream, inlined for speed.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }
}

/** k distinct values of 0…n−1 in draw order (a partial Fisher–Yates shuffle: draws n, n−1, …). */
export function drawDistinct(source: DrawSource, n: number, k: number): number[] {
  const pool = new Array<number>(n);
  for (let i = 0; i < n; i += 1) pool[i] = i;
  const out: number[] = [];
  for (let i = 0; i < k; i += 1) {
    const j = i + source.int(n - i);
    const picked = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = picked;
    out.push(picked);
  }
  return out;
}
