/**
 * Schemas of the agent centre and the contracts (src/shared/wire/agents.ts, where the rules both
 * sides keep are written down: money in minor units, rates in basis points, ranges and pages,
 * the subtree rule). The argument schemas carry the server's limits (lengths, patterns, enums),
 * checked by Fastify before a handler runs.
 *
 * [seen] the consolidated-funds flags, the processing relay paths and dividend periods; the
 * rest is [design] (docs/protocol.md).
 */
import { CONTRACT_KINDS, CONTRACT_STATUSES, DIVIDEND_PERIODS, INCOME_SOURCES } from '../agents';
import { AmountText, IdText } from './bounds';
import { call, Minor, Nullable, Obj, OneOf, T, type Static, type TSchema } from './kit';
import { EpochMs, Page, pageFields, rangeFields } from './paging';
import { BetRecord, TransactionArgs, TransactionRecord } from './records';
import { MoneyMoveValue } from './wallet';

/** An integer rate in basis points (1 bp = 0.01 %). */
const Bp = () => T.Integer();
/** A flag the consolidated info writes as 0 or 1. */
const Flag = () => T.Union([T.Literal(0), T.Literal(1)]);
/** An object with one property per key, each of the schema `value` makes. */
const Each = <const K extends readonly string[], S extends TSchema>(keys: K, value: () => S) =>
  Obj(Object.fromEntries(keys.map((key) => [key, value()])) as { [P in K[number]]: S });

// ---------------------------------------------------------------------------------------------
// Contracts

export const ContractKind = OneOf(CONTRACT_KINDS);
export const ContractStatus = OneOf(CONTRACT_STATUSES);
/** [seen] dividend periods; H = semimonthly. */
export const DividendPeriod = OneOf(DIVIDEND_PERIODS);

/**
 * One dividend tier: met when the team's period valid bet, the team's period loss (what the team
 * lost to the house: stake − payout, positive) and its active members all reach the thresholds.
 * The highest tier met pays `rateBp` of the team's period loss; a period the team won pays 0.
 */
export const DividendTier = Obj({
  validBetMinor: Minor(),
  lossMinor: Minor(),
  activeMembers: T.Integer(),
  rateBp: Bp(),
});
export const DividendTerms = Obj({ period: DividendPeriod, tiers: T.Array(DividendTier) });

/**
 * Daily and hourly salary: the highest tier whose team bet amount (valid bet of the day or hour)
 * and active members are met pays `rateBp` of that valid bet.
 */
export const SalaryTier = Obj({ betAmountMinor: Minor(), activeMembers: T.Integer(), rateBp: Bp() });
export const SalaryTerms = Obj({ tiers: T.Array(SalaryTier) });

/**
 * Real-time salary, settled every 5 minutes: every settled team bet whose stake is at least
 * `singleBetMinor` pays `lossRateBp` of its valid bet when the bettor lost and `profitRateBp`
 * when the bettor won or drew.
 */
export const RealtimeTerms = Obj({ profitRateBp: Bp(), lossRateBp: Bp(), singleBetMinor: Minor() });

export const ContractTerms = T.Union([
  Obj({ kind: T.Literal('dividend'), dividend: DividendTerms }),
  Obj({ kind: T.Literal('daily'), salary: SalaryTerms }),
  Obj({ kind: T.Literal('hourly'), salary: SalaryTerms }),
  Obj({ kind: T.Literal('realtime'), realtime: RealtimeTerms }),
]);

/**
 * Offered terms as a request carries them: any JSON here, so that server/domains/contracts/
 * terms.ts can answer `contract.terms.invalid` naming the field at fault (a schema refusal
 * would only say request_param_err); typed as ContractTerms, what the client sends.
 */
const OfferedTerms = T.Unsafe<Static<typeof ContractTerms>>({
  description: 'ContractTerms, checked by the server (contract.terms.invalid names the field at fault).',
});

