/**
 * The agent menu as data: which entries an agent sees, in order. Pure, so the order
 * and the conditional entries are unit-tested without rendering.
 */
import { AGENT_PAGE_KEYS, type AgentPageKey } from '../agentPageKeys';
import type { PageAvailability } from '../../../app/CentrePageView';

export type AgentMenuContext = {
  /** The site's dividend feature (GET /wps/agent/settings); undefined while loading. */
  dividendEnabled: boolean | undefined;
  /** The site lists a customer service to open. */
  customerService: boolean;
};

export type AgentMenuEntry = { kind: 'page'; key: AgentPageKey } | { kind: 'customerService' };

export type { PageAvailability as Availability } from '../../../app/CentrePageView';

/** The dividend records only when the dividend feature is enabled; every other page always. */
export function agentPageAvailability(page: AgentPageKey, context: AgentMenuContext): PageAvailability {
  if (page !== 'agentDividendRecordCopy2') return 'available';
  if (context.dividendEnabled === undefined) return 'unknown';
  return context.dividendEnabled ? 'available' : 'hidden';
}

/** The entries in menu order: the pages this agent has, then customer service when the site has one. */
export function agentMenu(context: AgentMenuContext): AgentMenuEntry[] {
  const pages = AGENT_PAGE_KEYS.filter((key) => agentPageAvailability(key, context) === 'available').map(
    (key): AgentMenuEntry => ({ kind: 'page', key }),
  );
  return context.customerService ? [...pages, { kind: 'customerService' }] : pages;
}
