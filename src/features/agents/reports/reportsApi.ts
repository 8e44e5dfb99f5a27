/**
 * The agent centre's reports (agents.ts §Reports, §Settlements): team bets, each member's
 * profit and loss, the team's account records, the agent's income, and the settlement records
 * of a contract kind. `agentReportAll` asks any of them for every row of its range
 * (`format=all`), for the CSV built here: the same query through the same base query, so
 * headers, token and merchant are those of the table.
 */
import { api } from '../../../api/api';
import { wire } from '../../../api/wireRequest';
import {
  agentEndpoints,
  type ArgsOf,
  type EndpointDef,
  type IncomeArgs,
  type IncomeValue,
  type Page,
  type SettlementListArgs,
  type SettlementsValue,
  type TeamBetArgs,
  type TeamBetsValue,
  type TeamProfitLossValue,
  type TeamReportArgs,
  type TeamTransactionArgs,
  type TeamTransactionRow,
} from '../../../shared/wire';

/** The reports that answer `format=all` (and `format=csv`, for other clients). */
export const CSV_ENDPOINTS = {
  teamBets: agentEndpoints.teamBets,
  profitLoss: agentEndpoints.profitLoss,
  transactions: agentEndpoints.transactions,
  income: agentEndpoints.income,
  settlements: agentEndpoints.settlements,
} as const;

export type CsvReport = keyof typeof CSV_ENDPOINTS;

/** A report and the arguments of its table (without `format`, which the export adds). */
export type CsvRequest = {
  [K in CsvReport]: { report: K; args: Omit<ArgsOf<(typeof CSV_ENDPOINTS)[K]>, 'format'> };
}[CsvReport];

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    agentTeamBets: build.query<TeamBetsValue, TeamBetArgs>({
      query: (args) => wire(agentEndpoints.teamBets, args),
      providesTags: ['Records'],
    }),
    agentProfitLoss: build.query<TeamProfitLossValue, TeamReportArgs>({
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
    agentSettlements: build.query<SettlementsValue, SettlementListArgs>({
      query: (args) => wire(agentEndpoints.settlements, args),
      providesTags: ['Records'],
    }),
    /** Every row of a report's range (`format=all`), for the CSV built here: a mutation, not cached; `alert: false`: the export button says what went wrong. */
    agentReportAll: build.mutation<Page<unknown>, CsvRequest>({
      query: ({ report, args }) => {
        const endpoint: EndpointDef<Record<string, unknown>, Page<unknown>> = {
          ...CSV_ENDPOINTS[report],
          alert: false,
        } as EndpointDef<Record<string, unknown>, Page<unknown>>;
        return wire(endpoint, { ...args, format: 'all', pageNo: 1, pageSize: 1 });
      },
    }),
  }),
});

export const {
  useAgentTeamBetsQuery,
  useAgentProfitLossQuery,
  useAgentTransactionsQuery,
  useAgentIncomeQuery,
  useAgentSettlementsQuery,
} = reportsApi;
