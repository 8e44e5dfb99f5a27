/**
 * Cashier calls (src/shared/wire/cashier.ts, each route registered from its definition): deposits,
 * withdrawals and their confirmation.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { cashierEndpoints, PROOF_MAX_BYTES } from '../../../src/shared/wire/cashier';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import type { CashierServices } from './services';

/** Base64 of the largest proof, with room for the JSON around it; every other route keeps the default. */
export const CONFIRM_BODY_LIMIT = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 64 * 1024;

export type CashierRouteOptions = { cashier: Pick<CashierServices, 'deposits' | 'withdrawals'> };

export async function cashierRoutes(app: FastifyInstance, { cashier }: CashierRouteOptions) {
  const { deposits, withdrawals } = cashier;
  const c = cashierEndpoints;

  wireRoute(app, c.depositSettings, {}, async (request) =>
    ok(await deposits.settings(memberOf(request), request.merchant)),
  );

  wireRoute(app, c.deposit, {}, async (request) =>
    ok(await deposits.create(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  wireRoute(app, c.cancelDeposit, {}, async (request) => ok(await deposits.cancel(memberOf(request), request.body)));

  wireRoute(app, c.deposits, {}, async (request) => ok(await deposits.list(memberOf(request), request.query)));

  wireRoute(app, c.withdrawSettings, {}, async (request) =>
    ok(await withdrawals.settings(memberOf(request), request.merchant)),
  );

  wireRoute(app, c.withdraw, {}, async (request) =>
    ok(await withdrawals.create(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  wireRoute(app, c.withdrawals, {}, async (request) => ok(await withdrawals.list(memberOf(request), request.query)));

  wireRoute(app, c.paymentConfirmations, {}, async (request) => ok(await withdrawals.confirmations(memberOf(request))));

  wireRoute(app, c.confirmWithdrawal, { bodyLimit: CONFIRM_BODY_LIMIT }, async (request) =>
    ok(await withdrawals.confirm(memberOf(request), request.merchant, request.body)),
  );
}
