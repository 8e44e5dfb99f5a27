/** A member's wallets as the balance call answers them (wallet.ts BalanceValue). */
import { sql, type Kysely } from 'kysely';
import { formatMinor } from '../../../src/shared/money';
import type { SiteConfig } from '../../../src/shared/wire/system';
import { AccountType, type BalanceValue, type WalletBalanceEntry } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';

type Currency = SiteConfig['currency'];
type Db = Kysely<DB>;

/** A member's ledger accounts and the sum held by pending withdrawals: what a balance is made of. */
export type BalanceRows = { accounts: { kind: string; vendor: string; balance: bigint | null }[]; held: bigint };

export async function memberBalance(
  db: Db,
  memberId: bigint,
  currency: Currency,
  gameVendors: string[] = [],
): Promise<BalanceValue> {
  return balanceValue(await balanceRows(db, memberId), currency, gameVendors);
}

async function balanceRows(db: Db, memberId: bigint): Promise<BalanceRows> {
  // One round trip: the member's accounts, and a last row of kind 'held' with the sum of the
  // pending withdrawals.
  const rows = await db
    .selectFrom('ledger_accounts')
    .select([sql<string>`kind`.as('kind'), 'vendor', 'balance'])
    .where('member_id', '=', memberId)
    .unionAll(
      db
        .selectFrom('withdrawals')
        .select([
          sql<string>`'held'`.as('kind'),
          sql<string>`''`.as('vendor'),
          sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('balance'),
        ])
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending'),
    )
    .execute();
  return {
    accounts: rows.filter((r) => r.kind !== 'held'),
    held: BigInt(rows.find((r) => r.kind === 'held')?.balance ?? 0n),
  };
}

/**
 * The same rows as two scalar subqueries of the session check (auth/sessions.ts SessionColumns),
 * so the balance call, the app's most frequent, is one round trip with its session check
 * (wallet/routes.ts). Amounts travel as text: JSON numbers would lose bigint precision.
 */
export const BALANCE_SESSION_COLUMNS = [
  sql<unknown>`(SELECT coalesce(json_agg(json_build_array(kind, vendor, balance::text)), '[]'::json)
    FROM ledger_accounts WHERE member_id = members.id)`.as('balance_accounts'),
  sql<string>`(SELECT coalesce(sum(amount), 0)::text FROM withdrawals WHERE member_id = members.id
    AND status = 'pending')`.as('balance_held'),
];

/** The rows read by BALANCE_SESSION_COLUMNS; undefined when the session did not read them. */
export function balanceRowsOf(columns: Readonly<Record<string, unknown>>): BalanceRows | undefined {
  const accounts = columns.balance_accounts;
  const held = columns.balance_held;
  if (!Array.isArray(accounts) || typeof held !== 'string') return undefined;
  return {
    accounts: (accounts as [string, string, string | null][]).map(([kind, vendor, balance]) => ({
      kind,
      vendor,
      balance: balance === null ? null : BigInt(balance),
    })),
    held: BigInt(held),
  };
}

/** The balance call's value from a member's rows. */
export function balanceValue(
  { accounts, held }: BalanceRows,
  currency: Currency,
  gameVendors: string[] = [],
): BalanceValue {
  const amount = (kind: string, vendor = '') =>
    accounts.find((a) => a.kind === kind && a.vendor === vendor)?.balance ?? 0n;
  const entry = (accountTypeId: number, vendor: string, minor: bigint): WalletBalanceEntry => ({
    accountTypeId,
    vendor,
    availBalance: formatMinor(minor, currency.minorUnits),
    availBalanceMinor: minor.toString(),
  });
  const vendors = [...new Set([...gameVendors, ...accounts.filter((a) => a.kind === 'game').map((a) => a.vendor)])];
  const list = [
    entry(AccountType.main, '', amount('main')),
    entry(AccountType.bonus, '', amount('bonus')),
    ...vendors.map((v) => entry(AccountType.game, v, amount('game', v))),
  ];
  const sum = list.reduce((total, e) => total + BigInt(e.availBalanceMinor), 0n);
  return {
    sumBalance: formatMinor(sum, currency.minorUnits),
    sumBalanceMinor: sum.toString(),
    balance: list,
    currency: currency.code,
    currencySymbol: currency.symbol,
    minorUnits: currency.minorUnits,
    heldMinor: held.toString(),
  };
}

/** The main wallet alone (member info's balanceMinor). */
export async function mainBalance(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
