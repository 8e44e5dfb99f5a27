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
import { afterCommit } from '../../db/afterCommit';
import type { DB } from '../../db/schema';
import type { LedgerAccountKind } from '../../db/schemaMoney';
import { businessError } from '../../http/errors';
import { memberEventBus } from '../events/bus';

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

type AccountRow = {
  id: bigint;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  vendor: string;
  balance: bigint | null;
};

const kindOf = (ref: AccountRef): LedgerAccountKind => ('house' in ref ? ref.house : ref.kind);
const vendorOf = (ref: AccountRef): string => ('house' in ref || ref.kind !== 'game' ? '' : ref.vendor);
const rowKey = (row: AccountRow) =>
  row.member_id === null ? `house:${row.kind}` : `member:${row.member_id}:${row.kind}:${row.vendor}`;

/**
 * One round trip: the member accounts locked FOR UPDATE in id order (so two posts never
 * deadlock, and under READ COMMITTED each lock returns the latest committed balance), plus the
 * house accounts unlocked — they keep no stored balance, so they must never become a hot row.
 */
async function lockAccounts(trx: Trx, merchantCode: string, refs: AccountRef[]): Promise<Map<string, AccountRow>> {
  const members = refs.filter((r): r is Exclude<AccountRef, { house: string }> => !('house' in r));
  const houses = refs.filter((r): r is Extract<AccountRef, { house: string }> => 'house' in r);
  const memberKeys = members.map((r) => sql`(${r.member}::bigint, ${r.kind}::text, ${vendorOf(r)}::text)`);
  const houseKinds = houses.map((r) => sql`${r.house}::text`);
  const memberPart = members.length
    ? sql`SELECT id, member_id, kind, vendor, balance FROM (
            SELECT id, member_id, kind, vendor, balance FROM ledger_accounts
            WHERE member_id IS NOT NULL
              AND (member_id, kind, vendor) IN (${sql.join(memberKeys)})
            ORDER BY id FOR UPDATE) locked`
    : null;
  const housePart = houses.length
    ? sql`SELECT id, member_id, kind, vendor, balance FROM ledger_accounts
          WHERE member_id IS NULL AND merchant_code = ${merchantCode} AND kind IN (${sql.join(houseKinds)})`
    : null;
  const query = memberPart && housePart ? sql`${memberPart} UNION ALL ${housePart}` : (memberPart ?? housePart)!;
  const rows = (await sql<AccountRow>`${query}`.execute(trx)).rows;
  return new Map(rows.map((row) => [rowKey(row), row]));
}

/** Finds or creates the accounts (locking the member ones), keyed by refKey. */
async function accounts(
  trx: Trx,
  merchantCode: string,
  currency: string,
  refs: AccountRef[],
  now: Date,
): Promise<Map<string, AccountRow>> {
  let found = await lockAccounts(trx, merchantCode, refs);
  const missing = refs.filter((ref) => !found.has(refKey(ref)));
  if (missing.length === 0) return found;
  // Created in key order, so two posts creating the same pair of accounts wait rather than deadlock.
  missing.sort((a, b) => (refKey(a) < refKey(b) ? -1 : 1));
  const newRows = missing.map((ref) => {
    const isHouse = 'house' in ref;
    const member = isHouse ? null : ref.member;
    const balance = isHouse ? null : 0n;
    const [kind, vendor] = [kindOf(ref), vendorOf(ref)];
    return sql`(${merchantCode}, ${member}::bigint, ${kind}, ${vendor}, ${currency}, ${balance}::bigint, ${now})`;
  });
  await sql`INSERT INTO ledger_accounts (merchant_code, member_id, kind, vendor, currency, balance, created_at)
            VALUES ${sql.join(newRows)}
            ON CONFLICT DO NOTHING`.execute(trx);
  found = await lockAccounts(trx, merchantCode, refs);
  for (const ref of refs)
    if (!found.has(refKey(ref))) throw new LedgerError(`ledger account ${refKey(ref)} could not be created`);
  return found;
}