export const Contract = Obj({
  id: T.String(),
  kind: ContractKind,
  status: ContractStatus,
  terms: ContractTerms,
  rateBp: Bp(),
  /** The agent who offered it (the holder's direct upline). */
  agentId: T.String(),
  agentAccount: T.String(),
  /** The member who holds (or is offered) it. */
  memberId: T.String(),
  memberAccount: T.String(),
  createdAt: EpochMs(),
  decidedAt: Nullable(EpochMs()),
  terminatedAt: Nullable(EpochMs()),
  /** Who ended it: the agent, the member, or the lower-rate rule. */
  terminatedBy: Nullable(OneOf(['agent', 'member', 'lower_rate'])),
});

/** Limits of the site (per merchant): the highest rate an agent without a contract of that kind may offer. */
export const AgentSettingsValue = Obj({
  dividendEnabled: T.Boolean(),
  maxRateBp: Each(CONTRACT_KINDS, Bp),
  maxTiers: T.Integer(),
  maxRangeDays: T.Integer(),
});

export const OfferContractArgs = Obj({ memberId: IdText(), terms: OfferedTerms });

/**
 * The highest rate this agent may offer of each kind, in basis points: its own accepted
 * contract's rate of that kind, or null when it holds none (it cannot offer that kind); an agent
 * directly under the house (no upline agent) may offer up to the site's maximum. Never above the
 * site's maximum.
 */
export const OfferCeilingsValue = Obj({ ceilings: Each(CONTRACT_KINDS, () => Nullable(Bp())), topLevel: T.Boolean() });

/** What offered terms would have paid the downline. */
export const ContractPreviewArgs = OfferContractArgs;

/**
 * Period keys: 'R:2026-11-22T13:05', 'H:2026-11-22T13', 'D:2026-11-22', 'W:2026-W47', 'S:2026-11-1' | 'S:2026-11-2',
 * 'M:2026-11'.
 */
export const PeriodKey = T.String();

export const SettlementMetrics = Obj({
  betCount: T.Integer(),
  validBetMinor: Minor(),
  stakeMinor: Minor(),
  payoutMinor: Minor(),
  /** stake − payout over the team: what the team lost to the house (negative = the team won). */
  lossMinor: Minor(),
  activeMembers: T.Integer(),
});

/**
 * One settlement period of a preview (for real-time and hourly salary: one UTC day of them,
 * `periods` the number of periods summed), computed exactly as the settlement does.
 */
export const ContractPreviewRow = Obj({
  /** The period key ('D:2026-11-22', 'W:2026-W47'…), or for summed periods the day's 'D:' key. */
  periodKey: PeriodKey,
  /** The part of the period inside the window, epoch ms (start inclusive, end exclusive). */
  start: EpochMs(),
  end: EpochMs(),
  /** Settlement periods summed in this row (1 unless real-time or hourly). */
  periods: T.Integer(),
  metrics: SettlementMetrics,
  /** The rate applied (the highest of the row's periods); 0 when no tier was met. */
  rateBp: Bp(),
  amountMinor: Minor(),
});

/** The last `days` whole UTC days before today. */
export const ContractPreviewWindow = Obj({
  days: T.Integer(),
  start: EpochMs(),
  end: EpochMs(),
  totalMinor: Minor(),
  rows: T.Array(ContractPreviewRow),
});

export const ContractPreviewValue = Obj({ kind: ContractKind, windows: T.Array(ContractPreviewWindow) });

export const ContractListArgs = Obj({
  ...pageFields,
  kind: T.Optional(ContractKind),
  status: T.Optional(ContractStatus),
  /** 'offered': contracts I offered to my downlines; 'held': contracts offered to me. */
  side: OneOf(['offered', 'held']),
});

/**
 * The four processing calls [seen paths, design bodies]: the holder accepts or rejects a
 * request; either side terminates an accepted contract (the agent may also withdraw a request).
 * GET calls carry these as the query.
 */
export const ProcessContractArgs = Obj({
  contractId: IdText(),
  action: OneOf(['accept', 'reject', 'terminate']),
  confirmLowerRate: T.Optional(T.Boolean()),
});

