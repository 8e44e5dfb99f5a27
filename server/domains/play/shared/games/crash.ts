/**
 * Crash: ONE multiplier per round for every player. The round's crash point is drawn from the
 * round's own fair stream (one word, `int(2^32)`), seeded by a hash chain so the round is fixed
 * before anyone bets:
 *
 *   seed(N) is secret; seed(i) = sha256Hex(seed(i + 1)); rounds are played i = 1, 2, …
 *   round i's stream: serverSeed = seed(i), clientSeed = CRASH_CLIENT_SEED, nonce = i
 *   before round i starts the server publishes sha256Hex(seed(i)) = seed(i − 1), the previous
 *   round's revealed seed: every published seed proves all the earlier ones.
 *
 * With s = 2^32 − r (r the drawn word, so s is uniform on 1…2^32) the crash point in hundredths
 * is floor(99 · 2^32 / s), and below 100 it is 100 (the round "busts" at 1.00×, about 1 % of
 * rounds). A cash-out at t hundredths (t ≥ 101, manual or automatic) wins when the crash point is
 * at least t, which happens for exactly floor(99 · 2^32 / t) of the 2^32 values of s. So the
 * return of cashing out at t is t/100 · floor(99 · 2^32 / t) / 2^32 ≤ 99 % (crashRtp, exact), and
 * since that holds for every t, it holds for any cash-out strategy.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';
import { sha256Hex } from '../fairness';

export const CRASH_CLIENT_SEED = 'crash';
export const MIN_CASH_OUT = 101;
/** The highest cash-out, in hundredths (10,000×). */
export const MAX_CASH_OUT = 1_000_000;
export const CRASH_LIMITS: Limits = { minStake: 10n, maxStake: 1_000_000n };
const TWO_32 = 2n ** 32n;

/** The round's crash point in hundredths (100 = busts at once). */
export function crashPointOf(source: DrawSource): number {
  const s = TWO_32 - BigInt(source.int(0x1_0000_0000));
  const point = (99n * TWO_32) / s;
  return point < 100n ? 100 : Number(point > 10n ** 12n ? 10n ** 12n : point);
}

/** The seeds of the chain, last first: seeds[i] is round i + 1's (hash chain, see above). */
export async function crashChain(secret: string, rounds: number): Promise<string[]> {
  const chain = [secret];
  for (let i = 1; i < rounds; i += 1) chain.push(await sha256Hex(chain[chain.length - 1]!));
  return chain.reverse();
}

/** The multiplier shown after `ms` of flight, in hundredths: 1.00× growing 6 % a second. */
export const multiplierAt = (ms: number): number => Math.floor(100 * Math.exp(0.00006 * Math.max(0, ms)));

export type CrashBet = { player: string; stake: bigint; autoCashOut?: number };
export type CrashRound = {
  phase: 'betting' | 'flying' | 'crashed';
  crashPoint: number;
  bets: (CrashBet & { cashedOutAt: number | null })[];
};

/** A round before its flight: the crash point is fixed, bets are open. */
export const openCrashRound = (source: DrawSource): CrashRound => ({
  phase: 'betting',
  crashPoint: crashPointOf(source),
  bets: [],
});

const checkTarget = (t: number): void => {
  if (!Number.isInteger(t) || t < MIN_CASH_OUT || t > MAX_CASH_OUT)
    refuse('invalidSelection', `A cash-out is from ${MIN_CASH_OUT / 100}× to ${MAX_CASH_OUT / 100}×.`);
};

export function placeCrashBet(round: CrashRound, bet: CrashBet): CrashRound {
  if (round.phase !== 'betting') refuse('outOfTurn', 'Bets close when the round takes off.');
  if (round.bets.some((b) => b.player === bet.player)) refuse('outOfTurn', 'One bet per player and round.');
  checkStake(bet.stake, CRASH_LIMITS);
  if (bet.autoCashOut !== undefined) checkTarget(bet.autoCashOut);
  return { ...round, bets: [...round.bets, { ...bet, cashedOutAt: null }] };
}

export const takeOff = (round: CrashRound): CrashRound =>
  round.phase === 'betting' ? { ...round, phase: 'flying' } : refuse('outOfTurn', 'The round has already flown.');

/** A live cash-out at the multiplier `at` (hundredths) the server showed when it arrived. */
export function cashOutCrash(round: CrashRound, player: string, at: number): CrashRound {
  if (round.phase === 'betting') refuse('outOfTurn', 'The round has not taken off yet.');
  const bet = round.bets.find((b) => b.player === player);
  if (!bet) return refuse('nothingToCashOut', 'There is no bet in this round to cash out.');
  if (bet.cashedOutAt !== null) refuse('roundSettled', 'This bet is already cashed out.');
  if (round.phase === 'crashed' || at > round.crashPoint)
    refuse('afterCrash', 'The round crashed before the cash-out.');
  checkTarget(at);
  return { ...round, bets: round.bets.map((b) => (b === bet ? { ...b, cashedOutAt: at } : b)) };
}

/** The end of the flight: automatic cash-outs at or below the crash point pay, the rest lose. */
export function crashRoundEnd(round: CrashRound): CrashRound {
  if (round.phase !== 'flying') refuse('outOfTurn', 'Only a round in flight can crash.');
  const bets = round.bets.map((b) =>
    b.cashedOutAt === null && b.autoCashOut !== undefined && b.autoCashOut <= round.crashPoint
      ? { ...b, cashedOutAt: b.autoCashOut }
      : b,
  );
  return { ...round, phase: 'crashed', bets };
}

/**
 * A bet's payout: floor(stake × cash-out / 100), nothing if it rode to the crash. Its valid bet is
 * always the stake: the earliest cash-out (1.01×) still loses when the round busts first.
 */
export const crashPayout = (bet: { stake: bigint; cashedOutAt: number | null }): bigint =>
  bet.cashedOutAt === null ? 0n : (bet.stake * BigInt(bet.cashedOutAt)) / 100n;

/** Exact return of cashing out at t hundredths. */
export const crashRtp = (t: number): Fraction => frac(BigInt(t) * ((99n * TWO_32) / BigInt(t)), 100n * TWO_32);
