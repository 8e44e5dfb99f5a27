/** Wallet calls (contract §4.5, §9): balance, wallet mode, transfers, the upline and transfers to it. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { walletEndpoints, type UplineTransferArgs, type WalletTransferArgs } from '../../../src/shared/wire/wallet';
import { memberOf, sessionOf } from '../auth/requireMember';
import { BALANCE_SESSION_COLUMNS, balanceRowsOf } from '../ledger/balances';
import type { Wallet } from './wallet';

/** Amounts are validated by requireAmount (clear money errors); the schema only bounds their size. */
const amountField = { type: 'string', maxLength: 40 } as const;

const balanceQuery = { type: 'object', additionalProperties: false, properties: { typeId: { type: 'integer' } } } as const;

const transferBody = {
  type: 'object',
  required: ['from', 'to', 'amountMinor'],
  additionalProperties: false,
  properties: { from: { type: 'string', minLength: 1, maxLength: 20 }, to: { type: 'string', minLength: 1, maxLength: 20 }, amountMinor: amountField },
} as const;

const uplineTransferBody = {
  type: 'object',
  required: ['amountMinor', 'paymentPassword'],
  additionalProperties: false,
  properties: { amountMinor: amountField, paymentPassword: { type: 'string', maxLength: 64 } },
} as const;

const member = { auth: 'member' as const };

export async function walletRoutes(app: FastifyInstance, { wallet }: { wallet: Wallet }) {

  // The wallets are read in the session check's own statement: one round trip for the app's
  // most frequent call (issue 15).
  app.get(
    walletEndpoints.balance.path,
    { config: { ...member, sessionColumns: BALANCE_SESSION_COLUMNS }, schema: { querystring: balanceQuery } },
    async (request) => ok(await wallet.balance(memberOf(request), request.merchant, balanceRowsOf(sessionOf(request).columns))),
  );

  app.get(walletEndpoints.merchantWallet.path, { config: member }, async (request) => ok(await wallet.merchantWallet(request.merchant)));

  app.post<{ Body: WalletTransferArgs }>(walletEndpoints.transfer.path, { config: member, schema: { body: transferBody } }, async (request) =>
    ok(await wallet.transfer(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  app.get(walletEndpoints.upline.path, { config: member }, async (request) => ok(await wallet.upline(memberOf(request))));

  app.post<{ Body: UplineTransferArgs }>(
    walletEndpoints.transferUpline.path,
    { config: { ...member, encrypted: true }, schema: { body: uplineTransferBody } },
    async (request) => ok(await wallet.transferUpline(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );
}
