/**
 * The agent centre's pages by key, in agent-menu order, and the address of
 * each: /agentHome?page=<key>. Kept free of React so links anywhere cost nothing.
 */
export const AGENT_PAGE_KEYS = [
  'deposit',
  'withdraw',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'messageV2',
] as const;

export type AgentPageKey = (typeof AGENT_PAGE_KEYS)[number];

/** What /agentHome shows without a page: the team at a glance, the centre's reason to exist. */
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

/** The query parameter that names the page (the member centre's too). */
export const AGENT_PAGE_PARAM = 'page';

export function isAgentPageKey(value: string | null | undefined): value is AgentPageKey {
  return (AGENT_PAGE_KEYS as readonly string[]).includes(value ?? '');
}

/** '/agentHome?page=downlineManagmentView', with any extra parameters after it. */
export function agentPagePath(page: AgentPageKey, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [AGENT_PAGE_PARAM]: page, ...extra });
  return `/agentHome?${params.toString()}`;
}
