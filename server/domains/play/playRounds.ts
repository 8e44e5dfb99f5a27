/**
 * Rounds of the built-in games, each in ONE database transaction with the ledger moves of
 * betting/rounds.ts (placeBet debits the stake, settleRound credits the win), so a round and
 * its money commit together or not at all.
 *
 * Once per request: a spin or deal carries the client's request id; the round key is derived
 * from the member and that id, and the member's seed row is locked before the round is looked
 * up, so a repeat (sequential or concurrent) finds the first round and answers it again without
 * moving money. A hi-lo guess names its step (how many guesses came before it) and cash-out is
 * a no-op on a round already cashed out, for the same reason. The ledger keys are per round
 * (bet:/payout:<vendor>:<roundKey>:<member>), a second guard under this one.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_AMOUNT_MINOR, parseMinor } from '../../../src/shared/money';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import type { RoundEngine } from '../../db/schemaGames';
import { badRequest, businessError } from '../../http/errors';
import { placeBet, settleRound } from '../betting/rounds';
import { validBetOf } from '../betting/validBet';
import type { Trx } from '../ledger/post';
import { moneyText } from '../wallet/amounts';
import { playGame, playMoney, stakeLimits, walletBalance, type PlayGame, type PlayMoney } from './catalogue';
import { lockActiveSeed, takeNonce } from './fairSeeds';
import type { AccountType, GameSession } from './gameSessions';
import { creditPlayMoney, debitPlayMoney, playMoneyBalance } from './playMoney';
import { drawInts } from './shared/fairness';
import {
  CARD_RANGE,
  cashOutPayout,
  GUESSES,
  guessRefusal,
  guessWins,
  MAX_MULTIPLIER,
  MAX_STEPS,
  type Guess,
} from './shared/hiloRules';
import { PlayErrorCode, REQUEST_ID_RE, ROUND_KEY_RE, type RoundValue } from './shared/playApi';
import { lineOf, SLOT_DRAWS, slotPayout } from './shared/slotRules';
import {
  hiloState,
  roundByKey,
  roundView,
  type HiloState,
  type HouseState,
  type RoundRow,
  type SlotState,
} from './roundViews';

type Db = Kysely<DB>;
type Engine = RoundEngine;

/** The round key of a member's request: unguessable without the request id, the same for a repeat. */
export const roundKeyOf = (memberId: bigint, requestId: string) =>
  createHash('sha256').update(`round:${memberId}:${requestId}`).digest('base64url').slice(0, 32);

export const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

export function requestIdOf(body: unknown): string {
  const id = field(body, 'requestId');
  if (typeof id !== 'string' || !REQUEST_ID_RE.test(id))
    throw badRequest('requestId must be 8–64 letters, digits, - or _ (a new one per round).');
  return id;
}

export function roundKeyIn(body: unknown): string {
  const key = field(body, 'roundKey');
  if (typeof key !== 'string' || !ROUND_KEY_RE.test(key)) throw badRequest('roundKey must name a round of this game.');
  return key;
}

function stakeOf(body: unknown): bigint {
  const stake = parseMinor(field(body, 'stakeMinor'));
  if (stake === null || stake <= 0n || stake > MAX_AMOUNT_MINOR) {
    throw badRequest(
      'stakeMinor must be a whole number of minor units above zero, written as digits (e.g. "100").',
      MoneyErrorCode.amountInvalid,
    );
  }
  return stake;
}

export const roundNotFound = () =>
  businessError(
    PlayErrorCode.roundNotFound,
    'There is no such round of yours. Reload the game to see your current round.',
  );

export async function sessionGame(trx: Trx, session: GameSession, engine: Engine): Promise<PlayGame> {
  const game = await playGame(trx, session.nodeId, session.language);
  if (!game) throw roundNotFound();
  if (game.engine !== engine) throw badRequest(`${game.displayName} is not played here: reload the game.`);
  return game;
}

/** The balance a round plays from: the vendor's wallet (real money) or the play money. */
export async function roundBalance(
  db: Db | Trx,
  accountType: AccountType,
  memberId: bigint,
  money: PlayMoney,
): Promise<bigint> {
  return accountType === 0 ? playMoneyBalance(db, memberId) : walletBalance(db, money.wallet);
}

