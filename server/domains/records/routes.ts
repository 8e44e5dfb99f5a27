/**
 * The member's records (records.ts on the wire): account records, betting records, profit and
 * loss. Only the logged-in member's own rows; a range is required and bounded, pages are bounded.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { recordEndpoints, TRANSACTION_KINDS, type TransactionKind } from '../../../src/shared/wire/records';
import { checkRange, rangeQuery, type RangeQuery } from '../../http/dateRange';
import { badRequest } from '../../http/errors';
import { pagingOf } from '../../http/paging';
import { memberOf } from '../auth/requireMember';
import type { RecordsRepository } from './repository';
import { betsQuery, transactionsQuery, type BetsQuery, type TransactionsQuery } from './schemas';

const isKind = (value: string): value is TransactionKind => (TRANSACTION_KINDS as readonly string[]).includes(value);

export async function recordRoutes(app: FastifyInstance, { records }: { records: RecordsRepository }) {
  const member = { auth: 'member' as const };

  app.get<{ Querystring: TransactionsQuery }>(recordEndpoints.transactions.path, { config: member, schema: { querystring: transactionsQuery } }, async (request) => {
    const { kind } = request.query;
    if (kind !== undefined && kind !== '' && !isKind(kind)) {
      throw badRequest(`There is no record kind "${kind}". Use one of: ${TRANSACTION_KINDS.join(', ')}.`);
    }
    const range = checkRange(request.query);
    return ok(await records.transactions(memberOf(request).id, range, pagingOf(request.query), kind || undefined));
  });

  app.get<{ Querystring: BetsQuery }>(recordEndpoints.bets.path, { config: member, schema: { querystring: betsQuery } }, async (request) => {
    const range = checkRange(request.query);
    const { vendor, gameType } = request.query;
    return ok(await records.bets(memberOf(request).id, range, pagingOf(request.query), { vendor, gameType }));
  });

  app.get<{ Querystring: RangeQuery }>(recordEndpoints.profitLoss.path, { config: member, schema: { querystring: rangeQuery } }, async (request) => {
    const range = checkRange(request.query);
    return ok(await records.profitLoss(memberOf(request).id, range));
  });
}
