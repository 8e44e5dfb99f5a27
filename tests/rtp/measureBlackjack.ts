/**
 * Measures the return of blackjack's basic strategy (server/domains/play/shared/games/blackjack.ts
 * states the result as BLACKJACK_RTP): `npx tsx tests/rtp/measureBlackjack.ts <rounds> <seed>`.
 * Prints the mean return per unit of the initial stake and its standard error. Deterministic: the
 * same arguments give the same figure.
 */
import { playBasic } from '../../server/domains/play/shared/games/blackjack';
import { Sfc32 } from '../../server/domains/play/shared/games/draw';

export function measureBlackjack(rounds: number, seed: number): { rtp: number; sd: number; standardError: number } {
  const source = new Sfc32(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const round = playBasic(100n, source);
    const x = Number(round.payout) / 100 - Number(round.totalStake - round.stake) / 100; // return per initial stake
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(squares / rounds - mean * mean);
  return { rtp: mean, sd, standardError: sd / Math.sqrt(rounds) };
}

if (process.argv[1]?.endsWith('measureBlackjack.ts')) {
  const rounds = Number(process.argv[2] ?? 1_000_000);
  const seed = Number(process.argv[3] ?? 1);
  console.log(JSON.stringify({ rounds, seed, ...measureBlackjack(rounds, seed) }));
}
