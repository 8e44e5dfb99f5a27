/**
 * The hash chain of crash rounds (shared/games/crash.ts explains it): the server keeps the secret
 * of the chain, round i of a chain of length n plays seed(i) = sha256^(n − i)(secret), and before
 * round i opens only sha256(seed(i)) is shown. node:crypto's SHA-256 gives the same hex as the
 * pages' Web Crypto sha256Hex (tests/server/crash.rounds.test.ts checks a round both ways).
 */
import { createHash, randomBytes } from 'node:crypto';
import { CRASH_CLIENT_SEED, crashPointOf } from '../shared/games/crash';
import { playFair } from '../shared/games/draw';

/** Rounds per chain: about 2½ days of rounds; computing a seed costs at most this many hashes. */
export const CHAIN_LENGTH = 10_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newChainSecret = () => randomBytes(32).toString('hex');

/** seed(i) of the chain (1 ≤ i ≤ length). */
export function chainSeed(secret: string, length: number, i: number): string {
  let seed = secret;
  for (let k = i; k < length; k += 1) seed = sha256(seed);
  return seed;
}

/** sha256(seed(1)): what the chain commits to when it starts. */
export const terminalHash = (secret: string, length: number) => sha256(chainSeed(secret, length, 1));

/** The round's fair stream: its seed, the constant client seed, its number in the chain. */
export const crashSeeds = (seed: string, roundNo: number) => ({
  serverSeed: seed,
  clientSeed: CRASH_CLIENT_SEED,
  nonce: roundNo,
});

export const crashPointFor = (seed: string, roundNo: number): Promise<number> =>
  playFair(crashSeeds(seed, roundNo), crashPointOf, 1);
