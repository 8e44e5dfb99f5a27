/** A member's wallets as the balance call answers them (wallet.ts BalanceValue). */
import type { Kysely } from 'kysely';
import { formatMinor } from '../../../src/shared/money';
import type { SiteConfig } from '../../../src/shared/wire/system';
import { AccountType, type BalanceValue, type WalletBalanceEntry } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';

type Currency = SiteConfig['currency'];
type Db = Kysely<DB>;

export async function memberBalance(db: Db, memberId: bigint, currency: Currency, gameVendors: string[] = []): Promise<BalanceValue> {
  const [accounts, held] = await Promise.all([
    db.selectFrom('ledger_accounts').select(['kind', 'vendor', 'balance']).where('member_id', '=', memberId).execute(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<bigint | null>('amount').as('held'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
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
    heldMinor: BigInt(held?.held ?? 0n).toString(),
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
