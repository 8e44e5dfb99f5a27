/**
 * The ledger's money invariants (the checks below), checked on the live database
 * (`npm run ops -- ledger verify`). Each check is one query that returns the offending rows;
 * a healthy ledger returns none.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type Finding = { check: string; description: string; violations: number; samples: string[] };

type Check = {
  check: string;
  description: string;
  query: (db: Kysely<DB>, now: Date) => Promise<Record<string, unknown>[]>;
};

const rows = async (db: Kysely<DB>, query: ReturnType<typeof sql>) =>
  (await query.execute(db)).rows as Record<string, unknown>[];

/** Approved withdrawals and open bets may outlive their deadline by this much before the sweep must have run. */
export const SWEEP_GRACE_MS = 5 * 60_000;

/** Every column that holds an amount of money. */
const MONEY_COLUMNS: [string, string][] = [
  ['ledger_accounts', 'balance'],
  ['ledger_entries', 'amount'],
  ['ledger_entries', 'balance_after'],
  ['money_settings', 'withdraw_min'],
  ['money_settings', 'withdraw_max'],
  ['deposit_methods', 'min_amount'],
  ['deposit_methods', 'max_amount'],
  ['deposits', 'amount'],
  ['withdrawals', 'amount'],
  ['withdrawals', 'received_amount'],
  ['bets', 'stake'],
  ['bets', 'valid_bet'],
  ['bets', 'payout'],
  ['rewards', 'amount'],
  ['rebate_claims', 'amount'],
  ['missions', 'target'],
  ['missions', 'reward'],
  ['members', 'demo_balance'],
];