/** A contract of a direct downline that the lower-rate rule ends. */
const LowerRateEnded = Obj({ contractId: T.String(), memberAccount: T.String(), rateBp: Bp() });

export const ProcessContractValue = Obj({
  contract: Contract,
  /** Contracts of direct downlines ended by the lower-rate rule when this one was accepted. */
  terminated: T.Array(LowerRateEnded),
});

/** The details of `contract.lower.rate`: what accepting would end. */
export const LowerRateDetails = Obj({ terminates: T.Array(LowerRateEnded) });

/**
 * [seen] consolidated funds `value`: pending-request flags (1 when a contract of that kind waits
 * for this member's answer) and availability flags (1 when the member holds an accepted one).
 * `dailysalinfotype` is 1 for any salary contract (daily, hourly or real-time).
 * [design] `realtimesalinfotype`, `hasContract` and `pending` (the requests, for the dialog).
 */
export const ConsolidatedValue = Obj({
  dailysalreqtype: Flag(),
  divtypereq: Flag(),
  contracthoursalreq: Flag(),
  realtimesalreqtype: Flag(),
  contractmrdailysalinfotype: Flag(),
  contracthoursalinfo: Flag(),
  dailysalinfotype: Flag(),
  divtypeinfo: Flag(),
  realtimesalinfotype: Flag(),
  hasContract: T.Boolean(),
  pending: T.Array(Contract),
});

export const HeldContractsValue = Obj({ contracts: T.Array(Contract) });

// ---------------------------------------------------------------------------------------------
// Settlements

export const Settlement = Obj({
  id: T.String(),
  contractId: T.String(),
  kind: ContractKind,
  periodKey: PeriodKey,
  periodStart: EpochMs(),
  periodEnd: EpochMs(),
  memberId: T.String(),
  memberAccount: T.String(),
  metrics: SettlementMetrics,
  rateBp: Bp(),
  amountMinor: Minor(),
  /** The ledger transaction that paid it; null when the amount was 0. */
  transactionId: Nullable(T.String()),
  settledAt: EpochMs(),
});

/** An account name as the search and filters take it; the register rules are stricter still. */
const AccountFilter = () => T.String({ minLength: 1, maxLength: 32 });
/**
 * `csv`: the whole range as a CSV file; `all`: the whole range as one page (the agent centre builds its own CSV from
 * it).
 */
const csvFlag = { format: T.Optional(OneOf(['csv', 'all'])) };
/** Leave out settlements that paid 0 (the default: zero settlements are not listed unless hideZero=false). */
const hideZero = { hideZero: T.Optional(T.Boolean({ default: true })) };

export const SettlementListArgs = Obj({
  ...pageFields,
  ...rangeFields,
  kind: ContractKind,
  /** 'mine': what I was paid; 'team': what my downlines were paid. */
  scope: OneOf(['mine', 'team']),
  account: T.Optional(AccountFilter()),
  ...hideZero,
  ...csvFlag,
});

/** What the settlements of a list's filter paid per UTC day of the range (by period start), for the charts. */
export const SettlementDayPoint = Obj({ day: T.String(), amountMinor: Minor(), settlements: T.Integer() });

/**
 * A settlement list: the page, and over the whole filter (every page, zero ones included)
 * the amount paid and the amount per UTC day (at most MAX_AGENT_RANGE_DAYS points).
 */
export const SettlementsValue = Page(Settlement, {
  totalMinor: T.Optional(Minor()),
  days: T.Optional(T.Array(SettlementDayPoint)),
});

// ---------------------------------------------------------------------------------------------
// Team

export const TeamOverviewArgs = Obj(rangeFields);

export const TeamDayPoint = Obj({
  day: T.String(),
  validBetMinor: Minor(),
  lossMinor: Minor(),
  depositMinor: Minor(),
  activeMembers: T.Integer(),
});

