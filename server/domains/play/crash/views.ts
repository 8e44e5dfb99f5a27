/** Rows of the crash tables as the page and the verification page see them. */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Trx } from '../../ledger/post';
import type { CrashBetView, CrashPhase, CrashRoundView } from './api';
import { crashBetRoundId } from './money';
import type { CrashBetsTable, CrashRoundsTable } from './schema';

type Db = Kysely<DB> | Trx;

export function phaseOf(row: Pick<Selectable<CrashRoundsTable>, 'opens_at' | 'takeoff_at' | 'crash_at'>, now: Date) {
  const t = now.getTime();
  const phase: CrashPhase =
    t < row.opens_at.getTime()
      ? 'waiting'
      : t < row.takeoff_at.getTime()
        ? 'betting'
        : t < row.crash_at.getTime()
          ? 'flying'
          : 'crashed';
  return phase;
}

export function roundView(row: Selectable<CrashRoundsTable>, now: Date): CrashRoundView {
  const phase = phaseOf(row, now);
  const revealed = phase === 'crashed';
  return {
    id: row.id.toString(),
    chainId: row.chain_id.toString(),
    roundNo: row.round_no,
    hash: row.hash,
    opensAt: row.opens_at.getTime(),
    takeoffAt: row.takeoff_at.getTime(),
    phase,
    crashPoint: revealed ? row.crash_point : null,
    crashAt: revealed ? row.crash_at.getTime() : null,
    seed: revealed ? row.seed : null,
    settled: row.status === 'settled',
  };
}

export const betView = (row: Selectable<CrashBetsTable>): CrashBetView => ({
  roundId: row.round_id.toString(),
  stakeMinor: row.stake.toString(),
  autoCashOut: row.auto_cash_out,
  cashedOutAt: row.cashed_out_at,
  payoutMinor: row.payout.toString(),
  status: row.status,
  betRoundId: row.account_type === 1 ? crashBetRoundId(row.round_id) : null,
});

export const roundById = (db: Db, id: bigint) =>
  db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();

export const currentRound = (db: Db) =>
  db.selectFrom('crash_rounds').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
