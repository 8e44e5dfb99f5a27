/**
 * Manual rebate: for the previous calendar day (UTC), per game type,
 * floor(valid bets of the rounds settled that day × rate per mille / 1000), with the merchant's
 * money_settings.rebate_rates. The sum is claimable once per member and period: the
 * rebate_claims primary key and the ledger key 'rebate:<member>:<period>' both hold it to once.
 */
import { sql, type Kysely } from 'kysely';
import type { RebateValue } from '../../../src/shared/wire/rewards';
import { MoneyErrorCode, type MoneyMoveValue } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MerchantMoney } from '../betting/settings';
import { post, type Trx } from '../ledger/post';
import { moneyMoveValue } from './moneyMove';
import { previousDay, type Period } from './periods';

export type RebateLine = { gameType: string; validBet: bigint; rebate: bigint };

/** The period's lines, computed by the database from the raw bets (numeric, floored, exact). */
export async function rebateLines(
  db: Kysely<DB>,
  memberId: bigint,
  merchantCode: string,
  period: Period,
): Promise<RebateLine[]> {
  const result = await sql<{ game_type: string; valid_bet: bigint; rebate: bigint }>`
    SELECT b.game_type,
           sum(b.valid_bet)::bigint AS valid_bet,
           floor(sum(b.valid_bet) * coalesce((s.rebate_rates ->> b.game_type)::numeric, 0) / 1000)::bigint AS rebate
    FROM bets b
    LEFT JOIN money_settings s ON s.merchant_code = b.merchant_code
    WHERE b.member_id = ${memberId} AND b.merchant_code = ${merchantCode} AND b.status = 'settled'
      AND b.settled_at >= ${period.start} AND b.settled_at < ${period.end}
    GROUP BY b.game_type, s.rebate_rates
    ORDER BY b.game_type`.execute(db);
  return result.rows.map((r) => ({ gameType: r.game_type, validBet: r.valid_bet, rebate: r.rebate }));
}

async function claimOf(db: Kysely<DB>, memberId: bigint, period: string) {
  return db
    .selectFrom('rebate_claims')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .executeTakeFirst();
}

export async function rebateValue(
  db: Kysely<DB>,
  memberId: bigint,
  merchantCode: string,
  money: MerchantMoney,
  now: Date,
): Promise<RebateValue> {
  const period = previousDay(now);
  const [lines, claim] = await Promise.all([
    rebateLines(db, memberId, merchantCode, period),
    claimOf(db, memberId, period.key),
  ]);
  const total = lines.reduce((sum, line) => sum + line.rebate, 0n);
  return {
    period: period.key,
    periodStart: period.start.getTime(),
    periodEnd: period.end.getTime(),
    rates: Object.entries(money.rebateRates)
      .map(([gameType, ratePermille]) => ({ gameType, ratePermille }))
      .sort((a, b) => a.gameType.localeCompare(b.gameType)),
    lines: lines.map((l) => ({
      gameType: l.gameType,
      validBetMinor: l.validBet.toString(),
      rebateMinor: l.rebate.toString(),
    })),
    totalMinor: total.toString(),
    claimable: !claim && total > 0n,
    claimedAt: claim?.claimed_at.getTime() ?? null,
  };
}

const alreadyClaimed = (period: string) =>
  businessError(MoneyErrorCode.stateConflict, `The rebate for ${period} has already been claimed.`);

/** Claims the period's rebate into the main wallet; runs inside the caller's (idempotent) transaction. */
export async function claimRebate(
  trx: Trx,
  memberId: bigint,
  merchantCode: string,
  money: MerchantMoney,
  periodKey: string,
  now: Date,
): Promise<MoneyMoveValue> {
  const period = previousDay(now);
  if (periodKey !== period.key) {
    throw businessError(
      MoneyErrorCode.stateConflict,
      `The rebate for ${periodKey} cannot be claimed now; the period open for claims is ${period.key}.`,
    );
  }
  if (await claimOf(trx, memberId, period.key)) throw alreadyClaimed(period.key);
  const total = (await rebateLines(trx, memberId, merchantCode, period)).reduce((sum, line) => sum + line.rebate, 0n);
  if (total <= 0n) {
    throw businessError(
      MoneyErrorCode.stateConflict,
      `There is no rebate to claim for ${period.key}: no valid bets that earn a rebate were settled that day.`,
    );
  }
  const posted = await post(trx, {
    merchantCode,
    currency: money.currency.code,
    kind: 'rebate',
    idempotencyKey: `rebate:${memberId}:${period.key}`,
    reference: `rebate:${period.key}`,
    memberId,
    postings: [
      { account: { house: 'house' }, amount: -total },
      { account: { member: memberId, kind: 'main' }, amount: total },
    ],
    now,
  });
  // A concurrent claim under another request key got there first (we waited on its ledger key).
  if (posted.replayed) throw alreadyClaimed(period.key);
  await trx
    .insertInto('rebate_claims')
    .values({
      member_id: memberId,
      period: period.key,
      amount: total,
      transaction_id: posted.transactionId,
      claimed_at: now,
    })
    .execute();
  return moneyMoveValue(trx, memberId, money, posted.transactionId);
}
