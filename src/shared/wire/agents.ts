/**
 * The agent centre and contracts on the wire (contract §8, §9; spec §2 agent menu, §3 contracts
 * and consolidated info, §4 contract states, §6 agent permissions, §9 settlement timing).
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
import { endpoint } from './endpoint';
import type { Page, PageArgs, RangeArgs } from './paging';
import type { MoneyMoveValue } from './wallet';
import type { BetRecord, TransactionKind, TransactionRecord } from './records';

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
export const COUNTS_HOLDER_OWN_BETS: Readonly<Record<ContractKind, boolean>> = { dividend: false, daily: false, hourly: false, realtime: false };

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
export type DividendTier = { validBetMinor: string; lossMinor: string; activeMembers: number; rateBp: number };
export type DividendTerms = { period: DividendPeriod; tiers: DividendTier[] };

/**
 * Daily and hourly salary: the highest tier whose team bet amount (valid bet of the day or hour)
 * and active members are met pays `rateBp` of that valid bet.
 */
export type SalaryTier = { betAmountMinor: string; activeMembers: number; rateBp: number };
export type SalaryTerms = { tiers: SalaryTier[] };

/**
 * Real-time salary, settled every 5 minutes: every settled team bet whose stake is at least
 * `singleBetMinor` pays `lossRateBp` of its valid bet when the bettor lost and `profitRateBp`
 * when the bettor won or drew.
 */
export type RealtimeTerms = { profitRateBp: number; lossRateBp: number; singleBetMinor: string };

export type ContractTerms =
  | { kind: 'dividend'; dividend: DividendTerms }
  | { kind: 'daily'; salary: SalaryTerms }
  | { kind: 'hourly'; salary: SalaryTerms }
  | { kind: 'realtime'; realtime: RealtimeTerms };

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

export type Contract = {
  id: string;
  kind: ContractKind;
  status: ContractStatus;
  terms: ContractTerms;
  rateBp: number;
  /** The agent who offered it (the holder's direct upline). */
  agentId: string;
  agentAccount: string;
  /** The member who holds (or is offered) it. */
  memberId: string;
  memberAccount: string;
  createdAt: number;
  decidedAt: number | null;
  terminatedAt: number | null;
  /** Who ended it: the agent, the member, or the lower-rate rule. */
  terminatedBy: 'agent' | 'member' | 'lower_rate' | null;
};

/** Limits of the site (per merchant): the highest rate an agent without a contract of that kind may offer. */
export type AgentSettingsValue = {
  dividendEnabled: boolean;
  maxRateBp: Record<ContractKind, number>;
  maxTiers: number;
  maxRangeDays: number;
};

export type OfferContractArgs = { memberId: string; terms: ContractTerms };

/**
 * The highest rate this agent may offer of each kind, in basis points (GET
 * /wps/agent/contracts/ceilings): its own accepted contract's rate of that kind, or null when it
 * holds none (it cannot offer that kind); an agent directly under the house (no upline agent)
 * may offer up to the site's maximum. Never above the site's maximum.
 */
export type OfferCeilingsValue = { ceilings: Record<ContractKind, number | null>; topLevel: boolean };

/** What offered terms would have paid the downline (POST /wps/agent/contracts/preview). */
export type ContractPreviewArgs = OfferContractArgs;

/**
 * One settlement period of a preview (for real-time and hourly salary: one UTC day of them,
 * `periods` the number of periods summed), computed exactly as the settlement does.
 */
export type ContractPreviewRow = {
  /** The period key ('D:2026-11-22', 'W:2026-W47'…), or for summed periods the day's 'D:' key. */
  periodKey: string;
  /** The part of the period inside the window, epoch ms (start inclusive, end exclusive). */
  start: number;
  end: number;
  /** Settlement periods summed in this row (1 unless real-time or hourly). */
  periods: number;
  metrics: SettlementMetrics;
  /** The rate applied (the highest of the row's periods); 0 when no tier was met. */
  rateBp: number;
  amountMinor: string;
};

/** The last `days` whole UTC days before today. */
export type ContractPreviewWindow = { days: number; start: number; end: number; totalMinor: string; rows: ContractPreviewRow[] };

export type ContractPreviewValue = { kind: ContractKind; windows: ContractPreviewWindow[] };

