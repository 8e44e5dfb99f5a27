/**
 * The fairness derivation (server/domains/play/shared/fairness.ts), checked against a
 * from-scratch reimplementation on node:crypto: same integers for any seeds, nonce and ranges;
 * the commitment is SHA-256 of the seed text; outcomes stay in range; and the draws are
 * uniform (chi-square over a FIXED seed sequence, so the bound is a fact, not a coin toss).
 */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawInts, fairBlock, FairStream, sha256Hex } from '../../../../server/domains/play/shared/fairness';
import { CARD_RANGE } from '../../../../server/domains/play/shared/hiloRules';
import { REEL_LENGTH, SLOT_DRAWS } from '../../../../server/domains/play/shared/slotRules';

/** The derivation as documented, written again with node:crypto and BigInt arithmetic. */
function reference(serverSeed: string, clientSeed: string, nonce: number, ranges: number[]): number[] {
  const words: bigint[] = [];
  let cursor = 0;
  const next = (): bigint => {
    if (words.length === 0) {
      const block = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
        .update(`${clientSeed}:${nonce}:${cursor}`, 'utf8')
        .digest();
      cursor += 1;
      for (let i = 0; i < 32; i += 4) words.push(BigInt(block.readUInt32BE(i)));
    }
    return words.shift()!;
  };
  const twoTo32 = 2n ** 32n;
  return ranges.map((range) => {
    const n = BigInt(range);
    const limit = twoTo32 - (twoTo32 % n);
    for (;;) {
      const w = next();
      if (w < limit) return Number(w % n);
    }
  });
}

const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const clientSeed = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);
const ranges = fc.array(
  fc.oneof(
    fc.integer({ min: 1, max: 60 }),
    fc.integer({ min: 1, max: 2 ** 32 }),
    fc.constantFrom(2 ** 31 + 1, 3 * 2 ** 30),
  ),
  { minLength: 1, maxLength: 40 },
);

describe('provably fair draws', () => {
  it('equal a from-scratch recomputation for any seeds, nonce and ranges, and stay in range', async () => {
    await fc.assert(
      fc.asyncProperty(
        hexSeed,
        clientSeed,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        ranges,
        async (server, client, nonce, wanted) => {
          const draws = await drawInts({ serverSeed: server, clientSeed: client, nonce }, wanted);
          expect(draws).toEqual(reference(server, client, nonce, wanted));
          draws.forEach((d, i) => {
            expect(Number.isInteger(d)).toBe(true);
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThan(wanted[i]!);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('commits with SHA-256 of the seed text', async () => {
    await fc.assert(
      fc.asyncProperty(hexSeed, async (seed) => {
        expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
      }),
      { numRuns: 100 },
    );
  });

  it('reads blocks as the documented HMAC of "clientSeed:nonce:cursor"', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'abc', nonce: 7 };
    const block = await fairBlock(seeds, 3);
    expect(Buffer.from(block).toString('hex')).toBe(
      createHmac('sha256', 'a'.repeat(64)).update('abc:7:3').digest('hex'),
    );
  });

  it('rejects instead of folding: a range just above 2^31 skips nearly half the words', async () => {
    // With n = 2^31 + 1 the limit is n itself: a word ≥ n is dropped, never taken modulo n.
    const seeds = { serverSeed: '0'.repeat(64), clientSeed: 'reject', nonce: 0 };
    const n = 2 ** 31 + 1;
    expect(await drawInts(seeds, Array(50).fill(n))).toEqual(
      reference(seeds.serverSeed, seeds.clientSeed, 0, Array(50).fill(n)),
    );
    await expect(new FairStream(seeds).int(0)).rejects.toThrow(RangeError);
    await expect(new FairStream(seeds).int(2 ** 32 + 1)).rejects.toThrow(RangeError);
  });

  it('draws reel stops and cards uniformly (chi-square over a fixed seed sequence)', async () => {
    // Fixed inputs: the statistic is the same on every run. Critical values at p = 0.001:
    // 19 degrees of freedom 43.82, 51 degrees of freedom 87.97.
    const serverSeed = createHash('sha256').update('uniformity').digest('hex');
    const reels = new Array<number>(REEL_LENGTH).fill(0);
    const cards = new Array<number>(CARD_RANGE).fill(0);
    const rounds = 2_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      for (const stop of await drawInts({ serverSeed, clientSeed: 'chi', nonce }, SLOT_DRAWS)) reels[stop]! += 1;
      for (const card of await drawInts({ serverSeed, clientSeed: 'chi', nonce }, Array(13).fill(CARD_RANGE)))
        cards[card]! += 1;
    }
    const chiSquare = (counts: number[]) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const expected = total / counts.length;
      return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    };
    expect(reels.every((c) => c > 0)).toBe(true);
    expect(chiSquare(reels)).toBeLessThan(43.82);
    expect(chiSquare(cards)).toBeLessThan(87.97);
  });
});