export const TeamOverviewValue = Obj({
  /** Everyone below me (not me). */
  teamSize: T.Integer(),
  directCount: T.Integer(),
  /** Downlines who joined in the range. */
  newMembers: T.Integer(),
  /** Team members (me included) with a settled bet in the range. */
  activeMembers: T.Integer(),
  depositMinor: Minor(),
  withdrawalMinor: Minor(),
  betCount: T.Integer(),
  validBetMinor: Minor(),
  /** The team's win or loss on games, from the team's side: payout − stake. */
  winLossMinor: Minor(),
  /** Per day of the range (UTC), for the charts; at most MAX_AGENT_RANGE_DAYS points. */
  days: T.Array(TeamDayPoint),
});

export const MemberStatus = OneOf(['active', 'disabled']);

export const TeamMember = Obj({
  id: T.String(),
  account: T.String(),
  nickname: T.String(),
  isAgent: T.Boolean(),
  /** 1 = my direct downline, 2 = theirs… */
  level: T.Integer(),
  parentAccount: T.String(),
  status: MemberStatus,
  balanceMinor: Minor(),
  /** Everyone below this member. */
  teamSize: T.Integer(),
  directCount: T.Integer(),
  createdAt: EpochMs(),
  lastLoginAt: Nullable(EpochMs()),
});

/** Without parentId: my direct downlines. With account: a search over my whole subtree (prefix, case-insensitive). */
export const TeamMembersArgs = Obj({
  ...pageFields,
  parentId: T.Optional(IdText()),
  account: T.Optional(AccountFilter()),
  status: T.Optional(MemberStatus),
});

export const TeamMembersValue = Page(TeamMember, {
  /** From me down to parentId, for the drill-down breadcrumb. */
  path: T.Array(Obj({ id: T.String(), account: T.String() })),
});

/** Encrypted: carries the new account's password. The register rules check the rest (server/domains/agents/team.ts). */
export const CreateDownlineArgs = Obj({
  account: T.String({ maxLength: 64 }),
  password: T.String({ maxLength: 64 }),
  nickname: T.Optional(T.String({ maxLength: 32 })),
  isAgent: T.Boolean(),
});
export const CreateDownlineValue = Obj({ id: T.String(), account: T.String() });

/**
 * Encrypted: carries the payment password; an Idempotency-Key header as every money move. The amount is read by the
 * money parser.
 */
export const DownlineTransferArgs = Obj({
  memberId: IdText(),
  amountMinor: AmountText(),
  paymentPassword: T.String({ maxLength: 64 }),
});

export const Invitation = Obj({
  code: T.String(),
  /** The registration link: `${origin}/register?affiliateCode=${code}` on the site's domain. */
  url: T.String(),
  /** Members registered through it become agents or members. */
  isAgent: T.Boolean(),
  registrations: T.Integer(),
  createdAt: EpochMs(),
});

export const InvitationsValue = Obj({ invitations: T.Array(Invitation) });
export const CreateInvitationArgs = Obj({ isAgent: T.Boolean() });

// ---------------------------------------------------------------------------------------------
// Reports

const reportFields = { ...pageFields, ...rangeFields, account: T.Optional(AccountFilter()), ...csvFlag };
/** A vendor or game type code as a filter. */
const CodeFilter = () => T.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });

export const TeamReportArgs = Obj(reportFields);

export const TeamBetRow = Obj({ ...BetRecord.properties, account: T.String(), level: T.Integer() });
export const TeamBetArgs = Obj({
  ...reportFields,
  vendor: T.Optional(CodeFilter()),
  gameType: T.Optional(CodeFilter()),
  /** With `account`: that member's whole team (its subtree, the member included), not the member alone. */
  team: T.Optional(T.Boolean()),
  /**
   * Which time the range selects: 'placed' (default) every bet placed in it; 'settled' the bets
   * settled in it (what profit and loss, team figures and settlements count), newest settled first.
   */
  time: T.Optional(OneOf(['placed', 'settled'])),
});

/**
 * Totals rows: sums over the whole filter (every page), computed by the server. Team bets:
 * every bet of the filter; win/loss counts settled rounds only, as the rows do.
 */