/** The windows a preview covers, in days. */
export const CONTRACT_PREVIEW_DAYS = [7, 30] as const;

export type ContractListArgs = PageArgs & {
  kind?: ContractKind;
  status?: ContractStatus;
  /** 'offered': contracts I offered to my downlines; 'held': contracts offered to me. */
  side: 'offered' | 'held';
};

/**
 * The four processing calls [seen paths, design bodies]: the holder accepts or rejects a
 * request; either side terminates an accepted contract (the agent may also withdraw a request).
 * GET calls carry these as the query.
 */
export type ProcessContractArgs = { contractId: string; action: 'accept' | 'reject' | 'terminate'; confirmLowerRate?: boolean };

export type ProcessContractValue = {
  contract: Contract;
  /** Contracts of direct downlines ended by the lower-rate rule when this one was accepted. */
  terminated: Array<{ contractId: string; memberAccount: string; rateBp: number }>;
};

/** The details of `contract.lower.rate`: what accepting would end. */
export type LowerRateDetails = { terminates: Array<{ contractId: string; memberAccount: string; rateBp: number }> };

/**
 * [seen] consolidated funds `value`: pending-request flags (1 when a contract of that kind waits
 * for this member's answer) and availability flags (1 when the member holds an accepted one).
 * `dailysalinfotype` is 1 for any salary contract (daily, hourly or real-time).
 * [design] `realtimesalinfotype`, `hasContract` and `pending` (the requests, for the dialog).
 */
export type ConsolidatedValue = {
  dailysalreqtype: 0 | 1;
  divtypereq: 0 | 1;
  contracthoursalreq: 0 | 1;
  realtimesalreqtype: 0 | 1;
  contractmrdailysalinfotype: 0 | 1;
  contracthoursalinfo: 0 | 1;
  dailysalinfotype: 0 | 1;
  divtypeinfo: 0 | 1;
  realtimesalinfotype: 0 | 1;
  hasContract: boolean;
  pending: Contract[];
};

// ---------------------------------------------------------------------------------------------
// Settlements

/** Period keys: 'R:2026-11-22T13:05', 'H:2026-11-22T13', 'D:2026-11-22', 'W:2026-W47', 'S:2026-11-1' | 'S:2026-11-2', 'M:2026-11'. */
export type PeriodKey = string;

export type SettlementMetrics = {
  betCount: number;
  validBetMinor: string;
  stakeMinor: string;
  payoutMinor: string;
  /** stake − payout over the team: what the team lost to the house (negative = the team won). */
  lossMinor: string;
  activeMembers: number;
};

export type Settlement = {
  id: string;
  contractId: string;
  kind: ContractKind;
  periodKey: PeriodKey;
  periodStart: number;
  periodEnd: number;
  memberId: string;
  memberAccount: string;
  metrics: SettlementMetrics;
  rateBp: number;
  amountMinor: string;
  /** The ledger transaction that paid it; null when the amount was 0. */
  transactionId: string | null;
  settledAt: number;
};

export type SettlementListArgs = PageArgs &
  RangeArgs & {
    kind: ContractKind;
    /** 'mine': what I was paid; 'team': what my downlines were paid. */
    scope: 'mine' | 'team';
    account?: string;
    /** Leave out settlements that paid 0 (the default: true; zero settlements are not listed unless asked for). */
    hideZero?: boolean;
  };

/** What the settlements of a list's filter paid per UTC day of the range (by period start), for the charts. */
export type SettlementDayPoint = { day: string; amountMinor: string; settlements: number };

/**
 * A settlement list: the page, and over the whole filter (every page, zero ones included)
 * the amount paid and the amount per UTC day (at most MAX_AGENT_RANGE_DAYS points).
 */
export type SettlementsValue = Page<Settlement> & { totalMinor?: string; days?: SettlementDayPoint[] };

// ---------------------------------------------------------------------------------------------
// Team

export type TeamOverviewArgs = RangeArgs;

export type TeamDayPoint = { day: string; validBetMinor: string; lossMinor: string; depositMinor: string; activeMembers: number };

export type TeamOverviewValue = {
  /** Everyone below me (not me). */
  teamSize: number;
  directCount: number;
  /** Downlines who joined in the range. */
  newMembers: number;
  /** Team members (me included) with a settled bet in the range. */
  activeMembers: number;
  depositMinor: string;
  withdrawalMinor: string;
  betCount: number;
  validBetMinor: string;
  /** The team's win or loss on games, from the team's side: payout − stake. */
  winLossMinor: string;
  /** Per day of the range (UTC), for the charts; at most MAX_AGENT_RANGE_DAYS points. */
  days: TeamDayPoint[];
};

