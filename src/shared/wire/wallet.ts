/**
 * Wallet on the wire (contract §4.5, §9): balances, the merchant's wallet mode, transfers between
 * the main wallet and vendor wallets, and transfers to the upline agent.
 *
 * Money: every amount is integer minor units as a decimal string in a `…Minor` field. Where the
 * contract saw a field name ([seen] `sumBalance`, `availBalance`), it carries the same amount in
 * major units as an exact decimal string ("123.45"), formatted from the integer, never a float.
 *
 * Money-moving calls carry an `Idempotency-Key` header [design]: the client makes one key per
 * submission (a UUID) and reuses it when it retries; the server answers a repeat with the first
 * reply and refuses the key with a different body (errorCode `idempotency.key.reused`).
 */
import { endpoint } from './endpoint';

/** [seen] accountTypeId 2 = main wallet. [design] 3 = bonus, 10 = a vendor's game wallet. */
export const AccountType = { main: 2, bonus: 3, game: 10 } as const;

export type WalletBalanceEntry = {
  accountTypeId: number;
  /** [design] '' for main and bonus; the vendor code (vassalage) for a game wallet. */
  vendor: string;
  /** [seen] major units, exact decimal string. */
  availBalance: string;
  availBalanceMinor: string;
};

export type BalanceValue = {
  /** [seen] major units, exact decimal string: main + bonus + game wallets. */
  sumBalance: string;
  sumBalanceMinor: string;
  balance: WalletBalanceEntry[];
  currency: string;
  currencySymbol: string;
  /** [design] digits after the decimal point for this currency (USD 2, KRW 0). */
  minorUnits: number;
  /** [design] funds held for pending withdrawals, not spendable. */
  heldMinor: string;
};

/** [seen] `value.isSingle`; [design] the vendors that have their own wallet when not single. */
export type MerchantWalletValue = { isSingle: boolean; vendors: { code: string; name: string }[] };

/** 'MAIN' or a vendor code. */
export type WalletRef = string;
export const MAIN_WALLET: WalletRef = 'MAIN';

/** [design] body of GCS_walletTransfer (not visible on the wire). */
export type WalletTransferArgs = { from: WalletRef; to: WalletRef; amountMinor: string };

/** [design] what a completed money move answers. */
export type MoneyMoveValue = {
  /** The ledger transaction that moved the money (shown in the account records). */
  transactionId: string;
  balance: BalanceValue;
};

/** [design] transfer to the member's direct upline agent. */
export type UplineTransferArgs = { amountMinor: string; paymentPassword: string };

export type UplineValue = { hasUpline: boolean; uplineAccount: string };

/** [design] errorCodes of the money calls, beside the general ones of errors.ts. */
export const MoneyErrorCode = {
  insufficientBalance: 'balance.insufficient',
  amountInvalid: 'amount.invalid',
  amountOutOfRange: 'amount.out.of.range',
  idempotencyKeyRequired: 'idempotency.key.required',
  idempotencyKeyReused: 'idempotency.key.reused',
  paymentPasswordRequired: 'payment.password.required',
  paymentPasswordWrong: 'payment.password.wrong',
  bankAccountRequired: 'bank.account.required',
  walletSingle: 'wallet.single',
  walletUnknown: 'wallet.unknown',
  noUpline: 'upline.none',
  trialAccount: 'trial.account',
  stateConflict: 'request.state.conflict',
  proofInvalid: 'proof.invalid',
  notFound: 'not.found',
} as const;

export const walletEndpoints = {
  balance: endpoint<{ typeId: number }, BalanceValue>({ method: 'GET', path: '/wps/v2/wallets/balance', modId: 'COMM3', token: true }),
  merchantWallet: endpoint<void, MerchantWalletValue>({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', modId: 'COMM3', token: true }),
  transfer: endpoint<WalletTransferArgs, MoneyMoveValue>({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', modId: 'FUNDTRANS3', token: true }),
  upline: endpoint<void, UplineValue>({ method: 'GET', path: '/wps/v2/wallets/upline', token: true }),
  /** Encrypted: carries the payment password. */
  transferUpline: endpoint<UplineTransferArgs, MoneyMoveValue>({
    method: 'POST',
    path: '/wps/v2/wallets/transferUpline',
    token: true,
    encrypt: true,
  }),
} as const;
