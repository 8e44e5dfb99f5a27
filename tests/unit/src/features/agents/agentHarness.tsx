/**
 * Renders agent-centre screens as the app would (see support/appHarness): an agent signed in,
 * a MemoryRouter at the given address with the address shown, and the generic dialog host.
 * Replies are built per test from a table of paths.
 */
import type { ReactElement } from 'react';
import type { AgentSettingsValue, MemberInfo, SystemStatus } from '../../../../../src/shared/wire';
import {
  MEMBER_TOKEN,
  renderApp,
  setUpAppHarness,
  splitUrl,
  type Harness,
  type Handler,
} from '../../support/appHarness';
import { ok, type Reply } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import { systemStatusFixture } from '../../support/systemStatus';

export { splitUrl, type Harness } from '../../support/appHarness';

/** Call at the top level of a test file: one local server and API layer for its tests, as an agent. */
export function setUpAgentHarness(): Harness {
  return setUpAppHarness({
    token: MEMBER_TOKEN,
    namespaces: ['agent', 'common', 'nav', 'member', 'records', 'register', 'cashier', 'rewards'],
  });
}

export const AGENT: MemberInfo = memberInfoFixture({
  id: 10,
  account: 'boss01',
  nickname: 'Boss',
  type: 1,
  isAgent: true,
});

export const SETTINGS: AgentSettingsValue = {
  dividendEnabled: false,
  maxRateBp: { dividend: 3000, daily: 200, hourly: 100, realtime: 100 },
  maxTiers: 5,
  maxRangeDays: 93,
};

/** Answers each request by its path (query ignored); what the table lacks is the harness's 404. */
export function byPath(replies: Record<string, Reply | ((query: Record<string, string>) => Reply)>): Handler {
  return (request) => {
    const { path, query } = splitUrl(request);
    const reply = replies[path];
    return typeof reply === 'function' ? reply(query) : reply;
  };
}

export const settingsReply = (dividendEnabled: boolean) => ok({ ...SETTINGS, dividendEnabled });

export async function renderAgent(
  ui: ReactElement,
  { path = '/agentHome', status = systemStatusFixture() }: { path?: string; status?: SystemStatus } = {},
) {
  return renderApp(ui, { path, member: AGENT, status });
}

/** A page of the wire's Page<T>. */
export const pageOf = <T,>(content: T[], pageNo = 1, totalPages = 1) => ({
  content,
  pageNo,
  pageSize: 20,
  totalElements: content.length,
  totalPages,
});
