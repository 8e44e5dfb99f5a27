/**
 * The agent centre's team, invitation and report calls (wire agents.ts `agentEndpoints`; the
 * contract calls live in server/domains/contracts). Every route needs a session and an agent
 * (403 agent.only otherwise); every id or account it names must be in the agent's subtree
 * (404 not.found otherwise, as for a missing one). Reports take a range of at most
 * MAX_AGENT_RANGE_DAYS and pages; `format=csv` answers the whole range as CSV instead. Team bets
 * and profit and loss carry a totals row over the whole filter; income and settlement lists
 * leave out zero settlements unless `hideZero=false`. Each route is registered from its
 * definition, its arguments checked by their schemas (src/shared/wire/schemas/agents.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok, type Envelope } from '../../../src/shared/wire';
import {
  AgentErrorCode,
  MAX_AGENT_RANGE_DAYS,
  agentEndpoints,
  type MemberProfitLossRow,
  type Settlement,
  type TeamBetRow,
  type TeamTransactionRow,
} from '../../../src/shared/wire/agents';
import { TRANSACTION_KINDS, type TransactionKind } from '../../../src/shared/wire/records';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { refuseNulCharacters } from '../../http/nul';
import { checkRange, type Range, type RangeLimit, type RangeQuery } from '../../http/dateRange';
import { wireRoute } from '../../http/wireRoute';
import { pagingOf, type Paging } from '../../http/paging';
import { requireAgent, subtreeAccount } from './access';
import { agentAnnouncements } from './announcements';
import { CSV_PAGING, csvFilename, isoTime, major, sendCsv, type CsvColumn } from './csv';
import { income, settlements } from './income';
import { createInvitation, listInvitations } from './invitations';
import { teamOverview } from './overview';
import { formatRate } from '../contracts/terms';
import { teamBets, teamProfitLoss, teamTransactions, type TeamScope } from './reports';
import type { MemberRepository } from '../member/repository';
import type { PaymentPasswords } from '../security/paymentPassword';
import type { SystemRepository } from '../system/repository';
import { agentSettings } from './settings';
import { createDownline, teamMembers } from './team';
import { transferToDownline } from './transfer';

/** The longest range of an agent report, answered beyond it with report.range.too.long. */
const AGENT_RANGE: RangeLimit = { maxDays: MAX_AGENT_RANGE_DAYS, tooLongCode: AgentErrorCode.rangeTooLong };

const isKind = (value: string): value is TransactionKind => (TRANSACTION_KINDS as readonly string[]).includes(value);

