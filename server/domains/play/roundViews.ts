/**
 * Rounds of the built-in games as the pages and the verification see them: one query shape
 * (the round, its catalogue game, its seed pair) and one view builder for every answer.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Trx } from '../ledger/post';
import { cashOutPayout, CARD_RANGE, multiplierHundredths, type Guess } from './shared/hiloRules';
import type { HiloOutcome, HouseOutcome, RoundView, SlotOutcome } from './shared/playApi';
import type { Json } from './shared/house/types';
import { lineOf, SLOT_DRAWS, windowOf } from './shared/slotRules';

type Db = Kysely<DB> | Trx;

/** What game_rounds.state holds. */
export type SlotState = { requestId: string; stops: number[] };
export type HiloState = { requestId: string; cards: number[]; guesses: Guess[]; result: 'open' | 'lost' | 'cashedOut' };
/** A house game's round (houseRounds.ts): replayed from bet and actions, outcome as last played. */
export type HouseState = { requestId: string; theme: string | null; bet: Json; actions: Json[]; outcome: Json };

export function roundQuery(db: Db) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.node_id', 'r.node_id')
    .innerJoin('fair_seeds as s', 's.id', 'r.seed_id')
    .select([
      'r.id',
      'r.member_id',
      'r.merchant_code',
      'r.node_id',
      'r.engine',
      'r.round_key',
      'r.nonce',
      'r.client_seed',
      'r.stake',
      'r.payout',
      'r.state',
      'r.status',
      'r.created_at',
      'r.settled_at',
      'r.account_type',
      'g.game_name',
      'g.vendor',
      'g.game_type',
      's.server_seed_hash',
      's.server_seed',
      's.revealed_at',
    ]);
}

export type RoundRow = Awaited<ReturnType<ReturnType<typeof roundQuery>['executeTakeFirstOrThrow']>>;

export const hiloState = (row: Pick<RoundRow, 'state'>) => row.state as unknown as HiloState;
export const slotState = (row: Pick<RoundRow, 'state'>) => row.state as unknown as SlotState;
export const houseState = (row: Pick<RoundRow, 'state'>) => row.state as unknown as HouseState;

function houseOutcome(row: RoundRow): HouseOutcome {
  const { theme, bet, actions, outcome } = houseState(row);
  return { theme, bet, actions, outcome };
}

function outcomeOf(row: RoundRow): Pick<RoundView, 'slot' | 'hilo' | 'house'> {
  if (row.engine === 'slot') return { slot: slotOutcome(slotState(row)) };
  if (row.engine === 'hilo') return { hilo: hiloOutcome(row) };
  return { house: houseOutcome(row) };
}

function slotOutcome(state: SlotState): SlotOutcome {
  const line = lineOf(state.stops);
  return { stops: state.stops, line: line.line, window: windowOf(state.stops), pay: line.pay, win: line.win };
}

function hiloOutcome(row: RoundRow): HiloOutcome {
  const state = hiloState(row);
  const result = row.status === 'refunded' ? 'refunded' : state.result;
  const cashOut = result === 'open' ? cashOutPayout(row.stake, state.cards, state.guesses) : row.payout;
  return {
    cards: state.cards,
    guesses: state.guesses,
    result,
    cashOutMinor: cashOut.toString(),
    multiplierHundredths: result === 'lost' ? '0' : multiplierHundredths(state.cards, state.guesses).toString(),
  };
}

export function roundView(row: RoundRow): RoundView {
  return {
    roundKey: row.round_key,
    engine: row.engine,
    nodeId: Number(row.node_id),
    gameName: row.game_name,
    vendor: row.vendor,
    status: row.status,
    stakeMinor: row.stake.toString(),
    payoutMinor: row.payout.toString(),
    createdAt: row.created_at.getTime(),
    settledAt: row.settled_at?.getTime() ?? null,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    revealed: row.revealed_at !== null,
    playMoney: row.account_type === 0,
    ...outcomeOf(row),
  };
}

/**
 * The ranges a round drew from its fair stream, in order. A house game's round draws as its
 * rules go (playFair in shared/games/draw.ts): the verify page replays the rules instead.
 */
export function rangesOf(row: RoundRow): number[] {
  if (row.engine === 'slot') return [...SLOT_DRAWS];
  if (row.engine === 'hilo') return hiloState(row).cards.map(() => CARD_RANGE);
  return [];
}

export const RECENT_ROUNDS = 10;

export function recentRounds(db: Db, memberId: bigint): Promise<RoundRow[]> {
  return roundQuery(db).where('r.member_id', '=', memberId).orderBy('r.id', 'desc').limit(RECENT_ROUNDS).execute();
}

export function roundByKey(db: Db, roundKey: string): Promise<RoundRow | undefined> {
  return roundQuery(db).where('r.round_key', '=', roundKey).executeTakeFirst();
}