function validate(input: PostInput): void {
  if (input.postings.length < 2) throw new LedgerError('a ledger transaction needs at least two postings');
  let sum = 0n;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint') throw new LedgerError('amounts are bigint minor units');
    if (p.amount === 0n) throw new LedgerError('a posting cannot be zero');
    if (p.amount > MAX_AMOUNT_MINOR || p.amount < -MAX_AMOUNT_MINOR)
      throw new LedgerError('a posting exceeds the largest amount');
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
    entries: entries.map((e) => ({
      id: e.id,
      accountId: e.account_id,
      amount: e.amount,
      balanceAfter: e.balance_after,
    })),
  };
}

export async function post(trx: Trx, input: PostInput): Promise<PostResult> {
  validate(input);
  const { merchantCode, now } = input;

  // Claim the key first: a concurrent post of the same key waits here until we commit, then
  // finds our transaction and returns it. If we roll back, it goes ahead instead.
  const claimed = await sql<{ id: bigint }>`
    INSERT INTO ledger_transactions (merchant_code, kind, idempotency_key, reference, member_id, created_at)
    VALUES (${merchantCode}, ${input.kind}, ${input.idempotencyKey}, ${input.reference ?? ''},
            ${input.memberId ?? null}, ${now})
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id`.execute(trx);
  const transactionId = claimed.rows[0]?.id;
  if (transactionId === undefined) {
    const found = await existing(trx, merchantCode, input.idempotencyKey);
    if (!found) throw new LedgerError(`idempotency key ${input.idempotencyKey} vanished`);
    return found;
  }

  // Find (or create) and lock the accounts, then merge postings to the same account.
  const refs = [...new Map(input.postings.map((p) => [refKey(p.account), p.account])).values()];
  const rows = await accounts(trx, merchantCode, input.currency, refs, now);
  const byAccount = new Map<bigint, { row: AccountRow; amount: bigint }>();
  for (const p of input.postings) {
    const row = rows.get(refKey(p.account))!;
    byAccount.set(row.id, { row, amount: (byAccount.get(row.id)?.amount ?? 0n) + p.amount });
  }

  for (const { row, amount } of byAccount.values()) {
    if (row.balance !== null && row.balance + amount < 0n) throw insufficientBalance();
  }
  const moves = [...byAccount.values()]
    .filter((m) => m.amount !== 0n)
    .sort((a, b) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0))
    .map(({ row, amount }) => ({
      accountId: row.id,
      amount,
      balanceAfter: row.balance === null ? null : row.balance + amount,
    }));
  if (moves.length < 2) throw new LedgerError('postings cancel out: nothing would move');

  // One round trip writes it all: the new member balances (we hold their locks, so they are
  // exact) and the entries. The database still checks zero-sum at commit and balance >= 0.
  const balanceMoves = moves.filter((m) => m.balanceAfter !== null);
  const balanceRows = balanceMoves.map((m) => sql`(${m.accountId}::bigint, ${m.balanceAfter}::bigint)`);
  const entryRows = moves.map(
    (m) =>
      sql`(${transactionId}::bigint, ${m.accountId}::bigint, ${m.amount}::bigint, ${m.balanceAfter}::bigint, ${now})`,
  );
  const insertEntries = sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    VALUES ${sql.join(entryRows)}
    RETURNING id, account_id`;
  const written = balanceMoves.length
    ? sql<{ id: bigint; account_id: bigint }>`WITH moved AS (
          UPDATE ledger_accounts AS a SET balance = v.balance
          FROM (VALUES ${sql.join(balanceRows)}) AS v(id, balance)
          WHERE a.id = v.id)
        ${insertEntries}`
    : sql<{ id: bigint; account_id: bigint }>`${insertEntries}`;
  const ids = new Map((await written.execute(trx)).rows.map((r) => [r.account_id, r.id]));
  const entries: PostedEntry[] = moves.map((m) => ({ id: ids.get(m.accountId)!, ...m }));
  // Every member whose balance moved hears it once the money is committed: the web header and
  // the desktop shell refresh their balance from the member event stream (issue 14 item 5).
  for (const { row } of byAccount.values()) {
    if (row.member_id === null) continue;
    const signal = { merchantCode, memberId: row.member_id };
    afterCommit(trx, `member-events:${merchantCode}:${row.member_id}`, (root) => memberEventBus(root).publish(signal));
  }
  return { transactionId, replayed: false, entries };
}
