/**
 * The agent centre and contracts on the wire (docs/protocol.md): the agent menu, contracts and
 * the consolidated info, contract states, agent permissions and settlement timing. Their
 * schemas: ./schemas/agents.ts, which the types here are derived from.
 *
 * Seen: the consolidated-funds path and its flag names, the four contract-processing relay calls
 * with their module ids and methods, dividend periods D / W / H / M, `/wps/agent/affiliate`,
 * `/wps/agent/announcements`. Everything else here is [design]: the bodies of the processing
 * calls were not visible, nor any team or report call.
 *
 * Rules both sides keep:
 * - Money is integer minor units as decimal strings in `…Minor` fields; rates are basis points
 *   (1 bp = 0.01 %), integers.
 * - Every report takes a range (epoch ms, start inclusive, end exclusive, at most
 *   MAX_AGENT_RANGE_DAYS long) and pages (paging.ts). Adding `format=csv` to a report's query
 *   answers the whole range as `text/csv` (UTF-8 with BOM, at most MAX_CSV_ROWS rows, header row
 *   in English field names) instead of the envelope; errors still come as the JSON envelope.
 *   `format=all` answers the whole range as one page (the agent centre builds its own CSV).
 * - Lists of settlements (income, settlement records) leave out the zero ones unless
 *   `hideZero=false`; their totals and per-day figures always count them all.
 * - Agent calls need an agent (member types AGENT_TYPES); anyone else gets 403 `agent.only`.
 *   Any member id or account named in a call must be in the caller's own subtree (a direct
 *   downline where said); anything else answers 404 `not.found`, the same as an id that does not
 *   exist, so the reply leaks nothing about other teams.
 * - Periods are closed-open intervals in UTC: H hour, D day, W ISO week (Monday), S semimonth
 *   (1st–15th, 16th–end; the contract's `H`), M month, R five minutes (real-time salary).
 * - A member's team is the member's whole subtree, the member included.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/agents';

export const MAX_AGENT_RANGE_DAYS = 93;
export const MAX_CSV_ROWS = 50_000;

/** [design] errorCodes of the agent calls, beside the general ones of errors.ts. */
export const AgentErrorCode = {
  agentOnly: 'agent.only',
  notDownline: 'agent.not.downline',
  rateOutOfRange: 'contract.rate.range',
  termsInvalid: 'contract.terms.invalid',
  /** Accepting would end contracts that direct downlines hold at a higher rate; resend with confirmLowerRate. */
  lowerRateConfirm: 'contract.lower.rate',
  contractExists: 'contract.exists',
  contractState: 'contract.state',
  rangeTooLong: 'report.range.too.long',
  accountTaken: 'account.taken',
  featureDisabled: 'function.not.available',
} as const;

// ---------------------------------------------------------------------------------------------
// Contracts

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * [design] Whether a contract of each kind counts its holder's own bets (issue 13 item 1): none
 * does. A contract pays for the play of the team the holder brought in; paid on the holder's own
 * bets it would be a rebate on the holder's own play that the house never priced, and an agent
 * could farm it alone. The settlement reads this table (server/domains/settlement/compute.ts), so
 * a kind that should count them says so here and nowhere else.
 */
export const COUNTS_HOLDER_OWN_BETS: Readonly<Record<ContractKind, boolean>> = {
  dividend: false,
  daily: false,
  hourly: false,
  realtime: false,
};

/** [seen] dividend periods; H = semimonthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_STATUSES = ['request', 'accepted', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * One dividend tier: met when the team's period valid bet, the team's period loss (what the team
 * lost to the house: stake − payout, positive) and its active members all reach the thresholds.
 * The highest tier met pays `rateBp` of the team's period loss; a period the team won pays 0.
 */
export type DividendTier = Static<typeof schemas.DividendTier>;
export type DividendTerms = Static<typeof schemas.DividendTerms>;

/**
 * Daily and hourly salary: the highest tier whose team bet amount (valid bet of the day or hour)
 * and active members are met pays `rateBp` of that valid bet.
 */
