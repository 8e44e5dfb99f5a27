/**
 * The two writes every cashier step makes besides its own row: the ledger move of the request's
 * amount from one account to another, and the member's message about what happened. Both run
 * in the caller's database transaction, so neither happens without the other.
 */
import type { MessageKind } from '../../../src/shared/wire/messages';
import { post, type AccountRef, type PostResult, type Trx } from '../ledger/post';
import { postMessage } from '../messages/postMessage';
import { moneyMessageParams, type MerchantMoney } from '../wallet/merchantMoney';

export type Move = {
  merchant: { code: string; currency: { code: string } };
  memberId: bigint;
  kind: string;
  /** Once-only: posting a key already in the ledger returns that transaction. */
  idempotencyKey: string;
  /** What the move is for, e.g. 'withdrawal:12'. */
  reference: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  now: Date;
};

/** One balanced ledger transaction: `amount` out of `from` and into `to`. */
export function postMove(trx: Trx, move: Move): Promise<PostResult> {
  return post(trx, {
    merchantCode: move.merchant.code,
    currency: move.merchant.currency.code,
    kind: move.kind,
    idempotencyKey: move.idempotencyKey,
    reference: move.reference,
    memberId: move.memberId,
    postings: [
      { account: move.from, amount: -move.amount },
      { account: move.to, amount: move.amount },
    ],
    now: move.now,
  });
}

export type MoneyMessage = {
  merchant: MerchantMoney;
  memberId: bigint;
  kind: MessageKind;
  amount: bigint;
  reference: string;
  /** What happened to `reference` ('credited', 'approved'): the message is posted once per event. */
  event: string;
  now: Date;
};

/** The member's platform message about a deposit or withdrawal. */
export function postMoneyMessage(trx: Trx, message: MoneyMessage): Promise<bigint | null> {
  return postMessage(trx, {
    merchantCode: message.merchant.code,
    memberId: message.memberId,
    kind: message.kind,
    params: moneyMessageParams(message.merchant, message.amount, message.reference),
    eventKey: `${message.reference}:${message.event}`,
    now: message.now,
  });
}
