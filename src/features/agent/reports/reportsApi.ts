/**
 * The agent centre's reports (agents.ts §Reports, §Settlements): team bets, each member's
 * profit and loss, the team's account records, the agent's income, and the settlement records
 * of a contract kind. `agentReportCsv` asks any of them for its CSV (`format=csv`): the same
 * query through the same base query, so headers, token and merchant are those of the table.
 */
import { api } from '../../../api/api';
import { wire } from '../../../api/wireRequest';
import {
  agentEndpoints,
  type ArgsOf,
  type EndpointDef,
  type IncomeArgs,
  type IncomeValue,
  type MemberProfitLossRow,
  type Page,
  type Settlement,
  type SettlementListArgs,
  type TeamBetArgs,
  type TeamBetRow,
  type TeamReportArgs,
  type TeamTransactionArgs,
  type TeamTransactionRow,
} from '../../../shared/wire';

/** The reports that answer `format=csv`. */
export const CSV_ENDPOINTS = {
  teamBets: agentEndpoints.teamBets,
  profitLoss: agentEndpoints.profitLoss,
  transactions: agentEndpoints.transactions,
  income: agentEndpoints.income,
  settlements: agentEndpoints.settlements,
} as const;

export type CsvReport = keyof typeof CSV_ENDPOINTS;

/** A report and the arguments of its table (without `format`, which the export adds). */
export type CsvRequest = { [K in CsvReport]: { report: K; args: Omit<ArgsOf<(typeof CSV_ENDPOINTS)[K]>, 'format'> } }[CsvReport];

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    agentTeamBets: build.query<Page<TeamBetRow>, TeamBetArgs>({
      query: (args) => wire(agentEndpoints.teamBets, args),
      providesTags: ['Records'],
    }),
    agentProfitLoss: build.query<Page<MemberProfitLossRow>, TeamReportArgs>({
      query: (args) => wire(agentEndpoints.profitLoss, args),
      providesTags: ['Records'],
    }),
    agentTransactions: build.query<Page<TeamTransactionRow>, TeamTransactionArgs>({
      query: (args) => wire(agentEndpoints.transactions, args),
      providesTags: ['Records'],
    }),
    agentIncome: build.query<IncomeValue, IncomeArgs>({
      query: (args) => wire(agentEndpoints.income, args),
      providesTags: ['Records'],
    }),
    agentSettlements: build.query<Page<Settlement>, SettlementListArgs>({
      query: (args) => wire(agentEndpoints.settlements, args),
      providesTags: ['Records'],
    }),
    /**
     * The CSV text of a report: a mutation, so the file is not kept in the cache once saved.
     * `alert: false`: the export button says what went wrong, not the generic dialog.
     */
    /** Every row of a report's range (`format=all`), for the CSV built here: a mutation, not cached. */
    agentReportAll: build.mutation<Page<unknown>, CsvRequest>({
      query: ({ report, args }) => {
        const endpoint: EndpointDef<Record<string, unknown>, Page<unknown>> = { ...CSV_ENDPOINTS[report], alert: false } as EndpointDef<Record<string, unknown>, Page<unknown>>;
        return wire(endpoint, { ...args, format: 'all', pageNo: 1, pageSize: 1 });
      },
    }),
    agentReportCsv: build.mutation<unknown, CsvRequest>({
      query: ({ report, args }) => {
        const endpoint: EndpointDef<Record<string, unknown>, unknown> = { ...CSV_ENDPOINTS[report], alert: false };
        return wire(endpoint, { ...args, format: 'csv' });
      },
    }),
  }),
});

export const { useAgentTeamBetsQuery, useAgentProfitLossQuery, useAgentTransactionsQuery, useAgentIncomeQuery, useAgentSettlementsQuery } = reportsApi;
