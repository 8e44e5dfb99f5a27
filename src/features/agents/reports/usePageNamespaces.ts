import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../../i18n/resources';

/** Every catalog the agent report and contract pages use, their parts included. */
export const AGENT_REPORT_NAMESPACES = [
  'agentReports',
  'contracts',
  'records',
  'common',
  'nav',
] as const satisfies readonly Namespace[];

/**
 * Suspends the page until all of them have loaded, so a part that asks for one later (an
 * amount in a table that arrives after the page) does not blank the page to the loader.
 */
export function useAgentReportNamespaces(): void {
  useTranslation([...AGENT_REPORT_NAMESPACES]);
}
