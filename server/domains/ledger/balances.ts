/** A member's wallets as the balance call answers them (wallet.ts BalanceValue). */
import { sql, type Kysely } from 'kysely';
import { formatMinor } from '../../../src/shared/money';
import type { SiteConfig } from '../../../src/shared/wire/system';
import { AccountType, type BalanceValue, type WalletBalanceEntry } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';

type Currency = SiteConfig['currency'];
type Db = Kysely<DB>;

export async function memberBalance(db: Db, memberId: bigint, currency: Currency, gameVendors: string[] = []): Promise<BalanceValue> {
  // One round trip (the balance call is the app's most frequent): the member's accounts, and a
  // last row of kind 'held' with the sum of the pending withdrawals.
  const rows = await db
    .selectFrom('ledger_accounts')
    .select([sql<string>`kind`.as('kind'), 'vendor', 'balance'])
    .where('member_id', '=', memberId)
    .unionAll(
      db
        .selectFrom('withdrawals')
        .select([sql<string>`'held'`.as('kind'), sql<string>`''`.as('vendor'), sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('balance')])
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending'),
    )
    .execute();
  const accounts = rows.filter((r) => r.kind !== 'held');
  const held = rows.find((r) => r.kind === 'held')?.balance ?? 0n;
  const amount = (kind: string, vendor = '') => accounts.find((a) => a.kind === kind && a.vendor === vendor)?.balance ?? 0n;
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
    heldMinor: BigInt(held).toString(),
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
