/** Contracts, consolidated info and a site with the agent policy module on, for the contract and report tests. */
import type { ConsolidatedValue, Contract, SystemStatus } from '../../../../../src/shared/wire';
import { memberInfoFixture } from '../../support/memberInfo';
import { systemStatusFixture } from '../../support/systemStatus';

/** The default site with whitelabel AGENTPOLICY3 on (contracts exist there). */
export function contractSite(): SystemStatus {
  const status = systemStatusFixture();
  status.info.whitelabel = [{ modId: 'AGENTPOLICY3', enabled: '1', childrenNodes: [] }];
  return status;
}

export const AGENT_MEMBER = memberInfoFixture({ account: 'agent07', isAgent: true, type: 1 });

export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 'c-1',
    kind: 'dividend',
    status: 'request',
    terms: {
      kind: 'dividend',
      dividend: {
        period: 'W',
        tiers: [{ validBetMinor: '1000000', lossMinor: '50000', activeMembers: 5, rateBp: 1500 }],
      },
    },
    rateBp: 1500,
    agentId: '1',
    agentAccount: 'boss01',
    memberId: '7',
    memberAccount: 'agent07',
    createdAt: Date.UTC(2026, 10, 20, 9),
    decidedAt: null,
    terminatedAt: null,
    terminatedBy: null,
    ...overrides,
  };
}

export function consolidatedFixture(overrides: Partial<ConsolidatedValue> = {}): ConsolidatedValue {
  return {
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
    ...overrides,
  };
}
