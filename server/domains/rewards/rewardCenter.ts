/**
 * The reward centre: the member's rewards, claiming one, and the bonus records. A claim is one
 * transaction: the reward row is locked, the ledger pays house → bonus (or main) once under the
 * key 'reward:<id>', and the row becomes claimed. Only the member's own available, unexpired
 * rewards can be claimed; someone else's reward is "not found", exactly like a missing one.
 */
import type { Kysely } from 'kysely';
import type { Page } from '../../../src/shared/wire/paging';
import type { BonusRecord, Reward } from '../../../src/shared/wire/rewards';
import { MoneyErrorCode, type MoneyMoveValue } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MerchantMoney } from '../betting/settings';
import { post, type Trx } from '../ledger/post';
import type { Range } from '../../http/dateRange';
import { pageOf, type Paging } from '../../http/paging';
import { moneyMoveValue } from './moneyMove';

/** The most rewards the list shows (available ones first). */
const LIST_LIMIT = 100;

const isExpired = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt.getTime() <= now.getTime();

export async function listRewards(db: Kysely<DB>, memberId: bigint, now: Date): Promise<Reward[]> {
  const rows = await db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy((eb) => eb.case().when('status', '=', 'available').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    kind: r.kind,
    title: r.title,
    amountMinor: r.amount.toString(),
    toBonus: r.to_bonus,
    status: r.status === 'available' && isExpired(r.expires_at, now) ? 'expired' : r.status,
    expiresAt: r.expires_at?.getTime() ?? null,
    claimedAt: r.claimed_at?.getTime() ?? null,
  }));
}

export async function claimReward(
  trx: Trx,
  memberId: bigint,
  money: MerchantMoney,
  rewardId: bigint,
  now: Date,
): Promise<MoneyMoveValue> {
  const reward = await trx
    .selectFrom('rewards')
    .selectAll()
    .where('id', '=', rewardId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!reward) throw businessError(MoneyErrorCode.notFound, 'This reward was not found among your rewards.');
  if (reward.status === 'claimed')
    throw businessError(MoneyErrorCode.stateConflict, 'You have already claimed this reward.');
  if (reward.status === 'expired' || isExpired(reward.expires_at, now)) {
    throw businessError(MoneyErrorCode.stateConflict, 'This reward has expired and can no longer be claimed.');
  }
  const posted = await post(trx, {
    merchantCode: reward.merchant_code,
    currency: money.currency.code,
    kind: 'reward',
    idempotencyKey: `reward:${reward.id}`,
    reference: `reward:${reward.id}`,
    memberId,
    postings: [
      { account: { house: 'house' }, amount: -reward.amount },
      { account: { member: memberId, kind: reward.to_bonus ? 'bonus' : 'main' }, amount: reward.amount },
    ],
    now,
  });
  await trx
    .updateTable('rewards')
    .set({ status: 'claimed', claimed_at: now, transaction_id: posted.transactionId })
    .where('id', '=', reward.id)
    .execute();
  return moneyMoveValue(trx, memberId, money, posted.transactionId);
}

/** Credits to the member's bonus wallet, newest first, titled by the reward that paid them. */
export async function bonusRecords(
  db: Kysely<DB>,
  memberId: bigint,
  range: Range,
  paging: Paging,
): Promise<Page<BonusRecord>> {
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('rewards as r', 'r.transaction_id', 't.id')
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'bonus')
    .where('e.amount', '>', 0n)
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end);
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 't.id as transaction_id', 't.kind', 'r.title', 'e.amount', 'e.created_at'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const content = rows.map((r) => ({
    transactionId: r.transaction_id.toString(),
    title: r.title ?? r.kind,
    amountMinor: r.amount.toString(),
    createdAt: r.created_at.getTime(),
  }));
  return pageOf(content, paging, count.n);
}