export const TeamBetTotals = Obj({
  betCount: T.Integer(),
  stakeMinor: Minor(),
  validBetMinor: Minor(),
  payoutMinor: Minor(),
  winLossMinor: Minor(),
});
export const TeamBetsValue = Page(TeamBetRow, { totals: T.Optional(TeamBetTotals) });

const profitLossFigures = {
  betCount: T.Integer(),
  validBetMinor: Minor(),
  /** payout − stake from the member's side. */
  winLossMinor: Minor(),
  depositMinor: Minor(),
  withdrawalMinor: Minor(),
  rebateMinor: Minor(),
  rewardMinor: Minor(),
  /** winLoss + rebate + reward. */
  profitMinor: Minor(),
};

export const MemberProfitLossRow = Obj({
  memberId: T.String(),
  account: T.String(),
  level: T.Integer(),
  ...profitLossFigures,
});

/** The loss statement's totals row: every member of the filter (`members` of them). */
export const ProfitLossTotals = Obj({ ...profitLossFigures, members: T.Integer() });
export const TeamProfitLossValue = Page(MemberProfitLossRow, { totals: T.Optional(ProfitLossTotals) });

export const TeamTransactionRow = Obj({ ...TransactionRecord.properties, account: T.String(), level: T.Integer() });
/** `kind` as the member's own account records take it (./records.ts). */
export const TeamTransactionArgs = Obj({ ...reportFields, kind: TransactionArgs.properties.kind });
export const TeamTransactionsValue = Page(TeamTransactionRow);

/** Where an agent's income came from. */
export const IncomeSource = OneOf(INCOME_SOURCES);

/** `hideZero` as for settlement lists: zero settlements are left out unless it is false. */
export const IncomeArgs = Obj({
  ...pageFields,
  ...rangeFields,
  source: T.Optional(IncomeSource),
  ...hideZero,
  ...csvFlag,
});
/** `totals` per source and `totalMinor` cover the whole range; `days` the chosen source(s) per UTC day. */
export const IncomeValue = Page(Settlement, {
  totals: Each(INCOME_SOURCES, Minor),
  totalMinor: Minor(),
  days: T.Optional(T.Array(SettlementDayPoint)),
});

export const AgentAnnouncement = Obj({ id: T.String(), title: T.String(), content: T.String(), createdAt: EpochMs() });

export const PageArgs = Obj(pageFields);

export const agentSchemas = {
  settings: call(AgentSettingsValue),
  announcements: call(Page(AgentAnnouncement), PageArgs),
  overview: call(TeamOverviewValue, TeamOverviewArgs),
  members: call(TeamMembersValue, TeamMembersArgs),
  createDownline: call(CreateDownlineValue, CreateDownlineArgs),
  /** Answers as every money move (./wallet.ts). */
  transfer: call(MoneyMoveValue, DownlineTransferArgs),
  invitations: call(InvitationsValue),
  createInvitation: call(Invitation, CreateInvitationArgs),
  teamBets: call(TeamBetsValue, TeamBetArgs),
  profitLoss: call(TeamProfitLossValue, TeamReportArgs),
  transactions: call(TeamTransactionsValue, TeamTransactionArgs),
  income: call(IncomeValue, IncomeArgs),
  settlements: call(SettlementsValue, SettlementListArgs),
  contracts: call(Page(Contract), ContractListArgs),
  offerContract: call(Contract, OfferContractArgs),
  offerCeilings: call(OfferCeilingsValue),
  previewContract: call(ContractPreviewValue, ContractPreviewArgs),
};

/** The processing calls: each kind's, and the contract's alternative name of it, answered the same. */
const processCall = call(ProcessContractValue, ProcessContractArgs);

export const contractSchemas = {
  consolidated: call(ConsolidatedValue),
  held: call(HeldContractsValue),
  processDividend: processCall,
  processDividendAlias: processCall,
  processDaily: processCall,
  processDailyAlias: processCall,
  processHourly: processCall,
  processHourlyAlias: processCall,
  processRealtime: processCall,
};
