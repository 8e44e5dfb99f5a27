// @vitest-environment happy-dom
/**
 * Missions and leaderboard against a local server: each mission a progress bar with its value
 * and text, completed ones marked; the leaderboard a table with the member's own row current.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MissionPage } from '../../../../../src/features/rewards/pages';
import type { LeaderboardRow, MissionSummaryValue } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { renderPage, splitUrl, setUpHarness } from '../member/memberHarness';

const SUMMARY: MissionSummaryValue = {
  completedCount: 1,
  missions: [
    {
      id: 'ms1',
      title: 'Bet 100 this week',
      kind: 'valid_bet',
      progressMinor: '2500',
      targetMinor: '10000',
      rewardMinor: '500',
      completed: false,
    },
    {
      id: 'ms2',
      title: 'First deposit',
      kind: 'deposit',
      progressMinor: '5000',
      targetMinor: '5000',
      rewardMinor: '1000',
      completed: true,
    },
  ],
};
const BOARD: LeaderboardRow[] = [
  { rank: 1, account: 'ma***23', scoreMinor: '9900000', isMe: false },
  { rank: 2, account: 'demo_player', scoreMinor: '120050', isMe: true },
];

const harness = setUpHarness();
const { answer } = harness;

beforeAll(() => {
  answer((request) => {
    const { path } = splitUrl(request);
    if (path === '/wps/relay/MCSFE_getMissionSummaryDetails') return ok(SUMMARY);
    if (path === '/wps/relay/MCSFE_getMissionLeaderboard') return ok(BOARD);
    return undefined;
  });
});

describe('MissionPage', () => {
  it('shows each mission with a progress bar carrying its value and text', async () => {
    await renderPage(<MissionPage />);
    const bar = await screen.findByRole('progressbar', { name: 'Bet 100 this week' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% ($25.00 of $100.00)');
    const done = screen.getByRole('progressbar', { name: /First deposit/ });
    expect(done.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Completed: 1 of 2')).toBeTruthy();
    expect(screen.getByText('Reward: $5.00')).toBeTruthy();
  });

  it("the leaderboard marks the member's own row", async () => {
    await renderPage(<MissionPage />);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const mine = (await within(table).findByText('demo_player')).closest('tr') as HTMLElement;
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(within(mine).getByText('$1,200.50')).toBeTruthy();
    const other = within(table).getByText('ma***23').closest('tr') as HTMLElement;
    expect(other.getAttribute('aria-current')).toBeNull();
  });
});
