/**
 * The member's records (records.ts on the wire, each route registered from its definition):
 * account records, betting records, profit and loss. Only the logged-in member's own rows; a
 * range is required and bounded, pages are bounded.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { recordEndpoints, TRANSACTION_KINDS, type TransactionKind } from '../../../src/shared/wire/records';
import { checkRange } from '../../http/dateRange';
import { badRequest } from '../../http/errors';
import { pagingOf } from '../../http/paging';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import type { RecordsRepository } from './repository';

const isKind = (value: string): value is TransactionKind => (TRANSACTION_KINDS as readonly string[]).includes(value);

export async function recordRoutes(app: FastifyInstance, { records }: { records: RecordsRepository }) {
  wireRoute(app, recordEndpoints.transactions, {}, async (request) => {
    const { kind } = request.query;
    if (kind !== undefined && kind !== '' && !isKind(kind)) {
      throw badRequest(`There is no record kind "${kind}". Use one of: ${TRANSACTION_KINDS.join(', ')}.`);
    }
    const range = checkRange(request.query);
    return ok(await records.transactions(memberOf(request).id, range, pagingOf(request.query), kind || undefined));
  });

  wireRoute(app, recordEndpoints.bets, {}, async (request) => {
    const range = checkRange(request.query);
    const { vendor, gameType } = request.query;
    return ok(await records.bets(memberOf(request).id, range, pagingOf(request.query), { vendor, gameType }));
  });

  wireRoute(app, recordEndpoints.profitLoss, {}, async (request) =>
    ok(await records.profitLoss(memberOf(request).id, checkRange(request.query))),
  );
}
