/**
 * The consolidated-funds flags (agents.ts `ConsolidatedValue`) from the member's live contracts:
 * a `…req` flag is 1 when a request of that kind waits for the member's answer, an `…info` flag
 * when the member holds an accepted one (`dailysalinfotype` for any salary kind). `hasContract`
 * is true when the member holds any accepted contract: the consolidated panel shows then (spec
 * §4). Trial accounts hold nothing and get all zeros.
 */
import type { Contract, ContractKind, ConsolidatedValue } from '../../../src/shared/wire/agents';

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

export const EMPTY_CONSOLIDATED: ConsolidatedValue = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  contractmrdailysalinfotype: 0,
  contracthoursalinfo: 0,
  dailysalinfotype: 0,
  divtypeinfo: 0,
  realtimesalinfotype: 0,
  hasContract: false,
  pending: [],
};

/** @param held the member's contracts in status request or accepted (repository.heldContracts). */
export function consolidatedOf(held: Contract[]): ConsolidatedValue {
  const pending = held.filter((c) => c.status === 'request');
  const accepted = new Set<ContractKind>(held.filter((c) => c.status === 'accepted').map((c) => c.kind));
  const asked = new Set<ContractKind>(pending.map((c) => c.kind));
  return {
    dailysalreqtype: flag(asked.has('daily')),
    divtypereq: flag(asked.has('dividend')),
    contracthoursalreq: flag(asked.has('hourly')),
    realtimesalreqtype: flag(asked.has('realtime')),
    contractmrdailysalinfotype: flag(accepted.has('daily')),
    contracthoursalinfo: flag(accepted.has('hourly')),
    dailysalinfotype: flag(accepted.has('daily') || accepted.has('hourly') || accepted.has('realtime')),
    divtypeinfo: flag(accepted.has('dividend')),
    realtimesalinfotype: flag(accepted.has('realtime')),
    hasContract: accepted.size > 0,
    pending,
  };
}
