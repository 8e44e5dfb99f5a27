/** Cashier calls (contract §9 and its legacy endpoints): deposits, withdrawals and their confirmation. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import {
  cashierEndpoints,
  PROOF_MAX_BYTES,
  type CashierRecordsArgs,
  type DepositArgs,
  type DepositCancelArgs,
  type WithdrawalConfirmArgs,
  type WithdrawArgs,
} from '../../../src/shared/wire/cashier';
import { rangeFields } from '../../http/dateRange';
import { pageFields } from '../../http/paging';
import { memberOf } from '../auth/requireMember';
import type { CashierServices } from './services';

/** Amounts are validated by requireAmount (clear money errors); the schema only bounds their size. */
const amountField = { type: 'string', maxLength: 40 } as const;
const idField = { type: 'string', minLength: 1, maxLength: 40 } as const;

const recordsQuery = (statuses: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { ...pageFields, ...rangeFields, status: { type: 'string', enum: ['', ...statuses] }, id: idField },
  }) as const;

const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'cancelled'] as const;
const WITHDRAWAL_STATUSES = ['pending', 'rejected', 'approved', 'received', 'not_received', 'partial', 'refunded'] as const;

const depositBody = {
  type: 'object',
  required: ['methodId', 'amountMinor'],
  additionalProperties: false,
  properties: { methodId: idField, amountMinor: amountField },
} as const;

const depositCancelBody = {
  type: 'object',
  required: ['depositId'],
  additionalProperties: false,
  properties: { depositId: idField },
} as const;

const withdrawBody = {
  type: 'object',
  required: ['amountMinor', 'bankAccountId', 'paymentPassword'],
  additionalProperties: false,
  properties: { amountMinor: amountField, bankAccountId: idField, paymentPassword: { type: 'string', maxLength: 64 } },
} as const;

/** The proof's size is checked by decodeProof (a clear proof.invalid), within the route's body limit. */
const confirmBody = {
  type: 'object',
  required: ['withdrawalId', 'result'],
  additionalProperties: false,
  properties: {
    withdrawalId: idField,
    result: { type: 'string', enum: ['received', 'not_received', 'partial'] },
    proof: { type: 'string' },
    receivedMinor: amountField,
  },
} as const;

/** Base64 of the largest proof, with room for the JSON around it; every other route keeps the default. */
export const CONFIRM_BODY_LIMIT = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 64 * 1024;

const member = { auth: 'member' as const };

export type CashierRouteOptions = { cashier: Pick<CashierServices, 'deposits' | 'withdrawals'> };

export async function cashierRoutes(app: FastifyInstance, { cashier }: CashierRouteOptions) {
  const { deposits, withdrawals } = cashier;

  app.get(cashierEndpoints.depositSettings.path, { config: member }, async (request) => ok(await deposits.settings(memberOf(request), request.merchant)));

  app.post<{ Body: DepositArgs }>(cashierEndpoints.deposit.path, { config: member, schema: { body: depositBody } }, async (request) =>
    ok(await deposits.create(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  app.post<{ Body: DepositCancelArgs }>(cashierEndpoints.cancelDeposit.path, { config: member, schema: { body: depositCancelBody } }, async (request) =>
    ok(await deposits.cancel(memberOf(request), request.body)),
  );

  app.get<{ Querystring: CashierRecordsArgs }>(cashierEndpoints.deposits.path, { config: member, schema: { querystring: recordsQuery(DEPOSIT_STATUSES) } }, async (request) =>
    ok(await deposits.list(memberOf(request), request.query)),
  );

  app.get(cashierEndpoints.withdrawSettings.path, { config: member }, async (request) => ok(await withdrawals.settings(memberOf(request), request.merchant)));

  app.post<{ Body: WithdrawArgs }>(
    cashierEndpoints.withdraw.path,
    { config: { ...member, encrypted: true }, schema: { body: withdrawBody } },
    async (request) => ok(await withdrawals.create(memberOf(request), request.merchant, request.body, request.headers['idempotency-key'])),
  );

  app.get<{ Querystring: CashierRecordsArgs }>(
    cashierEndpoints.withdrawals.path,
    { config: member, schema: { querystring: recordsQuery(WITHDRAWAL_STATUSES) } },
    async (request) => ok(await withdrawals.list(memberOf(request), request.query)),
  );

  app.get(cashierEndpoints.paymentConfirmations.path, { config: member }, async (request) => ok(await withdrawals.confirmations(memberOf(request))));

  app.post<{ Body: WithdrawalConfirmArgs }>(
    cashierEndpoints.confirmWithdrawal.path,
    { config: member, bodyLimit: CONFIRM_BODY_LIMIT, schema: { body: confirmBody } },
    async (request) => ok(await withdrawals.confirm(memberOf(request), request.merchant, request.body)),
  );
}