export type SalaryTier = Static<typeof schemas.SalaryTier>;
export type SalaryTerms = Static<typeof schemas.SalaryTerms>;

/**
 * Real-time salary, settled every 5 minutes: every settled team bet whose stake is at least
 * `singleBetMinor` pays `lossRateBp` of its valid bet when the bettor lost and `profitRateBp`
 * when the bettor won or drew.
 */
export type RealtimeTerms = Static<typeof schemas.RealtimeTerms>;

export type ContractTerms = Static<typeof schemas.ContractTerms>;

/** The highest rate a contract's terms can pay: what the lower-rate rule compares. */
export function contractRateBp(terms: ContractTerms): number {
  switch (terms.kind) {
    case 'dividend':
      return Math.max(0, ...terms.dividend.tiers.map((tier) => tier.rateBp));
    case 'daily':
    case 'hourly':
      return Math.max(0, ...terms.salary.tiers.map((tier) => tier.rateBp));
    case 'realtime':
      return Math.max(terms.realtime.profitRateBp, terms.realtime.lossRateBp);
  }
}

export type Contract = Static<typeof schemas.Contract>;

/** Limits of the site (per merchant): the highest rate an agent without a contract of that kind may offer. */
export type AgentSettingsValue = Static<typeof schemas.AgentSettingsValue>;

export type OfferContractArgs = Static<typeof schemas.OfferContractArgs>;

/**
 * The highest rate this agent may offer of each kind, in basis points (GET
 * /wps/agent/contracts/ceilings): its own accepted contract's rate of that kind, or null when it
 * holds none (it cannot offer that kind); an agent directly under the house (no upline agent)
 * may offer up to the site's maximum. Never above the site's maximum.
 */
export type OfferCeilingsValue = Static<typeof schemas.OfferCeilingsValue>;

/** What offered terms would have paid the downline (POST /wps/agent/contracts/preview). */
export type ContractPreviewArgs = Static<typeof schemas.ContractPreviewArgs>;

/**
 * One settlement period of a preview (for real-time and hourly salary: one UTC day of them,
 * `periods` the number of periods summed), computed exactly as the settlement does.
 */
export type ContractPreviewRow = Static<typeof schemas.ContractPreviewRow>;

/** The last `days` whole UTC days before today. */
export type ContractPreviewWindow = Static<typeof schemas.ContractPreviewWindow>;

export type ContractPreviewValue = Static<typeof schemas.ContractPreviewValue>;

/** The windows a preview covers, in days. */
export const CONTRACT_PREVIEW_DAYS = [7, 30] as const;

export type ContractListArgs = Static<typeof schemas.ContractListArgs>;

/**
 * The four processing calls [seen paths, design bodies]: the holder accepts or rejects a
 * request; either side terminates an accepted contract (the agent may also withdraw a request).
 * GET calls carry these as the query.
 */
export type ProcessContractArgs = Static<typeof schemas.ProcessContractArgs>;

export type ProcessContractValue = Static<typeof schemas.ProcessContractValue>;

/** The details of `contract.lower.rate`: what accepting would end. */
export type LowerRateDetails = Static<typeof schemas.LowerRateDetails>;

/**
 * [seen] consolidated funds `value`: pending-request flags (1 when a contract of that kind waits
 * for this member's answer) and availability flags (1 when the member holds an accepted one).
 * `dailysalinfotype` is 1 for any salary contract (daily, hourly or real-time).
 * [design] `realtimesalinfotype`, `hasContract` and `pending` (the requests, for the dialog).
 */
export type ConsolidatedValue = Static<typeof schemas.ConsolidatedValue>;

// ---------------------------------------------------------------------------------------------
// Settlements

/**
 * Period keys: 'R:2026-11-22T13:05', 'H:2026-11-22T13', 'D:2026-11-22', 'W:2026-W47', 'S:2026-11-1' | 'S:2026-11-2',
 * 'M:2026-11'.
 */