export async function answer(trx: Trx, roundKey: string, money: PlayMoney): Promise<RoundValue> {
  const row = await roundByKey(trx, roundKey);
  if (!row) throw new Error(`round ${roundKey} vanished`);
  return {
    round: roundView(row),
    balanceMinor: (await roundBalance(trx, row.account_type, row.member_id, money)).toString(),
  };
}

/**
 * A round's stake and payout: through the ledger and the bets (real money), or the play money
 * alone (free play: no ledger move, no bet row, nothing that counts as a valid bet).
 */
export async function takeStake(
  trx: Trx,
  session: GameSession,
  game: PlayGame,
  roundKey: string,
  stake: bigint,
  now: Date,
): Promise<void> {
  if (session.accountType === 0) return debitPlayMoney(trx, session.memberId, stake);
  await placeBet(trx, {
    ...betRef(session, game.vendor, roundKey),
    gameType: game.gameType,
    gameName: game.gameName,
    stakeMinor: stake,
    nodeId: game.nodeId,
    now,
  });
}

/**
 * Settles a round: play money is credited outside the ledger; real money through the ledger with its valid bet
 * (betting/validBet.ts).
 */
export async function payRound(
  trx: Trx,
  session: GameSession,
  row: { vendor: string; account_type: AccountType },
  roundKey: string,
  settlement: { payout: bigint; validBetMinor: bigint },
  now: Date,
): Promise<void> {
  if (row.account_type === 0) return creditPlayMoney(trx, session.memberId, settlement.payout);
  await settleRound(trx, {
    ...betRef(session, row.vendor, roundKey),
    payoutMinor: settlement.payout,
    validBetMinor: settlement.validBetMinor,
    now,
  });
}

/** A repeat of a spin or deal: the same round again, or a conflict if the request differs. */
function checkRepeat(row: RoundRow, memberId: bigint, engine: Engine, stake: bigint): void {
  if (row.member_id !== memberId || row.engine !== engine || row.stake !== stake) {
    throw businessError(
      PlayErrorCode.requestConflict,
      'This request id was already used for a different round. Start a new round.',
    );
  }
}

export async function checkStake(trx: Trx, session: GameSession, money: PlayMoney, stake: bigint): Promise<void> {
  const limits = await stakeLimits(trx, session.merchantCode, money.currency.minorUnits);
  if (stake > limits.max) {
    throw businessError(PlayErrorCode.stakeTooHigh, `The largest stake is ${moneyText(limits.max, money.currency)}.`, {
      maxMinor: limits.max.toString(),
    });
  }
}

export async function touchRecent(trx: Trx, session: GameSession, now: Date): Promise<void> {
  await trx
    .insertInto('recent_games')
    .values({ member_id: session.memberId, node_id: session.nodeId, last_played_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ last_played_at: now }))
    .execute();
}

export const betRef = (session: GameSession, vendor: string, roundKey: string) => ({
  merchantCode: session.merchantCode,
  vendor,
  roundId: roundKey,
  memberId: session.memberId,
});

type NewRound = {
  engine: Engine;
  roundKey: string;
  stake: bigint;
  seedId: bigint;
  nonce: number;
  clientSeed: string;
  state: SlotState | HiloState | HouseState;
};

export async function insertRound(
  trx: Trx,
  session: GameSession,
  round: NewRound,
  now: Date,
  settled?: { payout: bigint },
) {
  await trx
    .insertInto('game_rounds')
    .values({
      merchant_code: session.merchantCode,
      member_id: session.memberId,
      node_id: session.nodeId,
      launch_id: session.launchId,
      engine: round.engine,
      seed_id: round.seedId,
      nonce: round.nonce,
      client_seed: round.clientSeed,
      round_key: round.roundKey,
      stake: round.stake,
      payout: settled?.payout ?? 0n,
      state: JSON.stringify(round.state),
      status: settled ? 'settled' : 'open',
      account_type: session.accountType,
      created_at: now,
      settled_at: settled ? now : null,
    })
    .execute();
}

