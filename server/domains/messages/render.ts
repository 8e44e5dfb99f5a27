/**
 * The English title and content of a platform message (MessageKind, src/shared/wire/messages.ts:
 * the money messages, each with the site and the currency). Readers that speak another language
 * render `kind` + `params` themselves; this text is what the inbox stores for every other client.
 */
import type { MessageKind, MessageParams } from '../../../src/shared/wire/messages';
import { moneyText } from '../wallet/amounts';

export type RenderedMessage = { title: string; content: string };

/** "1000.00 USD": exactly the integer's digits (formatMinor), never a rounded float. */
function amountText(params: MessageParams): string {
  const minor =
    params.amountMinor !== undefined && /^\d{1,19}$/.test(params.amountMinor) ? BigInt(params.amountMinor) : 0n;
  return moneyText(minor, { code: params.currency, minorUnits: params.minorUnits ?? 0 });
}

export function renderMessage(
  kind: MessageKind,
  params: MessageParams,
  noticeText?: { title: string; content: string },
): RenderedMessage {
  const amount = amountText(params);
  switch (kind) {
    case 'deposit_credited':
      return {
        title: 'Deposit credited',
        content: `Your deposit of ${amount} has been credited to your ${params.site} main wallet.`,
      };
    case 'deposit_failed':
      return {
        title: 'Deposit failed',
        content:
          `Your deposit of ${amount} at ${params.site} did not go through. ` +
          `Nothing was charged to your wallet; you can start a new deposit at any time.`,
      };
    case 'withdrawal_approved':
      return {
        title: 'Withdrawal approved',
        content:
          `Your withdrawal of ${amount} from ${params.site} has been approved and paid out to your bank ` +
          `account. Please confirm in the member centre once it arrives.`,
      };
    case 'withdrawal_rejected':
      return {
        title: 'Withdrawal rejected',
        content:
          `Your withdrawal of ${amount} from ${params.site} was rejected. ` +
          `The amount has been returned to your main wallet.`,
      };
    case 'withdrawal_refunded':
      return {
        title: 'Withdrawal refunded',
        content:
          `${amount} of your withdrawal from ${params.site} that did not reach your bank account has been ` +
          `returned to your main wallet.`,
      };
    case 'notice':
      return noticeText ?? { title: `${params.site} notice`, content: '' };
  }
}
