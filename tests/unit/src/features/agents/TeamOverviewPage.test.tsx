// @vitest-environment jsdom
/**
 * The team overview against a local server: the period sent as the range, the figures through
 * the money formatter, the charts as images named by their summary with the same figures in a
 * table, a quiet period, and a failed call with Retry.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamOverviewPage from '../../../../../src/features/agents/team/TeamOverviewPage';
import { niceCeiling, valueDomain } from '../../../../../src/features/agents/team/charts/chartScale';
import type { TeamOverviewValue } from '../../../../../src/shared/wire';
import { fail, ok } from '../../support/localServer';
import { byPath, renderAgent, setUpAgentHarness, splitUrl } from './agentHarness';

const harness = setUpAgentHarness();

/** Wednesday 25 November 2026, mid-afternoon local time. */
const now = () => new Date(2026, 10, 25, 15, 30);

const OVERVIEW: TeamOverviewValue = {
  teamSize: 12,
  directCount: 4,
  newMembers: 2,
  activeMembers: 7,
  depositMinor: '123456',
  withdrawalMinor: '5000',
  betCount: 40,
  validBetMinor: '60000',
  winLossMinor: '-5000',
  days: [
    { day: '2026-11-23', validBetMinor: '10000', lossMinor: '-2000', depositMinor: '0', activeMembers: 3 },
    { day: '2026-11-24', validBetMinor: '30000', lossMinor: '9000', depositMinor: '0', activeMembers: 5 },
    { day: '2026-11-25', validBetMinor: '20000', lossMinor: '-2000', depositMinor: '0', activeMembers: 4 },
  ],
};

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TeamOverviewPage', () => {
  it('shows the figures and the charts of the chosen period', async () => {
    harness.answer(byPath({ '/wps/agent/team/overview': ok(OVERVIEW) }));
    await renderAgent(<TeamOverviewPage now={now} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Team overview' }, { timeout: 3000 })).toBeTruthy();
    await screen.findByText('Team size', { selector: 'dt' }, { timeout: 3000 });
    expect(figure('Team size')).toBe('12');
    expect(figure('Direct downlines')).toBe('4');
    expect(figure('Deposits')).toBe('$1,234.56');
    expect(figure('Valid bet')).toBe('$600.00');
    expect(figure('Team win/loss')).toBe('\u2212$50.00 debit');
    const today = new Date(2026, 10, 25).getTime();
    expect(splitUrl(harness.server.requests[0]!).query).toEqual({
      startTime: String(today),
      endTime: String(new Date(2026, 10, 26).getTime()),
    });

    const bars = screen.getByRole('img', { name: /^Valid bet per day/ });
    expect(bars.getAttribute('aria-label')).toBe(
      'Valid bet per day from Nov 23 to Nov 25: $600.00 in all, highest $300.00 on Nov 24.',
    );
    expect(bars.querySelectorAll('rect')).toHaveLength(3);
    const line = screen.getByRole('img', { name: /^Team win\/loss per day/ });
    expect(line.getAttribute('aria-label')).toBe(
      'Team win/loss per day from Nov 23 to Nov 25: \u2212$50.00 in all, best day Nov 23 (+$20.00), ' +
        'worst day Nov 24 (\u2212$90.00).',
    );
    const table = screen.getByRole('table', { name: 'Team win/loss per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayTeam win/loss', 'Nov 23+$20.00', 'Nov 24\u2212$90.00', 'Nov 25+$20.00']);

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    });
    await waitFor(() => expect(harness.server.requests).toHaveLength(2));
    expect(splitUrl(harness.server.requests[1]!).query.startTime).toBe(String(new Date(2026, 10, 23).getTime()));
  });

  it('says when the team placed no bets, and offers Retry when the call fails', async () => {
    harness.answer(
      byPath({
        '/wps/agent/team/overview': ok({
          ...OVERVIEW,
          days: OVERVIEW.days.map((day) => ({ ...day, validBetMinor: '0', lossMinor: '0' })),
        }),
      }),
    );
    await renderAgent(<TeamOverviewPage now={now} />);
    expect(await screen.findByText('Your team placed no bets in this period.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();

    harness.answer(byPath({ '/wps/agent/team/overview': fail(403, 'agent.only', 'Only agents can see this.') }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Only agents can see this.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('chart scale', () => {
  it('ends the value axis on a round number and always includes zero', () => {
    expect([niceCeiling(0.7), niceCeiling(3), niceCeiling(230), niceCeiling(2000)]).toEqual([1, 5, 250, 2000]);
    expect(valueDomain([20, -90, 20])).toEqual({ min: -100, max: 20 });
    expect(valueDomain([0, 0])).toEqual({ min: 0, max: 1 });
  });
});
