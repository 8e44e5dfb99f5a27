/**
 * Wallet on the wire: balances, the merchant's wallet mode, transfers between the main wallet and
 * vendor wallets, and transfers to the upline agent. The types are those of the schemas
 * (./schemas/wallet.ts), where each field is described.
 *
 * Money: every amount is integer minor units as a decimal string in a `…Minor` field. Where the
 * platform was seen to send a field name ([seen] `sumBalance`, `availBalance`), it carries the
 * same amount in major units as an exact decimal string ("123.45"), formatted from the integer,
 * never a float (docs/protocol.md, "Money").
 *
 * Money-moving calls carry an `Idempotency-Key` header [design]: the client makes one key per
 * submission (a UUID) and reuses it when it retries; the server answers a repeat with the first
 * reply and refuses the key with a different body (errorCode `idempotency.key.reused`).
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/wallet';

/** [seen] accountTypeId 2 = main wallet. [design] 3 = bonus, 10 = a vendor's game wallet. */
export const AccountType = { main: 2, bonus: 3, game: 10 } as const;

export type WalletBalanceEntry = Static<typeof schemas.WalletBalanceEntry>;
export type BalanceValue = Static<typeof schemas.BalanceValue>;
export type MerchantWalletValue = Static<typeof schemas.MerchantWalletValue>;

/** 'MAIN' or a vendor code. */
export type WalletRef = string;
export const MAIN_WALLET: WalletRef = 'MAIN';

export type WalletTransferArgs = Static<typeof schemas.WalletTransferArgs>;
export type MoneyMoveValue = Static<typeof schemas.MoneyMoveValue>;
export type UplineTransferArgs = Static<typeof schemas.UplineTransferArgs>;
export type UplineValue = Static<typeof schemas.UplineValue>;

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

/** Their schemas: ./schemas/wallet.ts. */
export const walletEndpoints = endpointGroup('wallet')({
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', modId: 'COMM3', token: true },
  merchantWallet: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', modId: 'COMM3', token: true },
  transfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', modId: 'FUNDTRANS3', token: true },
  upline: { method: 'GET', path: '/wps/v2/wallets/upline', token: true },
  /** Encrypted: carries the payment password. */
  transferUpline: { method: 'POST', path: '/wps/v2/wallets/transferUpline', token: true, encrypt: true },
});
