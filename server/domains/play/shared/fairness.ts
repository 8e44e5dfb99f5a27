/**
 * Provably fair outcomes: ONE implementation, run by the server to decide a round and by the
 * browser (game and verification pages) to check it. It uses only Web Crypto (globalThis.crypto
 * .subtle) and TextEncoder, which Node and every browser have, so the same code runs in both.
 *
 * The derivation, exactly (also shown on /play/verify):
 *
 *   commitment  = hex(SHA-256(ascii(serverSeed)))          serverSeed: 64 lowercase hex chars
 *   block(c)    = HMAC-SHA256(key = ascii(serverSeed), message = ascii(`${clientSeed}:${nonce}:${c}`))
 *                 for c = 0, 1, 2, … (the cursor)
 *   words       = block(0) read as eight big-endian unsigned 32-bit integers, then block(1)'s, …
 *   int(n)      = take the next word w; if w < 2^32 − (2^32 mod n) the result is w mod n,
 *                 otherwise drop w and take the next one (rejection sampling: every value
 *                 0…n−1 is exactly equally likely, no modulo bias)
 *
 * A round draws its integers in order from one such stream (one nonce per round): the slot draws
 * one reel stop per reel, hi-lo one card per step. The server seed is secret until the player
 * rotates it; the commitment is shown before any round uses it, so the server cannot change it
 * afterwards, and the client seed (chosen by the player) means the server could not pick a seed
 * that favours it either.
 */

export type FairSeeds = { serverSeed: string; clientSeed: string; nonce: number };

const TWO_32 = 0x1_0000_0000;
export const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
/** Printable ASCII without spaces: what a person can type and read back unambiguously. */
export const CLIENT_SEED_RE = /^[\x21-\x7e]{1,64}$/;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** hex(SHA-256(ascii(text))): the commitment to a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** One HMAC block of the stream: 32 bytes. */
export async function fairBlock(seeds: FairSeeds, cursor: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
  return new Uint8Array(mac);
}

/** The stream of one round: uniform integers, drawn in order. */
export class FairStream {
  private block: Uint8Array | null = null;
  private cursor = -1;
  private offset = 32;

  constructor(private readonly seeds: FairSeeds) {}

  private async word(): Promise<number> {
    if (!this.block || this.offset >= 32) {
      this.cursor += 1;
      this.block = await fairBlock(this.seeds, this.cursor);
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    // Big-endian; >>> 0 keeps it unsigned.
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** A uniform integer in 0…n−1 (1 ≤ n ≤ 2^32). */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range ${n} is not an integer in 1…2^32`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const w = await this.word();
      if (w < limit) return w % n;
    }
  }
}

/** Draws one integer per range, in order, from the round's stream. */
export async function drawInts(seeds: FairSeeds, ranges: readonly number[]): Promise<number[]> {
  const stream = new FairStream(seeds);
  const out: number[] = [];
  for (const n of ranges) out.push(await stream.int(n));
  return out;
}
