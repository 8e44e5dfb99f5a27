/**
 * The member's wallets as rows of the wallet page: main, bonus and one per vendor of the
 * merchant, each with its balance from the balance call (a vendor the balance does not list yet
 * holds nothing).
 */
import {
  AccountType,
  MAIN_WALLET,
  type BalanceValue,
  type MerchantWalletValue,
  type WalletRef,
} from '../../../shared/wire';

export type WalletRow = {
  /** MAIN_WALLET, 'BONUS' or a vendor code. */
  ref: WalletRef;
  /** Null for main and bonus (named by the catalog); the vendor's name otherwise. */
  name: string | null;
  balanceMinor: string;
  /** Money can move in and out of it by transfer (not the bonus wallet). */
  transferable: boolean;
};

export function walletRows(balance: BalanceValue, merchant: MerchantWalletValue): WalletRow[] {
  const entry = (typeId: number, vendor = '') =>
    balance.balance.find((b) => b.accountTypeId === typeId && b.vendor === vendor);
  const rows: WalletRow[] = [
    {
      ref: MAIN_WALLET,
      name: null,
      balanceMinor: entry(AccountType.main)?.availBalanceMinor ?? '0',
      transferable: true,
    },
  ];
  const bonus = entry(AccountType.bonus);
  if (bonus) rows.push({ ref: 'BONUS', name: null, balanceMinor: bonus.availBalanceMinor, transferable: false });
  for (const vendor of merchant.vendors) {
    rows.push({
      ref: vendor.code,
      name: vendor.name,
      balanceMinor: entry(AccountType.game, vendor.code)?.availBalanceMinor ?? '0',
      transferable: true,
    });
  }
  return rows;
}
