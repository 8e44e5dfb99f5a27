/**
 * The one way money moves: `post` writes a balanced ledger transaction inside the caller's
 * database transaction. It locks every member account it changes (in id order, so two posts
 * never deadlock), refuses anything that would take a member balance below zero, and is once-only
 * per idempotency key: posting a key that is already in the ledger returns that transaction
 * instead of moving money again.
 *
 * The database backs every rule (migration 003): zero-sum at commit, non-negative member
 * balances, append-only entries, unique keys. The checks here exist to give a clear error first.
 */
import { sql, type Transaction } from 'kysely';
import { MAX_AMOUNT_MINOR } from '../../../src/shared/money';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import type { LedgerAccountKind } from '../../db/schemaMoney';
import { businessError } from '../../wire/errors';

export type Trx = Transaction<DB>;

/** A member's wallet, or one of the merchant's house accounts. */
export type AccountRef =
  | { member: bigint; kind: 'main' | 'bonus' }
  | { member: bigint; kind: 'game'; vendor: string }
  | { house: 'house' | 'payments' | 'payouts' | 'withdrawals' };

/** Amount from the account's side: positive = credit (money in), negative = debit. */
export type Posting = { account: AccountRef; amount: bigint };

export type PostInput = {
  merchantCode: string;
  currency: string;
  kind: string;
  idempotencyKey: string;
  reference?: string;
  memberId?: bigint | null;
  postings: Posting[];
  now: Date;
};

export type PostedEntry = { id: bigint; accountId: bigint; amount: bigint; balanceAfter: bigint | null };
export type PostResult = { transactionId: bigint; replayed: boolean; entries: PostedEntry[] };

export class LedgerError extends Error {}

export const insufficientBalance = () =>
  businessError(MoneyErrorCode.insufficientBalance, 'Insufficient balance. Please deposit or enter a smaller amount.');

function refKey(ref: AccountRef): string {
  if ('house' in ref) return `house:${ref.house}`;
  return `member:${ref.member}:${ref.kind}:${ref.kind === 'game' ? ref.vendor : ''}`;
}

/** Finds or creates the accounts, returning their ids in the order given. */
async function accountIds(trx: Trx, merchantCode: string, currency: string, refs: AccountRef[], now: Date): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const ref of refs) {
    const isHouse = 'house' in ref;
    const kind: LedgerAccountKind = isHouse ? ref.house : ref.kind;
    const vendor = !isHouse && ref.kind === 'game' ? ref.vendor : '';
    const memberId = isHouse ? null : ref.member;
    const find = () => {
      let query = trx.selectFrom('ledger_accounts').select('id').where('kind', '=', kind).where('vendor', '=', vendor);
      query = memberId === null ? query.where('member_id', 'is', null).where('merchant_code', '=', merchantCode) : query.where('member_id', '=', memberId);
      return query.executeTakeFirst();
    };
    let row = await find();
    if (!row) {
      await sql`INSERT INTO ledger_accounts (merchant_code, member_id, kind, vendor, currency, balance, created_at)
                VALUES (${merchantCode}, ${memberId}, ${kind}, ${vendor}, ${currency}, ${isHouse ? null : 0n}, ${now})
                ON CONFLICT DO NOTHING`.execute(trx);
      row = await find();
    }
    if (!row) throw new LedgerError(`ledger account ${refKey(ref)} could not be created`);
    ids.push(row.id);
  }
  return ids;
}

function validate(input: PostInput): void {
  if (input.postings.length < 2) throw new LedgerError('a ledger transaction needs at least two postings');
  let sum = 0n;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint') throw new LedgerError('amounts are bigint minor units');
    if (p.amount === 0n) throw new LedgerError('a posting cannot be zero');
    if (p.amount > MAX_AMOUNT_MINOR || p.amount < -MAX_AMOUNT_MINOR) throw new LedgerError('a posting exceeds the largest amount');
    sum += p.amount;
  }
  if (sum !== 0n) throw new LedgerError(`postings sum to ${sum}, not zero`);
}

async function existing(trx: Trx, merchantCode: string, key: string): Promise<PostResult | null> {
  const tx = await trx
    .selectFrom('ledger_transactions')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!tx) return null;
  const entries = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'account_id', 'amount', 'balance_after'])
    .where('transaction_id', '=', tx.id)
    .orderBy('id')
    .execute();
  return {
    transactionId: tx.id,
    replayed: true,
    entries: entries.map((e) => ({ id: e.id, accountId: e.account_id, amount: e.amount, balanceAfter: e.balance_after })),
  };
}

export async function post(trx: Trx, input: PostInput): Promise<PostResult> {
  validate(input);
  const { merchantCode, now } = input;

  // Claim the key first: a concurrent post of the same key waits here until we commit, then
  // finds our transaction and returns it. If we roll back, it goes ahead instead.
  const claimed = await sql<{ id: bigint }>`
    INSERT INTO ledger_transactions (merchant_code, kind, idempotency_key, reference, member_id, created_at)
    VALUES (${merchantCode}, ${input.kind}, ${input.idempotencyKey}, ${input.reference ?? ''}, ${input.memberId ?? null}, ${now})
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id`.execute(trx);
  const transactionId = claimed.rows[0]?.id;
  if (transactionId === undefined) {
    const found = await existing(trx, merchantCode, input.idempotencyKey);
    if (!found) throw new LedgerError(`idempotency key ${input.idempotencyKey} vanished`);
    return found;
  }

  // Merge postings to the same account, then lock the member accounts in id order.
  const ids = await accountIds(trx, merchantCode, input.currency, input.postings.map((p) => p.account), now);
  const byAccount = new Map<bigint, bigint>();
  input.postings.forEach((p, i) => byAccount.set(ids[i]!, (byAccount.get(ids[i]!) ?? 0n) + p.amount));
  const accountOrder = [...byAccount.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const locked = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', accountOrder)
    .where('balance', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const balances = new Map(locked.map((row) => [row.id, row.balance as bigint]));

  for (const [accountId, amount] of byAccount) {
    const balance = balances.get(accountId);
    if (balance !== undefined && balance + amount < 0n) throw insufficientBalance();
  }

  const entries: PostedEntry[] = [];
  for (const accountId of accountOrder) {
    const amount = byAccount.get(accountId)!;
    if (amount === 0n) continue;
    const before = balances.get(accountId);
    const balanceAfter = before === undefined ? null : before + amount;
    if (balanceAfter !== null) {
      await trx.updateTable('ledger_accounts').set({ balance: balanceAfter }).where('id', '=', accountId).execute();
    }
    const row = await trx
      .insertInto('ledger_entries')
      .values({ transaction_id: transactionId, account_id: accountId, amount, balance_after: balanceAfter, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    entries.push({ id: row.id, accountId, amount, balanceAfter });
  }
  if (entries.length < 2) throw new LedgerError('postings cancel out: nothing would move');
  return { transactionId, replayed: false, entries };
}