/** Where invitation links point: the merchant's main domain, else the origin the agent uses. */
function siteOrigin(request: FastifyRequest): string {
  if (request.merchant.mainDomain) return request.merchant.mainDomain;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

const settlementColumns = (units: number): CsvColumn<Settlement>[] => [
  { header: 'id', value: (s) => s.id },
  { header: 'contractId', value: (s) => s.contractId },
  { header: 'kind', value: (s) => s.kind },
  { header: 'periodKey', value: (s) => s.periodKey },
  { header: 'periodStart', value: (s) => isoTime(s.periodStart) },
  { header: 'periodEnd', value: (s) => isoTime(s.periodEnd) },
  { header: 'memberAccount', value: (s) => s.memberAccount },
  { header: 'betCount', value: (s) => s.metrics.betCount },
  { header: 'validBet', value: (s) => major(s.metrics.validBetMinor, units) },
  { header: 'stake', value: (s) => major(s.metrics.stakeMinor, units) },
  { header: 'payout', value: (s) => major(s.metrics.payoutMinor, units) },
  { header: 'loss', value: (s) => major(s.metrics.lossMinor, units) },
  { header: 'activeMembers', value: (s) => s.metrics.activeMembers },
  { header: 'rate', value: (s) => formatRate(s.rateBp) },
  { header: 'amount', value: (s) => major(s.amountMinor, units) },
  { header: 'transactionId', value: (s) => s.transactionId },
  { header: 'settledAt', value: (s) => isoTime(s.settledAt) },
];

const betColumns = (units: number): CsvColumn<TeamBetRow>[] => [
  { header: 'id', value: (b) => b.id },
  { header: 'account', value: (b) => b.account },
  { header: 'level', value: (b) => b.level },
  { header: 'vendor', value: (b) => b.vendor },
  { header: 'gameType', value: (b) => b.gameType },
  { header: 'gameName', value: (b) => b.gameName },
  { header: 'roundId', value: (b) => b.roundId },
  { header: 'stake', value: (b) => major(b.stakeMinor, units) },
  { header: 'validBet', value: (b) => major(b.validBetMinor, units) },
  { header: 'payout', value: (b) => major(b.payoutMinor, units) },
  { header: 'winLoss', value: (b) => major(b.winLossMinor, units) },
  { header: 'status', value: (b) => b.status },
  { header: 'placedAt', value: (b) => isoTime(b.placedAt) },
  { header: 'settledAt', value: (b) => isoTime(b.settledAt) },
];

const profitLossColumns = (units: number): CsvColumn<MemberProfitLossRow>[] => [
  { header: 'memberId', value: (r) => r.memberId },
  { header: 'account', value: (r) => r.account },
  { header: 'level', value: (r) => r.level },
  { header: 'betCount', value: (r) => r.betCount },
  { header: 'validBet', value: (r) => major(r.validBetMinor, units) },
  { header: 'winLoss', value: (r) => major(r.winLossMinor, units) },
  { header: 'deposit', value: (r) => major(r.depositMinor, units) },
  { header: 'withdrawal', value: (r) => major(r.withdrawalMinor, units) },
  { header: 'rebate', value: (r) => major(r.rebateMinor, units) },
  { header: 'reward', value: (r) => major(r.rewardMinor, units) },
  { header: 'profit', value: (r) => major(r.profitMinor, units) },
];

const transactionColumns = (units: number): CsvColumn<TeamTransactionRow>[] => [
  { header: 'entryId', value: (r) => r.entryId },
  { header: 'transactionId', value: (r) => r.transactionId },
  { header: 'account', value: (r) => r.account },
  { header: 'level', value: (r) => r.level },
  { header: 'kind', value: (r) => r.kind },
  { header: 'wallet', value: (r) => r.wallet },
  { header: 'amount', value: (r) => major(r.amountMinor, units) },
  { header: 'balanceAfter', value: (r) => major(r.balanceAfterMinor, units) },
  { header: 'reference', value: (r) => r.reference },
  { header: 'createdAt', value: (r) => isoTime(r.createdAt) },
];

export type AgentRouteOptions = {
  db: Kysely<DB>;
  clock: () => Date;
  /** Creating a downline: the member rows and the site's register rules (team.ts). */
  members: MemberRepository;
  systemRepo: SystemRepository;
  /** A transfer to a downline asks for the payment password (transfer.ts). */
  paymentPasswords: PaymentPasswords;
};

export async function agentRoutes(
  app: FastifyInstance,
  { db, clock, members, systemRepo, paymentPasswords }: AgentRouteOptions,
) {
  refuseNulCharacters(app);

  /**
   * A report's answer: the page as the envelope; with format=all the whole range (up to
   * MAX_CSV_ROWS) as one page, what the agent centre's CSV export builds its file from with the
   * screen's columns, labels and time zone (src/components/report/csvTable.ts); with
   * format=csv the whole range as CSV for other clients.
   */
  async function report<T, V extends { content: T[] }>(
    request: FastifyRequest<{ Querystring: RangeQuery & { pageNo: number; pageSize: number; format?: 'csv' | 'all' } }>,
    reply: FastifyReply,
    name: string,
    columns: (units: number) => CsvColumn<T>[],
    run: (range: Range, paging: Paging) => Promise<V>,
  ): Promise<Envelope<V> | FastifyReply> {
    const range = checkRange(request.query, AGENT_RANGE);
    if (request.query.format === 'all') return ok(await run(range, CSV_PAGING));
    if (request.query.format !== 'csv') return ok(await run(range, pagingOf(request.query)));
    const { content } = await run(range, CSV_PAGING);
    return sendCsv(reply, csvFilename(name, range), columns(request.merchant.site.currency.minorUnits), content);
  }

  /** The team of a report: my subtree, or one member of it named by account (404 outside it). */
  async function scopeOf(request: FastifyRequest, account: string | undefined): Promise<TeamScope> {
    const agent = requireAgent(request);
    const scope: TeamScope = { agentId: agent.id, merchantCode: agent.merchant_code };
    if (account) scope.memberId = (await subtreeAccount(db, agent, account, { includeSelf: true })).id;
    return scope;
  }

  wireRoute(app, agentEndpoints.settings, {}, async (request) => {
    const agent = requireAgent(request);
    return ok(await agentSettings(db, agent.merchant_code));
  });

  wireRoute(app, agentEndpoints.announcements, {}, async (request) => {
    const agent = requireAgent(request);
    return ok(await agentAnnouncements(db, agent.merchant_code, pagingOf(request.query), clock()));
  });

  wireRoute(app, agentEndpoints.overview, {}, async (request) => {
    const agent = requireAgent(request);
    return ok(await teamOverview(db, agent, checkRange(request.query, AGENT_RANGE), clock()));
  });

  wireRoute(app, agentEndpoints.members, {}, async (request) => {
    const agent = requireAgent(request);
    const { parentId, account, status } = request.query;
    return ok(await teamMembers(db, agent, { parentId, account, status }, pagingOf(request.query)));
  });

  wireRoute(app, agentEndpoints.createDownline, {}, async (request) => {
    const agent = requireAgent(request);
    const deps = { members, systemRepo, clock };
    return ok(await createDownline(deps, agent, request.body, request.ip), 'The account was created.');
  });

  wireRoute(app, agentEndpoints.transfer, {}, async (request) => {
    const agent = requireAgent(request);
    const deps = { db, clock, paymentPasswords };
    return ok(
      await transferToDownline(deps, agent, request.merchant, request.body, request.headers['idempotency-key']),
    );
  });

  wireRoute(app, agentEndpoints.invitations, {}, async (request) => {
    const agent = requireAgent(request);
    return ok(await listInvitations(db, agent, siteOrigin(request)));
  });

  wireRoute(app, agentEndpoints.createInvitation, {}, async (request) => {
    const agent = requireAgent(request);
    return ok(await createInvitation(db, agent, request.body.isAgent, siteOrigin(request), clock()));
  });

  wireRoute(app, agentEndpoints.teamBets, {}, async (request, reply) => {
    const scope = await scopeOf(request, request.query.account);
    const { vendor, gameType, team, time } = request.query;
    return report(request, reply, 'team-bets', betColumns, (range, paging) =>
      teamBets(db, scope, range, { vendor, gameType, team, time }, paging),
    );
  });

  wireRoute(app, agentEndpoints.profitLoss, {}, async (request, reply) => {
    const scope = await scopeOf(request, request.query.account);
    return report(request, reply, 'team-profit-loss', profitLossColumns, (range, paging) =>
      teamProfitLoss(db, scope, range, paging),
    );
  });

  wireRoute(app, agentEndpoints.transactions, {}, async (request, reply) => {
    const scope = await scopeOf(request, request.query.account);
    const { kind } = request.query;
    if (kind !== undefined && kind !== '' && !isKind(kind)) {
      throw badRequest(`There is no record kind "${kind}". Use one of: ${TRANSACTION_KINDS.join(', ')}.`);
    }
    return report(request, reply, 'team-transactions', transactionColumns, (range, paging) =>
      teamTransactions(db, scope, range, kind || undefined, paging),
    );
  });

  wireRoute(app, agentEndpoints.income, {}, async (request, reply) => {
    const agent = requireAgent(request);
    return report(request, reply, 'income', settlementColumns, (range, paging) =>
      income(db, agent.id, range, request.query.source, paging, request.query.hideZero),
    );
  });

  wireRoute(app, agentEndpoints.settlements, {}, async (request, reply) => {
    const agent = requireAgent(request);
    const { kind, scope, account, hideZero } = request.query;
    // 'mine': my own settlements (an account filter can only name me); 'team': my downlines' (depth ≥ 1).
    const named = account ? await subtreeAccount(db, agent, account, { includeSelf: scope === 'mine' }) : undefined;
    if (named && scope === 'mine' && named.id !== agent.id)
      throw badRequest('Your own settlements are yours only: leave the account empty, or choose the team scope.');
    const where = scope === 'mine' ? { mine: agent.id } : { team: agent.id, memberId: named?.id };
    return report(request, reply, `${kind}-settlements`, settlementColumns, (range, paging) =>
      settlements(db, where, range, kind, paging, hideZero),
    );
  });
}