/** One slot spin: stake debited and win credited in the same transaction. */
export async function spin(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const requestId = requestIdOf(body);
  const stake = stakeOf(body);
  const roundKey = roundKeyOf(session.memberId, requestId);
  return db.transaction().execute(async (trx) => {
    const game = await sessionGame(trx, session, 'slot');
    const money = await playMoney(trx, session.merchantCode, session.memberId, game.vendor);
    const seed = await lockActiveSeed(trx, session.memberId, now);
    const existing = await roundByKey(trx, roundKey);
    if (existing) {
      checkRepeat(existing, session.memberId, 'slot', stake);
      return answer(trx, roundKey, money);
    }
    await checkStake(trx, session, money, stake);
    const nonce = await takeNonce(trx, seed);
    const stops = await drawInts({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }, SLOT_DRAWS);
    const payout = slotPayout(stake, lineOf(stops).pay);
    await takeStake(trx, session, game, roundKey, stake, now);
    const validBetMinor = validBetOf({ game: 'slot', option: 'line', stake });
    await payRound(
      trx,
      session,
      { vendor: game.vendor, account_type: session.accountType },
      roundKey,
      { payout, validBetMinor },
      now,
    );
    await insertRound(
      trx,
      session,
      {
        engine: 'slot',
        roundKey,
        stake,
        seedId: seed.id,
        nonce,
        clientSeed: seed.client_seed,
        state: { requestId, stops },
      },
      now,
      { payout },
    );
    await touchRecent(trx, session, now);
    return answer(trx, roundKey, money);
  });
}

/** Deals a hi-lo round: the stake is debited and the round stays open until lost or cashed out. */
export async function deal(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const requestId = requestIdOf(body);
  const stake = stakeOf(body);
  const roundKey = roundKeyOf(session.memberId, requestId);
  return db.transaction().execute(async (trx) => {
    const game = await sessionGame(trx, session, 'hilo');
    const money = await playMoney(trx, session.merchantCode, session.memberId, game.vendor);
    const seed = await lockActiveSeed(trx, session.memberId, now);
    const existing = await roundByKey(trx, roundKey);
    if (existing) {
      checkRepeat(existing, session.memberId, 'hilo', stake);
      return answer(trx, roundKey, money);
    }
    const open = await trx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.node_id', 'r.node_id')
      .select('g.game_name')
      .where('r.member_id', '=', session.memberId)
      .where('r.status', '=', 'open')
      .executeTakeFirst();
    if (open)
      throw businessError(
        PlayErrorCode.roundOpen,
        `Your round of ${open.game_name} is still open: finish it before dealing a new one.`,
      );
    await checkStake(trx, session, money, stake);
    const nonce = await takeNonce(trx, seed);
    const cards = await drawInts({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }, [CARD_RANGE]);
    await takeStake(trx, session, game, roundKey, stake, now);
    const state: HiloState = { requestId, cards, guesses: [], result: 'open' };
    await insertRound(
      trx,
      session,
      { engine: 'hilo', roundKey, stake, seedId: seed.id, nonce, clientSeed: seed.client_seed, state },
      now,
    );
    await touchRecent(trx, session, now);
    return answer(trx, roundKey, money);
  });
}

/** The member's hi-lo round, locked (lockedRound). */
async function lockedHiloRound(trx: Trx, session: GameSession, roundKey: string) {
  const { row, money } = await lockedRound(trx, session, roundKey, 'hilo');
  return { row, money, state: hiloState(row) };
}

/**
 * The member's round of this engine, locked for this transaction. Its bet row is locked first,
 * in the order refundRound (the sweep) takes them, so a sweep and an action never deadlock.
 */
export async function lockedRound(trx: Trx, session: GameSession, roundKey: string, engine: Engine) {
  const seen = await roundByKey(trx, roundKey);
  if (!seen || seen.member_id !== session.memberId || seen.engine !== engine) throw roundNotFound();
  await trx
    .selectFrom('bets')
    .select('id')
    .where('merchant_code', '=', seen.merchant_code)
    .where('vendor', '=', seen.vendor)
    .where('round_id', '=', roundKey)
    .where('member_id', '=', session.memberId)
    .forUpdate()
    .execute();
  const locked = await trx
    .selectFrom('game_rounds')
    .select(['id', 'status'])
    .where('round_key', '=', roundKey)
    .where('member_id', '=', session.memberId)
    .where('engine', '=', engine)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw roundNotFound();
  const row = (await roundByKey(trx, roundKey))!;
  const money = await playMoney(trx, row.merchant_code, session.memberId, row.vendor);
  return { row, money };
}

