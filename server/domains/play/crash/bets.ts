/**
 * A member's crash bet and live cash-out, each ONE transaction with its money (money.ts). The
 * server's clock decides: a bet is taken only between the round's opens_at and takeoff_at, a
 * cash-out gets the multiplier of the moment it arrives (timeline.ts) and is refused from the
 * crash time on. The rules' refusals (shared/games/crash.ts) become envelope errors; nothing is
 * written when one is thrown.
 *
 * Locks: the round row FOR SHARE, then the bet row FOR UPDATE. Settling a round (settle.ts) takes
 * the round FOR UPDATE first, so a cash-out and the crash never interleave, and two cash-outs of
 * one bet queue on its row: the second sees it cashed out and answers the same bet, paying once.
 */
import type { Kysely } from 'kysely';
import { MAX_AMOUNT_MINOR, parseMinor } from '../../../../src/shared/money';
import { MoneyErrorCode } from '../../../../src/shared/wire/wallet';
import type { DB } from '../../../db/schema';
import { badRequest, businessError, WireError } from '../../../http/errors';
import type { Trx } from '../../ledger/post';
import { moneyText } from '../../wallet/amounts';
import { playGame, playMoney, stakeLimits, type PlayGame } from '../catalogue';
import type { GameSession } from '../gameSessions';
import { roundBalance } from '../playRounds';
import {
  cashOutCrash,
  CRASH_LIMITS,
  crashPayout,
  MIN_CASH_OUT,
  placeCrashBet as placeByRules,
  type CrashRound,
} from '../shared/games/crash';
import { GameRefusal } from '../shared/games/errors';
import { CrashErrorCode, type CrashBetValue } from './api';
import { debitStake, settleStake } from './money';
import { multiplierNow } from './timeline';
import { betView, phaseOf } from './views';

type Db = Kysely<DB>;

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

function roundIdOf(body: unknown): bigint {
  const id = field(body, 'roundId');
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw badRequest('roundId must name a crash round.');
  return BigInt(id);
}

function stakeOf(body: unknown): bigint {
  const stake = parseMinor(field(body, 'stakeMinor'));
  if (stake === null || stake <= 0n || stake > MAX_AMOUNT_MINOR)
    throw badRequest(
      'stakeMinor must be a whole number of minor units above zero, written as digits (e.g. "100").',
      MoneyErrorCode.amountInvalid,
    );
  return stake;
}

function autoOf(body: unknown): number | undefined {
  const auto = field(body, 'autoCashOut');
  if (auto === undefined || auto === null) return undefined;
  if (typeof auto !== 'number' || !Number.isInteger(auto))
    throw badRequest('autoCashOut must be a multiplier in hundredths (e.g. 200 for 2.00×), or left out.');
  return auto;
}

const REFUSAL_CODES: Record<string, string> = {
  afterCrash: CrashErrorCode.afterCrash,
  outOfTurn: CrashErrorCode.betsClosed,
  nothingToCashOut: CrashErrorCode.nothingToCashOut,
  stakeBelowMinimum: CrashErrorCode.stakeOutOfRange,
  stakeAboveMaximum: CrashErrorCode.stakeOutOfRange,
};

/** Runs the rules; a refusal is the envelope error with a message the player can act on. */
function byRules<T>(run: () => T, currency: { code: string; minorUnits: number }): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof GameRefusal)) throw error;
    if (error.reason === 'stakeBelowMinimum' || error.reason === 'stakeAboveMaximum') {
      throw businessError(
        CrashErrorCode.stakeOutOfRange,
        `A crash stake is from ${moneyText(CRASH_LIMITS.minStake, currency)} ` +
          `to ${moneyText(CRASH_LIMITS.maxStake, currency)}.`,
      );
    }
    if (error.reason === 'invalidSelection') throw badRequest(error.message);
    throw businessError(REFUSAL_CODES[error.reason] ?? CrashErrorCode.betsClosed, error.message);
  }
}

async function crashGame(trx: Trx, session: GameSession): Promise<PlayGame> {
  const game = await playGame(trx, session.nodeId, session.language);
  if (!game) throw businessError(CrashErrorCode.roundNotFound, 'This game is no longer in the catalogue.');
  if (game.engine !== 'crash') throw badRequest(`${game.displayName} is not a crash game.`);
  return game;
}

async function lockedRound(trx: Trx, roundId: bigint) {
  const round = await trx
    .selectFrom('crash_rounds')
    .selectAll()
    .where('id', '=', roundId)
    .forShare()
    .executeTakeFirst();
  if (!round)
    throw businessError(CrashErrorCode.roundNotFound, 'There is no such crash round. Reload to see the current one.');
  return round;
}

const lockedBet = (trx: Trx, roundId: bigint, memberId: bigint) =>
  trx
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();

