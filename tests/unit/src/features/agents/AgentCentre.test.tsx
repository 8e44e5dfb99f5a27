// @vitest-environment jsdom
/**
 * The agent centre's frame against a local server: the agent menu as a navigation landmark in
 * menu order, the dividend records only when the site's settings enable dividends,
 * customer service when the site lists one, the page of the address marked current, and the
 * announcements page (HTML through SafeHtml).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentHome from '../../../../../src/features/agents/AgentHome';
import { agentMenu } from '../../../../../src/features/agents/menu/agentMenu';
import { ok } from '../../support/localServer';
import { systemStatusFixture } from '../../support/systemStatus';
import { byPath, pageOf, renderAgent, settingsReply, setUpAgentHarness } from './agentHarness';

const { answer } = setUpAgentHarness();

const menu = () => screen.getByRole('navigation', { name: 'Agent menu' });
const entries = () =>
  within(menu())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

const MENU_WITHOUT_DIVIDENDS = [
  'Deposit',
  'Withdraw',
  'Agent announcements',
  'Team overview',
  'Add account',
  'Team management',
  'Team betting records',
  'User loss statements',
  'My income',
  'Downline account details',
  'Daily salary',
  'Hourly salary',
  'Real-time salary',
  'Platform messages',
];

const ANNOUNCEMENT = {
  id: '1',
  title: 'New rates',
  content: '<p>Rates go <b>up</b></p><img src="x" onerror="alert(1)">',
  createdAt: Date.UTC(2026, 10, 20),
};

describe('agentMenu', () => {
  it('keeps the dividend records out until the settings say dividends are on', () => {
    const keys = (dividendEnabled: boolean | undefined) =>
      agentMenu({ dividendEnabled, customerService: false }).map((entry) =>
        entry.kind === 'page' ? entry.key : entry.kind,
      );
    expect(keys(undefined)).not.toContain('agentDividendRecordCopy2');
    expect(keys(false)).not.toContain('agentDividendRecordCopy2');
    expect(keys(true).slice(9, 12)).toEqual([
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
    ]);
    expect(agentMenu({ dividendEnabled: true, customerService: true }).at(-1)).toEqual({ kind: 'customerService' });
  });
});

describe('AgentHome', () => {
  it('shows the agent menu with the page of the address current, and the announcements as safe HTML', async () => {
    answer(
      byPath({ '/wps/agent/settings': settingsReply(false), '/wps/agent/announcements': ok(pageOf([ANNOUNCEMENT])) }),
    );
    const status = systemStatusFixture({ customerService: [{ csType: 'LIVECHAT', path: 'encrypted-path-1234abcd' }] });
    await renderAgent(<AgentHome />, { path: '/agentHome?page=agentAnnouncement', status });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(entries()).toEqual([...MENU_WITHOUT_DIVIDENDS, 'Customer service']));
    expect(within(menu()).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    const current = within(menu()).getByRole('link', { name: 'Agent announcements' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/agentHome?page=agentAnnouncement');
    expect(within(menu()).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBeNull();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Agent announcements' }, { timeout: 3000 }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Agent announcements' });
    expect(within(list).getByText('up').tagName).toBe('B');
    expect(list.querySelector('[onerror]')).toBeNull();
  });

  it('adds dividend records when dividends are on, opens the team overview first, follows menu links', async () => {
    answer(
      byPath({
        '/wps/agent/settings': settingsReply(true),
        '/wps/agent/team/overview': ok({
          teamSize: 0,
          directCount: 0,
          newMembers: 0,
          activeMembers: 0,
          depositMinor: '0',
          withdrawalMinor: '0',
          betCount: 0,
          validBetMinor: '0',
          winLossMinor: '0',
          days: [],
        }),
        '/wps/agent/invitations': ok({ invitations: [] }),
        '/wps/system/setting/register': ok({}),
      }),
    );
    await renderAgent(<AgentHome />);
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Dividend records' })).toBeTruthy(), {
      timeout: 3000,
    });
    expect(entries()).toEqual([
      ...MENU_WITHOUT_DIVIDENDS.slice(0, 10),
      'Dividend records',
      ...MENU_WITHOUT_DIVIDENDS.slice(10),
    ]);
    expect(within(menu()).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(
      await screen.findByText(
        'You have no downlines yet. Add an account or share an invitation link to build your team.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();

    act(() => {
      fireEvent.click(within(menu()).getByRole('link', { name: 'Add account' }));
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/agentHome?page=registerCenter'), {
      timeout: 3000,
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Add account' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
