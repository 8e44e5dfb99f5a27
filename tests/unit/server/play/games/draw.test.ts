/**
 * The sync draw sources (server/domains/play/shared/games/draw.ts): a WordSource over the fair
 * words gives exactly FairStream's integers; playFair fetches more words when a round needs them
 * and gives the same result; Sfc32 is deterministic; drawDistinct draws distinct values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../../../../../server/domains/play/shared/fairness';
import {
  drawDistinct,
  DrawsExhausted,
  fairWords,
  playFair,
  Sfc32,
  WordSource,
} from '../../../../../server/domains/play/shared/games/draw';

const SEEDS = { serverSeed: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 };

describe('WordSource', () => {
  it('draws the same integers as FairStream, for any ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 0xffff_ffff }), { minLength: 1, maxLength: 40 }),
        fc.nat(1000),
        async (ranges, nonce) => {
          const seeds = { ...SEEDS, nonce };
          const stream = new FairStream(seeds);
          const expected: number[] = [];
          for (const n of ranges) expected.push(await stream.int(n));
          const got = await playFair(seeds, (source) => ranges.map((n) => source.int(n)), 1);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says when it has no words left, and playFair then fetches more', async () => {
    const words = await fairWords(SEEDS, 1);
    const source = new WordSource(words);
    for (let i = 0; i < 8; i += 1) source.int(2);
    expect(() => source.int(2)).toThrow(DrawsExhausted);
    const many = await playFair(SEEDS, (s) => Array.from({ length: 200 }, () => s.int(6)), 1);
    const stream = new FairStream(SEEDS);
    const again: number[] = [];
    for (let i = 0; i < 200; i += 1) again.push(await stream.int(6));
    expect(many).toEqual(again);
  });

  it('refuses ranges FairStream refuses', () => {
    expect(() => new WordSource([1, 2]).int(0)).toThrow(RangeError);
  });
});

describe('Sfc32', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = new Sfc32(42);
    const b = new Sfc32(42);
    const c = new Sfc32(43);
    const xs = Array.from({ length: 10 }, () => a.int(1000));
    expect(Array.from({ length: 10 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 10 }, () => c.int(1000))).not.toEqual(xs);
  });

  it('stays in range and hits every value of a small range about equally', () => {
    const s = new Sfc32(1);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[s.int(6)]! += 1;
    // Each count is Binomial(60000, 1/6): sd ≈ 91; 6 sd either side never fails for a fixed seed.
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(550);
  });
});

describe('drawDistinct', () => {
  it('draws k distinct values in range', () => {
    const s = new Sfc32(3);
    for (let t = 0; t < 100; t += 1) {
      const xs = drawDistinct(s, 40, 10);
      expect(new Set(xs).size).toBe(10);
      expect(xs.every((x) => x >= 0 && x < 40)).toBe(true);
    }
  });
});
