/** What the crash page loads and polls: the server's time, the round, the member's bet and money. */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { businessError } from '../../../http/errors';
import { playGame, playMoney, stakeLimits } from '../catalogue';
import type { GameSession } from '../gameSessions';
import { roundBalance } from '../playRounds';
import { CRASH_LIMITS } from '../shared/games/crash';
import { CrashErrorCode, type CrashRoundView, type CrashStateValue } from './api';
import { betView, currentRound, roundById, roundView } from './views';

type Db = Kysely<DB>;
const HISTORY = 12;

export async function crashState(db: Db, session: GameSession, now: Date): Promise<CrashStateValue> {
  const game = await playGame(db, session.nodeId, session.language);
  if (!game || game.engine !== 'crash')
    throw businessError(CrashErrorCode.roundNotFound, 'This crash game is no longer in the catalogue.');
  const money = await playMoney(db, session.merchantCode, session.memberId, game.vendor);
  const [round, limits, balance, history, myBets] = await Promise.all([
    currentRound(db),
    stakeLimits(db, session.merchantCode, money.currency.minorUnits),
    roundBalance(db, session.accountType, session.memberId, money),
    db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('crash_at', '<=', now)
      .orderBy('id', 'desc')
      .limit(HISTORY)
      .execute(),
    db
      .selectFrom('crash_bets')
      .selectAll()
      .where('member_id', '=', session.memberId)
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),
  ]);
  const mine = round ? myBets.find((b) => b.round_id === round.id) : undefined;
  const max = limits.max < CRASH_LIMITS.maxStake ? limits.max : CRASH_LIMITS.maxStake;
  return {
    serverTime: now.getTime(),
    game: { name: game.displayName, vendorName: game.vendorName },
    money: money.currency,
    balanceMinor: balance.toString(),
    playMoney: session.accountType === 0,
    chipsMinor: limits.chips.filter((c) => c >= CRASH_LIMITS.minStake && c <= max).map(String),
    minStakeMinor: CRASH_LIMITS.minStake.toString(),
    maxStakeMinor: max.toString(),
    round: round ? roundView(round, now) : null,
    myBet: mine ? betView(mine) : null,
    history: history.map((r) => roundView(r, now)),
    myBets: myBets.map(betView),
  };
}

/** Any round by id, as everyone may see it (the verification page's data). */
export async function crashRoundPublic(db: Db, id: string, now: Date): Promise<CrashRoundView> {
  const row = /^\d{1,18}$/.test(id) ? await roundById(db, BigInt(id)) : undefined;
  if (!row) throw businessError(CrashErrorCode.roundNotFound, `There is no crash round ${id}.`);
  return roundView(row, now);
}
