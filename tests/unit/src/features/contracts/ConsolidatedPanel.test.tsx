// @vitest-environment happy-dom
/**
 * The member centre's consolidated panel: nothing without a contract; with one, a row per
 * consolidated flag (held: rate, status and, for agents, the agent-centre page; waiting: Review).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsolidatedPanel } from '../../../../../src/features/contracts';
import { contractsApi } from '../../../../../src/features/contracts/contractsApi';
import { ok } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import { renderMember, setUpHarness, splitUrl } from '../member/memberHarness';
import { AGENT_MEMBER, consolidatedFixture, contractFixture, contractSite } from './contractFixtures';

const harness = setUpHarness();
const HELD = contractFixture({
  id: 'c-9',
  kind: 'daily',
  status: 'accepted',
  rateBp: 80,
  terms: { kind: 'daily', salary: { tiers: [{ betAmountMinor: '100', activeMembers: 1, rateBp: 80 }] } },
});
const OFFER = contractFixture({
  id: 'c-10',
  kind: 'realtime',
  rateBp: 50,
  terms: { kind: 'realtime', realtime: { profitRateBp: 20, lossRateBp: 50, singleBetMinor: '100' } },
});

describe('ConsolidatedPanel', () => {
  it('lists what the flags say: the held daily salary and the waiting real-time offer', async () => {
    harness.answer((request) => {
      const { path } = splitUrl(request);
      if (path === '/wps/member/info/funds/consolidated') {
        return ok(
          consolidatedFixture({
            hasContract: true,
            contractmrdailysalinfotype: 1,
            dailysalinfotype: 1,
            realtimesalreqtype: 1,
            pending: [OFFER],
          }),
        );
      }
      if (path === '/wps/member/contracts') return ok({ contracts: [HELD] });
      return undefined;
    });
    await renderMember(<ConsolidatedPanel />, { member: AGENT_MEMBER, status: contractSite() });
    const panel = await screen.findByRole('region', { name: 'My contracts' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(await within(rows[0] as HTMLElement).findByText('Up to 0.8%')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Daily salary records' })
        .getAttribute('href'),
    ).toBe('/agentHome?page=agentDailyWages2');
    expect(within(rows[1] as HTMLElement).getByText('Real-time salary')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Review offer' })).toBeTruthy();
  });

  it('shows nothing to a member without a contract', async () => {
    harness.answer((request) =>
      splitUrl(request).path === '/wps/member/info/funds/consolidated' ? ok(consolidatedFixture()) : undefined,
    );
    const { store, view } = await renderMember(<ConsolidatedPanel />, {
      member: memberInfoFixture(),
      status: contractSite(),
    });
    // The panel has its answer (no contract) once the query has settled.
    await waitFor(() =>
      expect(contractsApi.endpoints.contractConsolidated.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(within(view.container).queryByRole('region')).toBeNull();
    expect(harness.server.requests.map((r) => splitUrl(r).path)).toEqual(['/wps/member/info/funds/consolidated']);
  });
});