export type MemberStatus = 'active' | 'disabled';

export type TeamMember = {
  id: string;
  account: string;
  nickname: string;
  isAgent: boolean;
  /** 1 = my direct downline, 2 = theirs… */
  level: number;
  parentAccount: string;
  status: MemberStatus;
  balanceMinor: string;
  /** Everyone below this member. */
  teamSize: number;
  directCount: number;
  createdAt: number;
  lastLoginAt: number | null;
};

/** Without parentId: my direct downlines. With account: a search over my whole subtree (prefix, case-insensitive). */
export type TeamMembersArgs = PageArgs & { parentId?: string; account?: string; status?: MemberStatus };

export type TeamMembersValue = Page<TeamMember> & {
  /** From me down to parentId, for the drill-down breadcrumb. */
  path: Array<{ id: string; account: string }>;
};

/** Encrypted: carries the new account's password. */
export type CreateDownlineArgs = { account: string; password: string; nickname?: string; isAgent: boolean };
export type CreateDownlineValue = { id: string; account: string };

/** Encrypted: carries the payment password; an Idempotency-Key header as every money move. */
export type DownlineTransferArgs = { memberId: string; amountMinor: string; paymentPassword: string };

export type Invitation = {
  code: string;
  /** The registration link: `${origin}/register?affiliateCode=${code}` on the site's domain. */
  url: string;
  /** Members registered through it become agents or members. */
  isAgent: boolean;
  registrations: number;
  createdAt: number;
};

export type InvitationsValue = { invitations: Invitation[] };
export type CreateInvitationArgs = { isAgent: boolean };

// ---------------------------------------------------------------------------------------------
// Reports

export type TeamReportArgs = PageArgs & RangeArgs & { account?: string; format?: 'csv' | 'all' };

export type TeamBetRow = BetRecord & { account: string; level: number };
export type TeamBetArgs = TeamReportArgs & {
  vendor?: string;
  gameType?: string;
  /** With `account`: that member's whole team (its subtree, the member included), not the member alone. */
  team?: boolean;
  /**
   * Which time the range selects: 'placed' (default) every bet placed in it; 'settled' the bets
   * settled in it (what profit and loss, team figures and settlements count), newest settled first.
   */
  time?: 'placed' | 'settled';
};

/**
 * Totals rows: sums over the whole filter (every page), computed by the server. Team bets:
 * every bet of the filter; win/loss counts settled rounds only, as the rows do.
 */
export type TeamBetTotals = { betCount: number; stakeMinor: string; validBetMinor: string; payoutMinor: string; winLossMinor: string };
export type TeamBetsValue = Page<TeamBetRow> & { totals?: TeamBetTotals };

export type MemberProfitLossRow = {
  memberId: string;
  account: string;
  level: number;
  betCount: number;
  validBetMinor: string;
  /** payout − stake from the member's side. */
  winLossMinor: string;
  depositMinor: string;
  withdrawalMinor: string;
  rebateMinor: string;
  rewardMinor: string;
  /** winLoss + rebate + reward. */
  profitMinor: string;
};

/** The loss statement's totals row: every member of the filter (`members` of them). */
export type ProfitLossTotals = Omit<MemberProfitLossRow, 'memberId' | 'account' | 'level'> & { members: number };
export type TeamProfitLossValue = Page<MemberProfitLossRow> & { totals?: ProfitLossTotals };

export type TeamTransactionRow = TransactionRecord & { account: string; level: number };
export type TeamTransactionArgs = TeamReportArgs & { kind?: TransactionKind };

/** Where an agent's income came from. */
export const INCOME_SOURCES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** `hideZero` as for settlement lists: zero settlements are left out unless it is false. */
export type IncomeArgs = PageArgs & RangeArgs & { source?: IncomeSource; hideZero?: boolean; format?: 'csv' | 'all' };
/** `totals` per source and `totalMinor` cover the whole range; `days` the chosen source(s) per UTC day. */
export type IncomeValue = Page<Settlement> & { totals: Record<IncomeSource, string>; totalMinor: string; days?: SettlementDayPoint[] };