async function answer(trx: Trx, session: GameSession, game: PlayGame, roundId: bigint, now: Date) {
  const bet = await trx
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('member_id', '=', session.memberId)
    .executeTakeFirstOrThrow();
  const money = await playMoney(trx, session.merchantCode, session.memberId, game.vendor);
  const balance = await roundBalance(trx, session.accountType, session.memberId, money);
  return { serverTime: now.getTime(), bet: betView(bet), balanceMinor: balance.toString() };
}

export async function placeCrashBet(db: Db, session: GameSession, body: unknown, now: Date): Promise<CrashBetValue> {
  const roundId = roundIdOf(body);
  const stake = stakeOf(body);
  const auto = autoOf(body);
  return db.transaction().execute(async (trx) => {
    const game = await crashGame(trx, session);
    const money = await playMoney(trx, session.merchantCode, session.memberId, game.vendor);
    const round = await lockedRound(trx, roundId);
    const existing = await lockedBet(trx, roundId, session.memberId);
    if (existing) {
      // The same bet again (a retried request) is answered as it was; another one is refused.
      if (existing.stake === stake && existing.auto_cash_out === (auto ?? null))
        return answer(trx, session, game, roundId, now);
      throw businessError(CrashErrorCode.requestConflict, 'You already have a bet in this round: one bet per round.');
    }
    const phase = phaseOf(round, now);
    if (phase === 'waiting')
      throw businessError(CrashErrorCode.betsClosed, 'Bets on this round open in a moment. Try again when it opens.');
    if (phase !== 'betting')
      throw businessError(CrashErrorCode.betsClosed, 'Bets close when the round takes off. Bet on the next round.');
    const open: CrashRound = { phase: 'betting', crashPoint: round.crash_point, bets: [] };
    byRules(
      () => placeByRules(open, { player: session.memberId.toString(), stake, autoCashOut: auto }),
      money.currency,
    );
    const limits = await stakeLimits(trx, session.merchantCode, money.currency.minorUnits);
    if (stake > limits.max)
      throw businessError(
        CrashErrorCode.stakeOutOfRange,
        `The largest stake is ${moneyText(limits.max, money.currency)}.`,
      );
    const owner = {
      merchant_code: session.merchantCode,
      member_id: session.memberId,
      vendor: game.vendor,
      account_type: session.accountType,
    };
    await debitStake(trx, owner, game, roundId, stake, now);
    await trx
      .insertInto('crash_bets')
      .values({
        ...owner,
        round_id: roundId,
        node_id: game.nodeId,
        stake,
        auto_cash_out: auto ?? null,
        placed_at: now,
      })
      .execute();
    await trx
      .insertInto('recent_games')
      .values({ member_id: session.memberId, node_id: session.nodeId, last_played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ last_played_at: now }))
      .execute();
    return answer(trx, session, game, roundId, now);
  });
}

export async function cashOutCrashBet(db: Db, session: GameSession, body: unknown, now: Date): Promise<CrashBetValue> {
  const roundId = roundIdOf(body);
  return db.transaction().execute(async (trx) => {
    const game = await crashGame(trx, session);
    const round = await lockedRound(trx, roundId);
    const bet = await lockedBet(trx, roundId, session.memberId);
    if (!bet) throw businessError(CrashErrorCode.nothingToCashOut, 'You have no bet in this round to cash out.');
    // Already cashed out (a repeat, or two taps at once): the bet as it is, paid once.
    if (bet.status === 'won') return answer(trx, session, game, roundId, now);
    const phase = phaseOf(round, now);
    const at = multiplierNow(round.takeoff_at.getTime(), now.getTime());
    const flying: CrashRound = {
      phase: phase === 'crashed' || bet.status === 'lost' ? 'crashed' : phase === 'flying' ? 'flying' : 'betting',
      crashPoint: round.crash_point,
      bets: [{ player: 'me', stake: bet.stake, cashedOutAt: null }],
    };
    if (flying.phase === 'flying' && at < MIN_CASH_OUT)
      throw businessError(
        CrashErrorCode.tooEarly,
        'The multiplier has not reached 1.01× yet: cash out a moment later.',
      );
    try {
      cashOutCrash(flying, 'me', at);
    } catch (error) {
      if (!(error instanceof GameRefusal)) throw error;
      const code =
        error.reason === 'afterCrash'
          ? CrashErrorCode.afterCrash
          : error.reason === 'outOfTurn'
            ? CrashErrorCode.tooEarly
            : CrashErrorCode.betsClosed;
      const message =
        error.reason === 'afterCrash'
          ? `Too late: the round crashed at ${(round.crash_point / 100).toFixed(2)}× before your cash-out arrived.`
          : error.message;
      throw new WireError(200, code, message);
    }
    const payout = crashPayout({ stake: bet.stake, cashedOutAt: at });
    await settleStake(trx, bet, payout, now);
    await trx
      .updateTable('crash_bets')
      .set({ status: 'won', cashed_out_at: at, payout, settled_at: now })
      .where('id', '=', bet.id)
      .execute();
    return answer(trx, session, game, roundId, now);
  });
}
