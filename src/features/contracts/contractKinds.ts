/**
 * What belongs to each contract kind on the client: the consolidated-info flags that say the
 * member holds one or is asked to answer one (src/shared/wire/agents.ts), the agent-centre page of
 * its records, and the tone of each status pill.
 */
import type { ConsolidatedValue, ContractKind, ContractStatus } from '../../shared/wire';
import { agentPagePath, type AgentPageKey } from '../agents/agentPageKeys';

type FlagName = Exclude<keyof ConsolidatedValue, 'hasContract' | 'pending'>;

/** `info`: an accepted contract of this kind is held; `request`: one waits for the member's answer. */
export const KIND_FLAGS: Record<ContractKind, { info: FlagName; request: FlagName }> = {
  dividend: { info: 'divtypeinfo', request: 'divtypereq' },
  daily: { info: 'contractmrdailysalinfotype', request: 'dailysalreqtype' },
  hourly: { info: 'contracthoursalinfo', request: 'contracthoursalreq' },
  realtime: { info: 'realtimesalinfotype', request: 'realtimesalreqtype' },
};

/** The agent menu's page of each kind. */
export const AGENT_PAGE_OF_KIND: Record<ContractKind, AgentPageKey> = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
};

/** The agent-centre address of a kind's page (/agentHome?page=<key>). */
export const agentPagePathOf = (kind: ContractKind): string => agentPagePath(AGENT_PAGE_OF_KIND[kind]);

export function statusTone(status: ContractStatus): 'good' | 'bad' | 'neutral' {
  if (status === 'accepted') return 'good';
  if (status === 'rejected' || status === 'terminated') return 'bad';
  return 'neutral';
}