export type AgentAnnouncement = { id: string; title: string; content: string; createdAt: number };

export const agentEndpoints = {
  settings: endpoint<void, AgentSettingsValue>({ method: 'GET', path: '/wps/agent/settings', token: true }),
  announcements: endpoint<PageArgs, Page<AgentAnnouncement>>({ method: 'GET', path: '/wps/agent/announcements', token: true }),
  overview: endpoint<TeamOverviewArgs, TeamOverviewValue>({ method: 'GET', path: '/wps/agent/team/overview', token: true }),
  members: endpoint<TeamMembersArgs, TeamMembersValue>({ method: 'GET', path: '/wps/agent/team/members', token: true }),
  createDownline: endpoint<CreateDownlineArgs, CreateDownlineValue>({ method: 'POST', path: '/wps/agent/team/members', token: true, encrypt: true, alert: false }),
  transfer: endpoint<DownlineTransferArgs, MoneyMoveValue>({ method: 'POST', path: '/wps/agent/team/transfer', token: true, encrypt: true, alert: false }),
  invitations: endpoint<void, InvitationsValue>({ method: 'GET', path: '/wps/agent/invitations', token: true }),
  createInvitation: endpoint<CreateInvitationArgs, Invitation>({ method: 'POST', path: '/wps/agent/invitations', token: true }),
  teamBets: endpoint<TeamBetArgs, TeamBetsValue>({ method: 'GET', path: '/wps/agent/report/bets', token: true }),
  profitLoss: endpoint<TeamReportArgs, TeamProfitLossValue>({ method: 'GET', path: '/wps/agent/report/profitLoss', token: true }),
  transactions: endpoint<TeamTransactionArgs, Page<TeamTransactionRow>>({ method: 'GET', path: '/wps/agent/report/transactions', token: true }),
  income: endpoint<IncomeArgs, IncomeValue>({ method: 'GET', path: '/wps/agent/report/income', token: true }),
  settlements: endpoint<SettlementListArgs & { format?: 'csv' | 'all' }, SettlementsValue>({ method: 'GET', path: '/wps/agent/report/settlements', token: true }),
  contracts: endpoint<ContractListArgs, Page<Contract>>({ method: 'GET', path: '/wps/agent/contracts', token: true }),
  offerContract: endpoint<OfferContractArgs, Contract>({ method: 'POST', path: '/wps/agent/contracts', token: true, alert: false }),
  offerCeilings: endpoint<void, OfferCeilingsValue>({ method: 'GET', path: '/wps/agent/contracts/ceilings', token: true }),
  previewContract: endpoint<ContractPreviewArgs, ContractPreviewValue>({ method: 'POST', path: '/wps/agent/contracts/preview', token: true, alert: false }),
} as const;

/** Calls any logged-in, non-trial member makes (a downline holds contracts without being an agent). */
export const contractEndpoints = {
  consolidated: endpoint<void, ConsolidatedValue>({ method: 'GET', path: '/wps/member/info/funds/consolidated', modId: 'COMM3', token: true }),
  held: endpoint<void, { contracts: Contract[] }>({ method: 'GET', path: '/wps/member/contracts', token: true }),
  processDividend: endpoint<ProcessContractArgs, ProcessContractValue>({ method: 'GET', path: '/wps/relay/MCS2_processDividendReq', modId: 'SIGNCONDIV3', token: true, alert: false }),
  processDaily: endpoint<ProcessContractArgs, ProcessContractValue>({ method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', modId: 'DAILYSALCONT3', token: true, alert: false }),
  processHourly: endpoint<ProcessContractArgs, ProcessContractValue>({ method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', modId: 'HOURSAL3', token: true, alert: false }),
  processRealtime: endpoint<ProcessContractArgs, ProcessContractValue>({ method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', modId: 'RTSALARY3', token: true, alert: false }),
} as const;

/** The contract's alternative names of the processing calls, answered the same. */
export const CONTRACT_PROCESS_ALIASES: Partial<Record<ContractKind, string>> = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
};

export const PROCESS_ENDPOINT_OF: Record<ContractKind, keyof typeof contractEndpoints> = {
  dividend: 'processDividend',
  daily: 'processDaily',
  hourly: 'processHourly',
  realtime: 'processRealtime',
};
