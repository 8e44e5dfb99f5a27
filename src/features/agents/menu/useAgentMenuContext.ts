import { useOpenCustomerService } from '../../../layouts/useOpenCustomerService';
import { useAgentSettingsQuery } from '../agentApi';
import type { AgentMenuContext } from './agentMenu';

export type AgentMenuState = AgentMenuContext & {
  /** Opens the site's customer service, as the side menu and right bar do; undefined when there is none. */
  openCustomerService: (() => void) | undefined;
};

/**
 * What decides the agent menu's conditional entries. Settings that failed to load count as
 * "dividends off" (the entry stays hidden) rather than holding the page in a loader.
 */
export function useAgentMenuContext(): AgentMenuState {
  const settings = useAgentSettingsQuery();
  const openCustomerService = useOpenCustomerService();
  return {
    dividendEnabled: settings.isError ? false : settings.data?.dividendEnabled,
    customerService: openCustomerService !== undefined,
    openCustomerService,
  };
}
