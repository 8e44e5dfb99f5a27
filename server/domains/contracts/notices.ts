/**
 * The platform messages of contracts, posted in the transaction of the decision that causes
 * them: the holder hears of an offer, a withdrawal, a termination by the agent or by the
 * lower-rate rule; the agent hears of an acceptance, a rejection or a termination by the holder.
 * Stored as 'notice' messages with English text (render.ts), reference 'contract:<id>', once per
 * contract and event.
 */
import type { ContractKind } from '../../../src/shared/wire/agents';
import { postMessage } from '../messages/postMessage';
import type { Trx } from '../ledger/post';
import { merchantMoney } from '../wallet/merchantMoney';
import { CONTRACT_NAME, formatRate } from './terms';

export type ContractEvent =
  | 'offered'
  | 'offered_by_house'
  | 'accepted'
  | 'rejected'
  | 'withdrawn'
  | 'terminated_by_agent'
  | 'terminated_by_member'
  | 'terminated_by_operator'
  | 'lower_rate';

export type ContractNotice = {
  merchantCode: string;
  contractId: bigint;
  kind: ContractKind;
  rateBp: number;
  /** Who reads it. */
  to: bigint;
  /** The other party's account, named in the text. */
  other: string;
  event: ContractEvent;
  now: Date;
  /** lower_rate: the rate of the upline's new contract that ended this one. */
  newRateBp?: number;
  /** terminated_by_operator: the reason the operator gave, if any. */
  reason?: string;
};

function text(n: ContractNotice): { title: string; content: string } {
  const name = CONTRACT_NAME[n.kind];
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const rate = `up to ${formatRate(n.rateBp)}`;
  switch (n.event) {
    case 'offered':
      return {
        title: `New ${name} offer`,
        content:
          `Your agent ${n.other} has offered you a ${name} paying ${rate}. It awaits your answer: ` +
          `please accept or reject it in the member centre.`,
      };
    case 'offered_by_house':
      return {
        title: `New ${name} offer`,
        content:
          `The site has offered you a ${name} paying ${rate}, paid by the house. It awaits your answer: ` +
          `please accept or reject it in the member centre.`,
      };
    case 'terminated_by_operator':
      return {
        title: `${Name} terminated`,
        content:
          `The site operator terminated the ${name} paying ${rate}${n.reason ? ` (${n.reason})` : ''}. ` +
          `Periods that end from now on are not paid under it.`,
      };
    case 'accepted':
      return {
        title: `${Name} accepted`,
        content: `${n.other} accepted your ${name} paying ${rate}. It is now in force.`,
      };
    case 'rejected':
      return {
        title: `${Name} rejected`,
        content: `${n.other} rejected your ${name} paying ${rate}. You can offer a new one at any time.`,
      };
    case 'withdrawn':
      return {
        title: `${Name} offer withdrawn`,
        content: `Your agent ${n.other} withdrew the ${name} paying ${rate} that was offered to you.`,
      };
    case 'terminated_by_agent':
      return {
        title: `${Name} terminated`,
        content:
          `Your agent ${n.other} terminated your ${name} paying ${rate}. ` +
          `Periods that end from now on are not paid under it.`,
      };
    case 'terminated_by_member':
      return {
        title: `${Name} terminated`,
        content:
          `${n.other} terminated the ${name} paying ${rate} that you had with them. ` +
          `Periods that end from now on are not paid under it.`,
      };
    case 'lower_rate':
      return {
        title: `${Name} terminated`,
        content:
          `Your ${name} paying ${rate} has ended: your agent ${n.other} accepted a ${name} of their own ` +
          `paying up to ${formatRate(n.newRateBp ?? 0)}, and a contract cannot pay more than the agent's own. ` +
          `Your agent can offer you a new one.`,
      };
  }
}

export async function postContractNotice(trx: Trx, notice: ContractNotice): Promise<void> {
  const merchant = await merchantMoney(trx, notice.merchantCode);
  const reference = `contract:${notice.contractId}`;
  await postMessage(trx, {
    merchantCode: notice.merchantCode,
    memberId: notice.to,
    kind: 'notice',
    params: { site: merchant.site, currency: merchant.currency.code, reference },
    eventKey: `${reference}:${notice.event}`,
    now: notice.now,
    notice: text(notice),
  });
}
