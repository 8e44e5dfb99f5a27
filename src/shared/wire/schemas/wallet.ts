/**
 * Schemas of the wallet calls (src/shared/wire/wallet.ts): balances, the merchant's wallet mode,
 * transfers between the main wallet and vendor wallets, and transfers to the upline agent.
 *
 * Money: every amount is integer minor units as a decimal string in a `…Minor` field. Where the
 * platform was seen to send a field name ([seen] `sumBalance`, `availBalance`), it carries the
 * same amount in major units as an exact decimal string ("123.45"), formatted from the integer,
 * never a float (docs/protocol.md, "Money").
 */
import { AmountText } from './bounds';
import { call, Major, Minor, Obj, T } from './kit';

export const WalletBalanceEntry = Obj({
  /** [seen] 2 = main wallet; [design] 3 = bonus, 10 = a vendor's game wallet (AccountType). */
  accountTypeId: T.Integer(),
  /** [design] '' for main and bonus; the vendor code (vassalage) for a game wallet. */
  vendor: T.String(),
  /** [seen] major units, exact decimal string. */
  availBalance: Major(),
  availBalanceMinor: Minor(),
});

export const BalanceValue = Obj({
  /** [seen] major units, exact decimal string: main + bonus + game wallets. */
  sumBalance: Major(),
  sumBalanceMinor: Minor(),
  balance: T.Array(WalletBalanceEntry),
  currency: T.String(),
  currencySymbol: T.String(),
  /** [design] digits after the decimal point for this currency (USD 2, KRW 0). */
  minorUnits: T.Integer({ minimum: 0 }),
  /** [design] funds held for pending withdrawals, not spendable. */
  heldMinor: Minor(),
});

/** [seen] the platform's balance query; the value is the same whatever it says. */
export const BalanceArgs = Obj({ typeId: T.Optional(T.Integer()) });

/** [seen] `value.isSingle`; [design] the vendors that have their own wallet when not single. */
export const MerchantWalletValue = Obj({
  isSingle: T.Boolean(),
  vendors: T.Array(Obj({ code: T.String(), name: T.String() })),
});

/** 'MAIN' (MAIN_WALLET) or a vendor code. */
const WalletRef = () => T.String({ minLength: 1, maxLength: 20 });

/**
 * [design] body of GCS_walletTransfer (not visible on the wire). The amount is checked by the
 * money parser, which explains what is wrong with it; the schema only bounds its length.
 */
export const WalletTransferArgs = Obj({ from: WalletRef(), to: WalletRef(), amountMinor: AmountText() });

/** [design] what a completed money move answers. */
export const MoneyMoveValue = Obj({
  /** The ledger transaction that moved the money (shown in the account records). */
  transactionId: T.String(),
  balance: BalanceValue,
});

/** [design] transfer to the member's direct upline agent. */
export const UplineTransferArgs = Obj({ amountMinor: AmountText(), paymentPassword: T.String({ maxLength: 64 }) });

export const UplineValue = Obj({ hasUpline: T.Boolean(), uplineAccount: T.String() });

export const walletSchemas = {
  balance: call(BalanceValue, BalanceArgs),
  merchantWallet: call(MerchantWalletValue),
  transfer: call(MoneyMoveValue, WalletTransferArgs),
  upline: call(UplineValue),
  transferUpline: call(MoneyMoveValue, UplineTransferArgs),
};
