// @vitest-environment happy-dom
/**
 * Reports built for daily use (issue 14 item 17), against a local server: the hide-zero switch
 * of the income and settlement lists (on by default, a named switch, the filter on the wire),
 * the charts of what was paid per day (an image named by its summary, the figures in a table),
 * the loss statement's totals row and its click from a member's bets to the records behind them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractPage } from '../../../../../../src/features/agents/reports/ContractPage';
import { IncomePage, LossStatementsPage } from '../../../../../../src/features/agents/reports/pages';
import { HideZeroSwitch } from '../../../../../../src/features/agents/reports/HideZeroSwitch';
import { SettlementDayChart } from '../../../../../../src/features/agents/reports/SettlementDayChart';
import { teamBetsDrillOf, teamBetsPath } from '../../../../../../src/features/agents/reports/teamBetsLink';
import type {
  IncomeValue,
  MemberProfitLossRow,
  Settlement,
  SettlementsValue,
  TeamProfitLossValue,
} from '../../../../../../src/shared/wire';
import { ok } from '../../../support/localServer';
import { byPath, renderAgent, setUpAgentHarness, splitUrl } from '../agentHarness';

const harness = setUpAgentHarness();
const callsTo = (path: string) =>
  harness.server.requests.filter((r) => splitUrl(r).path === path).map((r) => splitUrl(r).query);
const page = <T,>(content: T[]) => ({ content, pageNo: 1, pageSize: 20, totalElements: content.length, totalPages: 1 });
const DAYS = [
  { day: '2026-11-20', amountMinor: '0', settlements: 1 },
  { day: '2026-11-21', amountMinor: '12000', settlements: 2 },
  { day: '2026-11-22', amountMinor: '3050', settlements: 1 },
];
const SETTLEMENT: Settlement = {
  id: '7',
  contractId: '3',
  kind: 'daily',
  periodKey: 'D:2026-11-21',
  periodStart: Date.UTC(2026, 10, 21),
  periodEnd: Date.UTC(2026, 10, 22),
  memberId: '22',
  memberAccount: 'sub01',
  metrics: {
    betCount: 4,
    validBetMinor: '600000',
    stakeMinor: '600000',
    payoutMinor: '500000',
    lossMinor: '100000',
    activeMembers: 2,
  },
  rateBp: 200,
  amountMinor: '12000',
  transactionId: '99',
  settledAt: Date.UTC(2026, 10, 22, 0, 10),
};

describe('HideZeroSwitch', () => {
  it('is a switch named by its label that reports each toggle', async () => {
    const seen: boolean[] = [];
    await renderAgent(<HideZeroSwitch checked onChange={(next) => seen.push(next)} />);
    const toggle = await screen.findByRole('switch', { name: 'Hide zero amounts' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(seen).toEqual([false]);
  });
});

describe('SettlementDayChart', () => {
  it('draws the days as an image named by one sentence, with every day in a table', async () => {
    await renderAgent(<SettlementDayChart title="Income per day" days={DAYS} />);
    const figure = await screen.findByRole('figure', { name: 'Income per day' });
    const image = within(figure).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(
      '$150.50 paid from Nov 20 to Nov 22; the best day was Nov 21 with $120.00.',
    );
    expect(image.querySelectorAll('rect')).toHaveLength(3);
    const table = within(figure).getByRole('table', { name: 'Income per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayAmount', 'Nov 20$0.00', 'Nov 21$120.00', 'Nov 22$30.50']);
  });

  it('says when nothing was paid, and draws nothing without days', async () => {
    const { view } = await renderAgent(
      <>
        <SettlementDayChart title="Nothing" days={DAYS.map((d) => ({ ...d, amountMinor: '0' }))} />
        <SettlementDayChart title="Empty" days={[]} />
      </>,
    );
    const image = within(await screen.findByRole('figure', { name: 'Nothing' })).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe('Nothing was paid from Nov 20 to Nov 22.');
    expect(screen.queryByRole('figure', { name: 'Empty' })).toBeNull();
    expect(view.container.querySelectorAll('svg')).toHaveLength(1);
  });
});

describe('teamBetsLink', () => {
  it('writes the filters into the address and reads them back', () => {
    const drill = {
      account: 'amy02',
      team: true,
      time: 'settled' as const,
      range: { startTime: 1_000, endTime: 2_000 },
    };
    const path = teamBetsPath(drill);
    expect(path).toBe('/agentHome?page=personalHistoryCopy&account=amy02&team=1&time=settled&from=1000&to=2000');
    expect(teamBetsDrillOf(new URL(path, 'http://x').searchParams)).toEqual(drill);
    expect(teamBetsPath({ time: 'placed' })).toBe('/agentHome?page=personalHistoryCopy');
    // team without an account means nothing; a range longer than the reports allow is dropped.
    expect(teamBetsDrillOf(new URLSearchParams('team=1&from=0&to=99999999999'))).toEqual({
      account: undefined,
      team: false,
      time: 'placed',
      range: undefined,
    });
  });
});

describe('settlement lists', () => {
  it('hide-zero switch on the settlement list: on by default; off asks the server for the zero ones', async () => {
    const value: SettlementsValue = { ...page([SETTLEMENT]), totalMinor: '15050', days: DAYS };
    harness.answer(
      byPath({
        '/wps/agent/report/settlements': ok(value),
        '/wps/agent/contracts': ok(page([])),
        '/wps/member/contracts': ok({ contracts: [] }),
        '/wps/agent/contracts/ceilings': ok({
          ceilings: { dividend: null, daily: 200, hourly: null, realtime: null },
          topLevel: true,
        }),
      }),
    );
    await renderAgent(<ContractPage kind="daily" />);
    const toggle = await screen.findByRole('switch', { name: 'Hide zero amounts' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(callsTo('/wps/agent/report/settlements')[0]).toMatchObject({
        hideZero: 'true',
        scope: 'mine',
        kind: 'daily',
      }),
    );
    expect(await screen.findByRole('figure', { name: 'Daily salary paid to you per day' })).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsTo('/wps/agent/report/settlements').at(-1)).toMatchObject({ hideZero: 'false', pageNo: '1' }),
    );

    // The amount opens the bets behind it: the whole team's, settled in the period.
    const link = await screen.findByRole('link', { name: /^\$120\.00 show the bets behind this settlement$/ });
    fireEvent.click(link);
    const address = new URL(screen.getByTestId('address').textContent ?? '', 'http://x');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      page: 'personalHistoryCopy',
      time: 'settled',
      from: String(SETTLEMENT.periodStart),
      to: String(SETTLEMENT.periodEnd),
    });
  });

  it("a team settlement's amount opens its holder's whole team", async () => {
    harness.answer(
      byPath({
        '/wps/agent/report/settlements': ok({ ...page([SETTLEMENT]), days: DAYS }),
        '/wps/agent/contracts': ok(page([])),
        '/wps/member/contracts': ok({ contracts: [] }),
      }),
    );
    await renderAgent(<ContractPage kind="daily" />);
    fireEvent.click(await screen.findByRole('button', { name: 'My team' }));
    await waitFor(() => expect(callsTo('/wps/agent/report/settlements').at(-1)).toMatchObject({ scope: 'team' }));
    fireEvent.click(await screen.findByRole('link', { name: /show the bets behind this settlement/ }));
    const address = new URL(screen.getByTestId('address').textContent ?? '', 'http://x');
    expect(address.searchParams.get('account')).toBe('sub01');
    expect(address.searchParams.get('team')).toBe('1');
  });

  it('the income page hides zero settlements by default and charts income per day', async () => {
    const income: IncomeValue = {
      ...page([SETTLEMENT]),
      totals: { dividend: '0', daily: '15050', hourly: '0', realtime: '0' },
      totalMinor: '15050',
      days: DAYS,
    };
    harness.answer(byPath({ '/wps/agent/report/income': ok(income) }));
    await renderAgent(<IncomePage />);
    expect(await screen.findByRole('figure', { name: 'Income per day' })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Hide zero amounts' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(callsTo('/wps/agent/report/income')[0]).toMatchObject({ hideZero: 'true' }));
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo('/wps/agent/report/income').at(-1)).toMatchObject({ hideZero: 'false' }));
  });
});

describe('LossStatementsPage', () => {
  const ROW: MemberProfitLossRow = {
    memberId: '5',
    account: 'amy02',
    level: 1,
    betCount: 3,
    validBetMinor: '1500',
    winLossMinor: '-300',
    depositMinor: '10000',
    withdrawalMinor: '0',
    rebateMinor: '10',
    rewardMinor: '0',
    profitMinor: '-290',
  };
  const VALUE: TeamProfitLossValue = {
    ...page([ROW]),
    totals: {
      members: 12,
      betCount: 250,
      validBetMinor: '900000',
      winLossMinor: '-45000',
      depositMinor: '2000000',
      withdrawalMinor: '50000',
      rebateMinor: '1200',
      rewardMinor: '500',
      profitMinor: '-43300',
    },
  };

  it('totals row on loss statements, and a member’s bet count opens their settled bets of the range', async () => {
    harness.answer(byPath({ '/wps/agent/report/profitLoss': ok(VALUE) }));
    const { view } = await renderAgent(<LossStatementsPage />);
    await screen.findByText('amy02');
    const footer = view.container.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250', '$9,000.00', '−$450.00 debit', '$12.00', '$5.00', '−$433.00 debit', '$20,000.00', '$500.00']);
    const [query] = callsTo('/wps/agent/report/profitLoss');
    fireEvent.click(screen.getByRole('link', { name: '3 bets of amy02: show them' }));
    const address = new URL(screen.getByTestId('address').textContent ?? '', 'http://x');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      page: 'personalHistoryCopy',
      account: 'amy02',
      time: 'settled',
      from: query?.startTime,
      to: query?.endTime,
    });
  });
});
