/**
 * Reconciliation of a provider's daily report with the ledger (docs/protocol.md, "The provider's
 * daily report"), round by round: the rounds of one UTC day (by the time of their bet) that the
 * provider reported, against those the platform holds for it (its accepted bets,
 * provider_transactions → bets). A round the platform refunded without a rollback from the
 * provider was refunded by the sweep (server/domains/betting/sweep.ts) after the provider's
 * timeout, and is listed as such.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { merchantMoney } from '../betting/settings';

export type RoundStatus = 'open' | 'settled' | 'refunded';
export type ReportRound = {
  roundId: string;
  playerId: string;
  currency: string;
  bet: bigint;
  win: bigint;
  status: RoundStatus;
};
export type PlatformRound = ReportRound & { swept: boolean };

export type Difference = { round: ReportRound; fields: { field: string; report: string; platform: string }[] };
export type Reconciliation = {
  reported: number;
  held: number;
  matching: number;
  missing: ReportRound[];
  extra: PlatformRound[];
  different: Difference[];
  swept: PlatformRound[];
};

export const REPORT_HEADER = 'roundId,playerId,currency,bet,win,status';
const STATUSES: readonly string[] = ['open', 'settled', 'refunded'];

/** The provider's CSV; throws an Error naming the line for anything not as documented. */
export function parseReport(text: string): ReportRound[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== REPORT_HEADER) throw new Error(`The first line must be the header: ${REPORT_HEADER}`);
  return lines.slice(1).map((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const [roundId, playerId, currency, bet, win, status] = cells;
    const ok =
      cells.length === 6 &&
      /^[A-Za-z0-9_.:-]{1,100}$/.test(roundId!) &&
      /^\d{1,19}$/.test(playerId!) &&
      /^[A-Z]{3}$/.test(currency!) &&
      /^\d{1,18}$/.test(bet!) &&
      /^\d{1,18}$/.test(win!) &&
      STATUSES.includes(status!);
    if (!ok)
      throw new Error(
        `Line ${index + 2} is not "roundId,playerId,currency,bet,win,status" with amounts in minor ` +
          `units: ${line.slice(0, 120)}`,
      );
    return {
      roundId: roundId!,
      playerId: playerId!,
      currency: currency!,
      bet: BigInt(bet!),
      win: BigInt(win!),
      status: status as RoundStatus,
    };
  });
}

/** The provider's rounds of one UTC day on the platform. */
export async function platformRounds(db: Kysely<DB>, providerId: string, day: string): Promise<PlatformRound[]> {
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 24 * 60 * 60_000);
  const rows = await db
    .selectFrom('provider_transactions as t')
    .innerJoin('bets as b', 'b.id', 't.bet_id')
    .select([
      'b.merchant_code',
      'b.round_id',
      'b.member_id',
      'b.stake',
      'b.payout',
      'b.status',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('provider_transactions as r')
              .select('r.id')
              .where('r.provider_id', '=', providerId)
              .where('r.call', '=', 'rollback')
              .where('r.success', '=', true)
              .whereRef('r.round_id', '=', 'b.round_id')
              .whereRef('r.member_id', '=', 'b.member_id'),
          )
          .as('rolled_back'),
    ])
    .where('t.provider_id', '=', providerId)
    .where('t.call', 'in', ['bet', 'bet_and_win'])
    .where('t.success', '=', true)
    .where('b.placed_at', '>=', from)
    .where('b.placed_at', '<', to)
    .orderBy('b.id')
    .execute();
  const currencies = new Map<string, string>();
  for (const code of new Set(rows.map((r) => r.merchant_code)))
    currencies.set(code, (await merchantMoney(db, code))?.currency.code ?? '');
  return rows.map((row) => ({
    roundId: row.round_id,
    playerId: row.member_id.toString(),
    currency: currencies.get(row.merchant_code)!,
    bet: row.stake,
    win: row.payout,
    status: row.status,
    swept: row.status === 'refunded' && !row.rolled_back,
  }));
}

const keyOf = (round: { roundId: string; playerId: string }) => `${round.roundId}|${round.playerId}`;

export function reconcile(report: readonly ReportRound[], platform: readonly PlatformRound[]): Reconciliation {
  const held = new Map(platform.map((round) => [keyOf(round), round]));
  const reported = new Set(report.map(keyOf));
  const result: Reconciliation = {
    reported: report.length,
    held: platform.length,
    matching: 0,
    missing: [],
    extra: platform.filter((round) => !reported.has(keyOf(round))),
    different: [],
    swept: platform.filter((round) => round.swept),
  };
  for (const round of report) {
    const mine = held.get(keyOf(round));
    if (!mine) {
      result.missing.push(round);
      continue;
    }
    const fields = (['currency', 'bet', 'win', 'status'] as const)
      .filter((field) => round[field] !== mine[field])
      .map((field) => ({ field, report: String(round[field]), platform: String(mine[field]) }));
    if (fields.length) result.different.push({ round, fields });
    else result.matching += 1;
  }
  return result;
}