export function closedError(row: RoundRow) {
  return row.status === 'refunded'
    ? businessError(
        PlayErrorCode.roundClosed,
        'This round was left open too long, so its stake was refunded. Deal a new round.',
      )
    : businessError(PlayErrorCode.roundClosed, 'This round is over. Deal a new round.');
}

export async function guess(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const roundKey = roundKeyIn(body);
  const step = field(body, 'step');
  const choice = field(body, 'guess');
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > MAX_STEPS)
    throw badRequest(`step must be a whole number from 0 to ${MAX_STEPS}.`);
  if (!GUESSES.includes(choice as Guess)) throw badRequest('guess must be "higher" or "lower".');
  const guessed = choice as Guess;
  return db.transaction().execute(async (trx) => {
    const { row, money, state } = await lockedHiloRound(trx, session, roundKey);
    if (step < state.guesses.length) {
      // A repeat of a guess already made: the round as it is now.
      if (state.guesses[step] !== guessed)
        throw businessError(
          PlayErrorCode.requestConflict,
          `Guess ${step + 1} of this round was "${state.guesses[step]}"; it cannot be changed.`,
        );
      return answer(trx, roundKey, money);
    }
    if (row.status !== 'open') throw closedError(row);
    if (step !== state.guesses.length)
      throw businessError(
        PlayErrorCode.requestConflict,
        `This round is at guess ${state.guesses.length + 1}; reload to see it.`,
      );
    const refusal = guessRefusal(state.cards, state.guesses, guessed);
    if (refusal === 'maxSteps')
      throw businessError(PlayErrorCode.guessRefused, `A round has at most ${MAX_STEPS} guesses: cash out now.`);
    if (refusal === 'maxMultiplier')
      throw businessError(
        PlayErrorCode.guessRefused,
        `Winning this guess would pass the ×${MAX_MULTIPLIER.toString()} limit: cash out or guess the other way.`,
      );

    const seeds = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
    const cards = await drawInts(
      seeds,
      [...state.cards, 0].map(() => CARD_RANGE),
    );
    if (cards.slice(0, -1).some((card, i) => card !== state.cards[i]))
      throw new Error(`round ${roundKey} does not replay from its seeds`);
    const next: HiloState = { ...state, cards, guesses: [...state.guesses, guessed] };
    const won = guessWins(cards[cards.length - 2]!, cards[cards.length - 1]!, guessed);
    if (won) {
      await trx
        .updateTable('game_rounds')
        .set({ state: JSON.stringify(next) })
        .where('id', '=', row.id)
        .execute();
    } else {
      const validBetMinor = validBetOf({
        game: 'hilo',
        option: 'round',
        stake: row.stake,
        result: 'lost',
        cards,
        guesses: next.guesses,
      });
      await payRound(trx, session, row, roundKey, { payout: 0n, validBetMinor }, now);
      await trx
        .updateTable('game_rounds')
        .set({ state: JSON.stringify({ ...next, result: 'lost' }), status: 'settled', payout: 0n, settled_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    await touchRecent(trx, session, now);
    return answer(trx, roundKey, money);
  });
}

export async function cashOut(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const roundKey = roundKeyIn(body);
  return db.transaction().execute(async (trx) => {
    const { row, money, state } = await lockedHiloRound(trx, session, roundKey);
    if (row.status === 'settled' && state.result === 'cashedOut') return answer(trx, roundKey, money);
    if (row.status === 'settled')
      throw businessError(
        PlayErrorCode.roundClosed,
        'This round was lost: there is nothing to cash out. Deal a new round.',
      );
    if (row.status !== 'open') throw closedError(row);
    const payout = cashOutPayout(row.stake, state.cards, state.guesses);
    // Cashed out before any guess that could lose: nothing was at risk (validBet.ts).
    const validBetMinor = validBetOf({
      game: 'hilo',
      option: 'round',
      stake: row.stake,
      result: 'cashedOut',
      cards: state.cards,
      guesses: state.guesses,
    });
    await payRound(trx, session, row, roundKey, { payout, validBetMinor }, now);
    await trx
      .updateTable('game_rounds')
      .set({ state: JSON.stringify({ ...state, result: 'cashedOut' }), status: 'settled', payout, settled_at: now })
      .where('id', '=', row.id)
      .execute();
    await touchRecent(trx, session, now);
    return answer(trx, roundKey, money);
  });
}