export type PeriodKey = Static<typeof schemas.PeriodKey>;

export type SettlementMetrics = Static<typeof schemas.SettlementMetrics>;

export type Settlement = Static<typeof schemas.Settlement>;

export type SettlementListArgs = Static<typeof schemas.SettlementListArgs>;

/** What the settlements of a list's filter paid per UTC day of the range (by period start), for the charts. */
export type SettlementDayPoint = Static<typeof schemas.SettlementDayPoint>;

/**
 * A settlement list: the page, and over the whole filter (every page, zero ones included)
 * the amount paid and the amount per UTC day (at most MAX_AGENT_RANGE_DAYS points).
 */
export type SettlementsValue = Static<typeof schemas.SettlementsValue>;

// ---------------------------------------------------------------------------------------------
// Team

export type TeamOverviewArgs = Static<typeof schemas.TeamOverviewArgs>;

export type TeamDayPoint = Static<typeof schemas.TeamDayPoint>;

export type TeamOverviewValue = Static<typeof schemas.TeamOverviewValue>;

export type MemberStatus = Static<typeof schemas.MemberStatus>;

export type TeamMember = Static<typeof schemas.TeamMember>;

/** Without parentId: my direct downlines. With account: a search over my whole subtree (prefix, case-insensitive). */
export type TeamMembersArgs = Static<typeof schemas.TeamMembersArgs>;

export type TeamMembersValue = Static<typeof schemas.TeamMembersValue>;

/** Encrypted: carries the new account's password. */
export type CreateDownlineArgs = Static<typeof schemas.CreateDownlineArgs>;
export type CreateDownlineValue = Static<typeof schemas.CreateDownlineValue>;

/** Encrypted: carries the payment password; an Idempotency-Key header as every money move. */
export type DownlineTransferArgs = Static<typeof schemas.DownlineTransferArgs>;

export type Invitation = Static<typeof schemas.Invitation>;

export type InvitationsValue = Static<typeof schemas.InvitationsValue>;
export type CreateInvitationArgs = Static<typeof schemas.CreateInvitationArgs>;

// ---------------------------------------------------------------------------------------------
// Reports

export type TeamReportArgs = Static<typeof schemas.TeamReportArgs>;

export type TeamBetRow = Static<typeof schemas.TeamBetRow>;
export type TeamBetArgs = Static<typeof schemas.TeamBetArgs>;

/**
 * Totals rows: sums over the whole filter (every page), computed by the server. Team bets:
 * every bet of the filter; win/loss counts settled rounds only, as the rows do.
 */
export type TeamBetTotals = Static<typeof schemas.TeamBetTotals>;
export type TeamBetsValue = Static<typeof schemas.TeamBetsValue>;

export type MemberProfitLossRow = Static<typeof schemas.MemberProfitLossRow>;

/** The loss statement's totals row: every member of the filter (`members` of them). */
export type ProfitLossTotals = Static<typeof schemas.ProfitLossTotals>;
export type TeamProfitLossValue = Static<typeof schemas.TeamProfitLossValue>;

export type TeamTransactionRow = Static<typeof schemas.TeamTransactionRow>;
export type TeamTransactionArgs = Static<typeof schemas.TeamTransactionArgs>;

/** Where an agent's income came from. */
export const INCOME_SOURCES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** `hideZero` as for settlement lists: zero settlements are left out unless it is false. */
export type IncomeArgs = Static<typeof schemas.IncomeArgs>;
/** `totals` per source and `totalMinor` cover the whole range; `days` the chosen source(s) per UTC day. */
export type IncomeValue = Static<typeof schemas.IncomeValue>;

export type AgentAnnouncement = Static<typeof schemas.AgentAnnouncement>;

