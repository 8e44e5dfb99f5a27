// @vitest-environment happy-dom
/**
 * Team betting records against a local server: each bet with the member's account and level,
 * the account filter on the wire; the totals row of the whole filter under the rows (issue 14
 * item 17); a click-through address opens the page with its filters; "Export CSV" asks for every
 * row (format=all) and saves the screen's columns with the totals as the last line, or says why
 * it could not.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInputValue } from '../../../../../../src/components/dateRange';
import { TeamBetsPage } from '../../../../../../src/features/agents/reports/pages';
import { teamBetsPath } from '../../../../../../src/features/agents/reports/teamBetsLink';
import { platform } from '../../../../../../src/platform/platform';
import type { TeamBetRow, TeamBetsValue } from '../../../../../../src/shared/wire';
import { fail, ok } from '../../../support/localServer';
import { pageOf, renderMember, setUpHarness, splitUrl, type Handler } from '../../member/memberHarness';

const BET: TeamBetRow = {
  id: 'b1',
  account: 'amy02',
  level: 2,
  vendor: 'AG',
  gameType: 'LIVE',
  gameName: 'Baccarat',
  roundId: 'r-1',
  stakeMinor: '2500',
  validBetMinor: '2500',
  payoutMinor: '0',
  winLossMinor: '-2500',
  status: 'settled',
  placedAt: Date.UTC(2026, 10, 21, 10),
  settledAt: Date.UTC(2026, 10, 21, 10, 1),
};
// Totals of the whole filter: more than the one row of the page.
const VALUE: TeamBetsValue = {
  ...pageOf([BET]),
  totals: {
    betCount: 41,
    stakeMinor: '123450',
    validBetMinor: '120000',
    payoutMinor: '100000',
    winLossMinor: '-23450',
  },
};
const PATH = '/wps/agent/report/bets';
const AGENT_PAGE = '/agentHome?page=personalHistoryCopy';

const harness = setUpHarness();
const calls = () => harness.server.requests.filter((r) => splitUrl(r).path === PATH).map((r) => splitUrl(r).query);
const answering =
  (all: Handler = () => ok(VALUE)): Handler =>
  (request) => {
    const { path, query } = splitUrl(request);
    if (path !== PATH) return undefined;
    return query.format === 'all' ? all(request) : ok(VALUE);
  };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeamBetsPage', () => {
  it('shows each bet with the member and level, and filters by account', async () => {
    harness.answer(answering());
    await renderMember(<TeamBetsPage />, { path: AGENT_PAGE });
    expect(await screen.findByRole('heading', { name: 'Team betting records', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bets of your team' });
    const row = (await within(table).findByText('amy02')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Level 2')).toBeTruthy();
    expect(within(row).getByText('Baccarat')).toBeTruthy();

    const account = screen.getByRole('searchbox', { name: 'Account' });
    fireEvent.change(account, { target: { value: ' amy02 ' } });
    fireEvent.keyDown(account, { key: 'Enter' });
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ account: 'amy02', pageNo: '1' }));
  });

  it('totals row of team bets: the server totals of the whole filter in a table footer', async () => {
    harness.answer(answering());
    const { view } = await renderMember(<TeamBetsPage />, { path: AGENT_PAGE });
    await screen.findByText('amy02');
    const footer = view.container.querySelector('tfoot') as HTMLElement;
    expect(footer).not.toBeNull();
    const cells = within(footer).getAllByRole('cell');
    expect(within(footer).getByRole('rowheader').textContent).toBe('Total');
    // Stake, valid bet, payout, win/loss of all 41 bets, not the page's one.
    // Time, account, vendor, game have no total; then stake, valid bet, payout, win/loss and the count.
    expect(cells.map((c) => c.textContent)).toEqual([
      '',
      '',
      '',
      '$1,234.50',
      '$1,200.00',
      '$1,000.00',
      '−$234.50 debit',
      'Bets: 41',
    ]);
  });

  it('a click-through address opens the page with its member, team, settlement time and range', async () => {
    harness.answer(answering());
    const start = Date.UTC(2026, 10, 22, 13, 5);
    const end = start + 5 * 60_000;
    await renderMember(<TeamBetsPage />, {
      path: teamBetsPath({ account: 'amy02', team: true, time: 'settled', range: { startTime: start, endTime: end } }),
    });
    await screen.findByText('Baccarat');
    await waitFor(() =>
      expect(calls()[0]).toMatchObject({
        account: 'amy02',
        team: 'true',
        time: 'settled',
        startTime: String(start),
        endTime: String(end),
      }),
    );
    expect((screen.getByRole('searchbox', { name: 'Account' }) as HTMLInputElement).value).toBe('amy02');
    expect((screen.getByRole('switch', { name: 'Include their team' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Date by' }) as HTMLSelectElement).value).toBe('settled');
    // Five minutes are less than the day pickers show: the page says which part it lists.
    expect(screen.getByText(/^Period shown: /)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Include their team' }));
    await waitFor(() => expect(calls().at(-1)?.team).toBeUndefined());
    expect(calls().at(-1)).toMatchObject({ account: 'amy02', time: 'settled' });
  });

  it('ignores a malformed or too long range in the address and opens on the default range', async () => {
    harness.answer(answering());
    await renderMember(<TeamBetsPage />, { path: `${AGENT_PAGE}&from=9&to=3&time=later` });
    await screen.findByText('Baccarat');
    const [first] = calls();
    expect(Number(first?.endTime) - Number(first?.startTime)).toBeGreaterThan(6 * 86_400_000);
    expect(first?.time).toBeUndefined();
  });

  it('exports every row of the filtered range (format=all) with the totals as the last line', async () => {
    harness.answer(answering());
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue(undefined);
    await renderMember(<TeamBetsPage />, { path: AGENT_PAGE });
    await screen.findByText('amy02');
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LIVE' } });
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ gameType: 'LIVE' }));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [query] = calls().filter((q) => q.format === 'all');
    expect(query).toMatchObject({ format: 'all', gameType: 'LIVE' });
    expect(calls().some((q) => q.format === 'csv')).toBe(false);
    const start = Number(query?.startTime);
    const end = Number(query?.endTime);
    const [name, blob] = save.mock.calls[0] ?? [];
    expect(name).toBe(`team-bets_${dateInputValue(start)}_${dateInputValue(end - 1)}.csv`);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFTeam betting records');
    expect(lines[4]).toBe('Time,Account,Vendor,Game,Stake,Valid bet,Payout,Win/loss,Status');
    expect(lines.filter((l) => l.includes('amy02'))).toHaveLength(1);
    expect(lines.at(-2)).toBe('Total,,,,1234.50,1200.00,1000.00,-234.50,Bets: 41');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why an export failed and saves nothing', async () => {
    harness.answer(answering(() => fail(200, 'report.range.too.long', 'Choose at most 93 days.')));
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue(undefined);
    await renderMember(<TeamBetsPage />, { path: AGENT_PAGE });
    await screen.findByText('amy02');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at most 93 days.');
    expect(save).not.toHaveBeenCalled();
  });
});
