/**
 * Fishing: an arcade shooter. Each shot is its own round: it costs its stake (the cannon's
 * level), is aimed at one fish, and captures it or not; a capture pays the fish's multiplier
 * times the stake. A fish with multiplier m is captured when `int(1000 · m)` < FISHING_RTP_MILLE,
 * a chance of exactly 0.96 / m, so every shot at every fish returns exactly 96 %
 * (p · m = 0.96; fishingRtp). Which fish swim on screen is decoration chosen by the client and
 * has no part in the odds: the shot's outcome depends only on the fish type and the draw.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

/** The return of every shot, in thousandths. */
export const FISHING_RTP_MILLE = 960;
export const FISHING_LIMITS: Limits = { minStake: 1n, maxStake: 10_000n };

export const FISH = [
  { id: 'minnow', multiplier: 2 },
  { id: 'clownfish', multiplier: 3 },
  { id: 'puffer', multiplier: 5 },
  { id: 'lionfish', multiplier: 8 },
  { id: 'turtle', multiplier: 12 },
  { id: 'octopus', multiplier: 20 },
  { id: 'manta', multiplier: 40 },
  { id: 'shark', multiplier: 80 },
  { id: 'golden-whale', multiplier: 200 },
  { id: 'dragon-king', multiplier: 500 },
] as const;
export type FishId = (typeof FISH)[number]['id'];

export type Shot = { stake: bigint; fish: FishId; status: 'aimed' } | ShotResult;
export type ShotResult = {
  stake: bigint;
  fish: FishId;
  status: 'settled';
  captured: boolean;
  payout: bigint;
  validBet: bigint;
};

const fishOf = (id: FishId): (typeof FISH)[number] =>
  FISH.find((f) => f.id === id) ?? refuse('invalidSelection', `There is no fish "${id}".`);

/** A shot aimed and paid for, not yet decided. */
export function aimShot(stake: bigint, fish: FishId): Shot {
  fishOf(fish);
  checkStake(stake, FISHING_LIMITS);
  return { stake, fish, status: 'aimed' };
}

/** Decides a shot: one draw. A shot already decided is refused (a second shot is a new round). */
export function fireShot(shot: Shot, source: DrawSource): ShotResult {
  if (shot.status === 'settled') return refuse('roundSettled', 'This shot has already been decided.');
  const { multiplier } = fishOf(shot.fish);
  const captured = source.int(1000 * multiplier) < FISHING_RTP_MILLE;
  return {
    stake: shot.stake,
    fish: shot.fish,
    status: 'settled',
    captured,
    payout: captured ? shot.stake * BigInt(multiplier) : 0n,
    validBet: shot.stake,
  };
}

/** Exact return of a shot at this fish: (960 / 1000m) · m. */
export const fishingRtp = (fish: FishId): Fraction => {
  const { multiplier } = fishOf(fish);
  return frac(FISHING_RTP_MILLE * multiplier, 1000 * multiplier);
};
