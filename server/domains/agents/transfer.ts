/**
 * An agent's transfer to a member of its team (any depth), the mirror of the wallet's
 * transferUpline: one ledger post main → main inside `once`, so a repeated Idempotency-Key
 * answers the first reply and moves nothing, and a refused transfer (insufficient balance,
 * wrong payment password…) leaves no trace. A member outside the team answers 404 like a
 * missing one.
 */
import type { Kysely } from 'kysely';
import type { DownlineTransferArgs } from '../../../src/shared/wire/agents';
import { MoneyErrorCode, type MoneyMoveValue } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { memberBalance } from '../ledger/balances';
import { answered, idempotencyKeyOf, once } from '../ledger/idempotency';
import { post } from '../ledger/post';
import type { PaymentPasswords } from '../security/paymentPassword';
import type { Merchant } from '../system/service';
import { requireAmount } from '../wallet/amounts';
import { memberScope, refuseTrial } from '../wallet/guards';
import { moneySettings } from '../wallet/moneySettings';
import { subtreeMember } from './access';

type Deps = { db: Kysely<DB>; clock: () => Date; paymentPasswords: PaymentPasswords };
type KeyHeader = string | string[] | undefined;

export async function transferToDownline(
  deps: Deps,
  agent: MemberRow,
  merchant: Merchant,
  args: DownlineTransferArgs,
  keyHeader: KeyHeader,
): Promise<MoneyMoveValue> {
  const { db, clock, paymentPasswords } = deps;
  refuseTrial(agent);
  const key = idempotencyKeyOf(keyHeader);
  const currency = merchant.site.currency;
  const amount = requireAmount(args.amountMinor, currency);
  const target = await subtreeMember(db, agent.id, args.memberId);
  // The payment password stays out of the remembered body: a hash of six digits is no secret.
  const body = { memberId: target.id.toString(), amountMinor: amount.toString() };
  const request = {
    merchantCode: merchant.code,
    scope: memberScope(agent),
    key,
    operation: 'agent.transferDownline',
    body,
  };
  // A retry of an answered request gets its stored reply before any password check.
  const replay = await answered<MoneyMoveValue>(db, request);
  if (replay) return replay.reply;
  if (target.status !== 'active') {
    throw businessError(
      MoneyErrorCode.stateConflict,
      `The account ${target.username} is disabled and cannot receive transfers.`,
    );
  }
  await paymentPasswords.verify(agent, args.paymentPassword);
  const vendors = (await moneySettings(db, merchant.code)).gameWallets.map((w) => w.code);
  const now = clock();
  return once(db, { ...request, now }, async (trx) => {
    const posted = await post(trx, {
      merchantCode: merchant.code,
      currency: currency.code,
      kind: 'downline_transfer',
      idempotencyKey: `downline:${agent.id}:${key}`,
      reference: `downline:${target.id}`,
      memberId: agent.id,
      postings: [
        { account: { member: agent.id, kind: 'main' }, amount: -amount },
        { account: { member: target.id, kind: 'main' }, amount },
      ],
      now,
    });
    return {
      transactionId: posted.transactionId.toString(),
      balance: await memberBalance(trx, agent.id, currency, vendors),
    };
  });
}
