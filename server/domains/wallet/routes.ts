/** Wallet calls (src/shared/wire/wallet.ts): balance, wallet mode, transfers, the upline and transfers to it. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { walletEndpoints } from '../../../src/shared/wire/wallet';
import { wireRoute } from '../../http/wireRoute';
import { memberOf, sessionOf } from '../auth/requireMember';
import { BALANCE_SESSION_COLUMNS, balanceRowsOf } from '../ledger/balances';
import type { Wallet } from './wallet';

export async function walletRoutes(app: FastifyInstance, { wallet }: { wallet: Wallet }) {
  // The wallets are read in the session check's own statement: one round trip for the app's
  // most frequent call (issue 15).
  wireRoute(app, walletEndpoints.balance, { config: { sessionColumns: BALANCE_SESSION_COLUMNS } }, async (request) =>
    ok(await wallet.balance(memberOf(request), request.merchant, balanceRowsOf(sessionOf(request).columns))),
  );

  wireRoute(app, walletEndpoints.merchantWallet, {}, async (request) =>
    ok(await wallet.merchantWallet(request.merchant)),
  );

  wireRoute(app, walletEndpoints.transfer, {}, async (request) =>
    ok(await wallet.transfer(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  wireRoute(app, walletEndpoints.upline, {}, async (request) => ok(await wallet.upline(memberOf(request))));

  wireRoute(app, walletEndpoints.transferUpline, {}, async (request) =>
    ok(
      await wallet.transferUpline(
        memberOf(request),
        request.merchant,
        request.body,
        request.headers['idempotency-key'],
      ),
    ),
  );
}