/** Their schemas: ./schemas/agents.ts (agentSchemas). */
export const agentEndpoints = endpointGroup('agents')({
  settings: { method: 'GET', path: '/wps/agent/settings', token: true },
  announcements: { method: 'GET', path: '/wps/agent/announcements', token: true },
  overview: { method: 'GET', path: '/wps/agent/team/overview', token: true },
  members: { method: 'GET', path: '/wps/agent/team/members', token: true },
  createDownline: { method: 'POST', path: '/wps/agent/team/members', token: true, encrypt: true, alert: false },
  transfer: { method: 'POST', path: '/wps/agent/team/transfer', token: true, encrypt: true, alert: false },
  invitations: { method: 'GET', path: '/wps/agent/invitations', token: true },
  createInvitation: { method: 'POST', path: '/wps/agent/invitations', token: true },
  teamBets: { method: 'GET', path: '/wps/agent/report/bets', token: true },
  profitLoss: { method: 'GET', path: '/wps/agent/report/profitLoss', token: true },
  transactions: { method: 'GET', path: '/wps/agent/report/transactions', token: true },
  income: { method: 'GET', path: '/wps/agent/report/income', token: true },
  settlements: { method: 'GET', path: '/wps/agent/report/settlements', token: true },
  contracts: { method: 'GET', path: '/wps/agent/contracts', token: true },
  offerContract: { method: 'POST', path: '/wps/agent/contracts', token: true, alert: false },
  offerCeilings: { method: 'GET', path: '/wps/agent/contracts/ceilings', token: true },
  previewContract: { method: 'POST', path: '/wps/agent/contracts/preview', token: true, alert: false },
});

/**
 * Calls any logged-in, non-trial member makes (a downline holds contracts without being an
 * agent). Their schemas: ./schemas/agents.ts (contractSchemas). Each kind has its processing
 * call, with its own method; three have a second name in the contract, answered the same
 * (`…Alias`), which this client does not call.
 */
export const contractEndpoints = endpointGroup('contracts')({
  consolidated: { method: 'GET', path: '/wps/member/info/funds/consolidated', modId: 'COMM3', token: true },
  held: { method: 'GET', path: '/wps/member/contracts', token: true },
  processDividend: {
    method: 'GET',
    path: '/wps/relay/MCS2_processDividendReq',
    modId: 'SIGNCONDIV3',
    token: true,
    alert: false,
  },
  processDividendAlias: {
    method: 'GET',
    path: '/wps/relay/MCSFE_processContractDividend',
    modId: 'SIGNCONDIV3',
    token: true,
    alert: false,
  },
  processDaily: {
    method: 'GET',
    path: '/wps/relay/MCS2_processDailySalContract',
    modId: 'DAILYSALCONT3',
    token: true,
    alert: false,
  },
  processDailyAlias: {
    method: 'GET',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    modId: 'DAILYSALCONT3',
    token: true,
    alert: false,
  },
  processHourly: {
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    modId: 'HOURSAL3',
    token: true,
    alert: false,
  },
  processHourlyAlias: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    modId: 'HOURSAL3',
    token: true,
    alert: false,
  },
  processRealtime: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    modId: 'RTSALARY3',
    token: true,
    alert: false,
  },
});

type ProcessEndpointName = 'processDividend' | 'processDaily' | 'processHourly' | 'processRealtime';

/** Each kind's processing call. */
export const PROCESS_ENDPOINT_OF: Record<ContractKind, ProcessEndpointName> = {
  dividend: 'processDividend',
  daily: 'processDaily',
  hourly: 'processHourly',
  realtime: 'processRealtime',
};

/** The contract's second name of a kind's processing call, where it has one. */
export const PROCESS_ALIAS_OF: Partial<
  Record<ContractKind, 'processDividendAlias' | 'processDailyAlias' | 'processHourlyAlias'>
> = {
  dividend: 'processDividendAlias',
  daily: 'processDailyAlias',
  hourly: 'processHourlyAlias',
};

/** The paths of those second names, answered as the kind's own call. */
export const CONTRACT_PROCESS_ALIASES: Partial<Record<ContractKind, string>> = Object.fromEntries(
  Object.entries(PROCESS_ALIAS_OF).map(([kind, name]) => [kind, contractEndpoints[name].path]),
);
