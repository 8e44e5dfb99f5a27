/**
 * The house games as the round flow sees them (server/domains/play/houseRounds.ts) and as the
 * verify page recomputes them (client/verify.ts): each game module in this folder turns a bet
 * sent as JSON (stakes as decimal strings of minor units) and the round's actions into the
 * rules' result (../games/*), on a DrawSource. Everything here is pure, so the same code runs
 * on the server and in the browser.
 */
import type { DrawSource } from '../games/draw';
import { refuse } from '../games/errors';

export const HOUSE_GAMES = [
  'slot5',
  'roulette',
  'sicbo',
  'baccarat',
  'dice',
  'plinko',
  'keno',
  'fishing',
  'blackjack',
  'mines',
] as const;
export type HouseId = (typeof HOUSE_GAMES)[number];
export const isHouseId = (value: unknown): value is HouseId => HOUSE_GAMES.includes(value as HouseId);

/** A JSON value (what game_rounds.state stores). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a round is after its bet and actions: stakes and payout in minor units. */
export type Played = {
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  settled: boolean;
  /** What the page shows; while the round is open, nothing that tells what is still hidden. */
  outcome: Json;
};

export interface HouseRules {
  id: HouseId;
  /** Whether the round takes actions after it starts (blackjack, mines). */
  interactive: boolean;
  /** The bet as stored: checked for shape here, for the rules' limits by `play`. */
  parseBet(raw: unknown): Json;
  /** An action as stored (interactive games). */
  parseAction(raw: unknown): Json;
  /** The round after its bet and actions; refuses (GameRefusal) before drawing when they break a rule. */
  play(bet: Json, actions: readonly Json[], source: DrawSource, theme: string | null): Played;
  /** The registry id whose RTP the info panel shows (slot5-<theme> for the 5-reel themes). */
  registryId(theme: string | null): string;
}

/** A stake in minor units from its decimal string (refused when not one). */
export function stakeIn(raw: unknown): bigint {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw))
    return refuse('stakeNotInteger', 'Each stake must be a whole number of minor units, written as digits.');
  return BigInt(raw);
}

export const objectIn = (raw: unknown, what: string): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : refuse('invalidSelection', `The ${what} is missing.`);

export const listIn = (raw: unknown, what: string, max: number): unknown[] =>
  Array.isArray(raw) && raw.length <= max
    ? raw
    : refuse('invalidSelection', `The ${what} must be a list of at most ${max}.`);

export const intIn = (raw: unknown, what: string): number =>
  typeof raw === 'number' && Number.isInteger(raw)
    ? raw
    : refuse('invalidSelection', `The ${what} must be a whole number.`);

export const noActions = (): never => refuse('outOfTurn', 'This game takes no actions after its bet.');

/** Whether two JSON values are the same (object keys in any order: PostgreSQL's jsonb reorders them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