const CHECKS: Check[] = [
  {
    check: 'transactions-balanced',
    description: 'every ledger transaction sums to zero',
    query: (db) =>
      rows(
        db,
        sql`SELECT transaction_id, sum(amount) AS total FROM ledger_entries GROUP BY transaction_id
          HAVING sum(amount) <> 0 LIMIT 20`,
      ),
  },
  {
    check: 'transactions-complete',
    description: 'every ledger transaction has at least two entries',
    query: (db) =>
      rows(
        db,
        sql`SELECT t.id, count(e.id) AS entries FROM ledger_transactions t LEFT JOIN ledger_entries e
          ON e.transaction_id = t.id
                   GROUP BY t.id HAVING count(e.id) < 2 LIMIT 20`,
      ),
  },
  {
    check: 'balances-match-entries',
    description: "every stored balance equals the sum of its account's entries",
    query: (db) =>
      rows(
        db,
        sql`SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS entries FROM ledger_accounts a
                   LEFT JOIN ledger_entries e ON e.account_id = a.id WHERE a.balance IS NOT NULL
                   GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT 20`,
      ),
  },
  {
    check: 'balance-after-chain',
    description: "each member entry's balance_after is the running sum of its account",
    query: (db) =>
      rows(
        db,
        sql`SELECT id, account_id, balance_after, running FROM (
                     SELECT e.id, e.account_id, e.balance_after,
                            sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
                     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.balance IS NOT NULL) r
                   WHERE balance_after <> running LIMIT 20`,
      ),
  },
  {
    check: 'no-negative-member-balance',
    description: 'no member balance is negative',
    query: (db) => rows(db, sql`SELECT id, balance FROM ledger_accounts WHERE balance < 0 LIMIT 20`),
  },
  {
    check: 'withdrawal-holds',
    description: "the withdrawals account holds exactly the pending withdrawals' amounts",
    query: (db) =>
      rows(
        db,
        sql`SELECT h.merchant_code, h.held, coalesce(p.pending, 0) AS pending FROM
                     (SELECT a.merchant_code, coalesce(sum(e.amount), 0) AS held FROM ledger_accounts a
                      LEFT JOIN ledger_entries e ON e.account_id = a.id WHERE a.kind = 'withdrawals'
                        GROUP BY a.merchant_code) h
                   LEFT JOIN (SELECT merchant_code, sum(amount) AS pending FROM withdrawals WHERE status = 'pending'
                     GROUP BY merchant_code) p
                     ON p.merchant_code = h.merchant_code
                   WHERE h.held <> coalesce(p.pending, 0)`,
      ),
  },
  {
    check: 'withdrawals-closed',
    description:
      'every decided withdrawal has the ledger transaction that closed its hold, and only those; ' +
      'only a disputed one was refunded',
    query: (db) =>
      rows(
        db,
        sql`SELECT id, status FROM withdrawals
                   WHERE (status = 'pending') <> (close_tx_id IS NULL)
                      OR (status = 'refunded' AND refund_tx_id IS NULL)
                      OR (refund_tx_id IS NOT NULL AND status NOT IN ('not_received', 'partial', 'refunded')) LIMIT 20`,
      ),
  },
  {
    // Refunds come in parts (cashier/withdrawalDecisions.ts refund): never more than what did not
    // arrive, and 'refunded' exactly when all of it is back.
    check: 'withdrawal-refunds',
    description: "a withdrawal's refunds add up to at most what did not arrive, and to all of it once it is refunded",
    query: (db) =>
      rows(
        db,
        sql`SELECT w.id, w.status, w.amount - coalesce(w.received_amount, 0) AS missing,
          coalesce(r.refunded, 0) AS refunded
                   FROM withdrawals w
                   LEFT JOIN (SELECT t.merchant_code, t.reference, sum(e.amount) AS refunded FROM ledger_transactions t
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main'
                              WHERE t.kind = 'withdrawal_refund' GROUP BY t.merchant_code, t.reference) r
                     ON r.merchant_code = w.merchant_code AND r.reference = 'withdrawal:' || w.id
                   WHERE coalesce(r.refunded, 0) > w.amount - coalesce(w.received_amount, 0)
                      OR (w.status = 'refunded') <> (coalesce(r.refunded, 0) = w.amount -
                        coalesce(w.received_amount, 0) AND coalesce(r.refunded, 0) > 0)
                      OR (coalesce(r.refunded, 0) > 0 AND w.status NOT IN ('not_received', 'partial', 'refunded'))
                        LIMIT 20`,
      ),
  },
  {
    check: 'deposits-credited-once',
    description: 'every credited deposit has one credit of its amount to the member, and no other deposit has one',
    query: (db) =>
      rows(
        db,
        sql`SELECT d.id, d.amount, d.status, coalesce(sum(e.amount), 0) AS credited FROM deposits d
                   LEFT JOIN ledger_transactions t ON t.reference = 'deposit:' || d.id
                     AND t.merchant_code = d.merchant_code
                   LEFT JOIN ledger_entries e ON e.transaction_id = t.id
                   LEFT JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = d.member_id
                   WHERE a.id IS NOT NULL OR e.id IS NULL
                   GROUP BY d.id, d.amount, d.status
                   HAVING coalesce(sum(e.amount), 0) <> CASE WHEN d.status = 'credited' THEN d.amount ELSE 0 END
                     LIMIT 20`,
      ),
  },
  {
    check: 'no-stale-holds',
    description: 'no approved withdrawal or open bet is left past its sweep window',
    query: (db, now) => {
      const cutoff = new Date(now.getTime() - SWEEP_GRACE_MS);
      return rows(
        db,
        sql`SELECT 'withdrawal' AS kind, id FROM withdrawals WHERE status = 'approved' AND confirm_by < ${cutoff}
                          UNION ALL
                          SELECT 'bet', id FROM bets WHERE status = 'open'
                            AND placed_at < ${new Date(cutoff.getTime() - BET_SWEEP_MS)} LIMIT 20`,
      );
    },
  },
  {
    check: 'money-columns-integer',
    description: 'every money column is a bigint (no floating point in the money path)',
    query: (db) =>
      rows(
        db,
        sql`SELECT table_name, column_name, data_type FROM information_schema.columns
                   WHERE table_schema = current_schema()
                     AND (table_name, column_name) IN (${sql.join(MONEY_COLUMNS.map(([t, c]) => sql`(${t}, ${c})`))})
                     AND data_type <> 'bigint'`,
      ),
  },
];

/** Open bets older than this are refunded by the sweep (a round the provider never settled). */
export const BET_SWEEP_MS = 60 * 60_000;

export async function verifyLedger(db: Kysely<DB>, now: Date): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of CHECKS) {
    const found = await check.query(db, now);
    findings.push({
      check: check.check,
      description: check.description,
      violations: found.length,
      samples: found
        .slice(0, 5)
        .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))),
    });
  }
  return findings;
}

export async function ledgerTotals(db: Kysely<DB>) {
  const row = await sql<{ transactions: bigint; entries: bigint; member_total: bigint }>`
    SELECT (SELECT count(*) FROM ledger_transactions) AS transactions,
           (SELECT count(*) FROM ledger_entries) AS entries,
           (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE balance IS NOT NULL) AS member_total`.execute(
    db,
  );
  return row.rows[0]!;
}
