// @vitest-environment happy-dom
/**
 * Team betting records against a local server: each bet with the member's account and level,
 * the account filter on the wire; "Export CSV" asks the same query with format=csv and saves
 * the text through the platform under the report's name and range, or says why it could not.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInputValue } from '../../../../../../src/components/dateRange';
import { TeamBetsPage } from '../../../../../../src/features/agent/reports';
import { platform } from '../../../../../../src/platform/platform';
import type { TeamBetRow } from '../../../../../../src/shared/wire';
import { fail, ok } from '../../../support/localServer';
import { pageOf, renderPage, setUpHarness, splitUrl, type Handler } from '../../member/memberHarness';

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
const CSV = 'placedAt,account,level,vendor\r\n1795255200000,amy02,2,AG\r\n';
const PATH = '/wps/agent/report/bets';

const harness = setUpHarness();
const calls = () => harness.server.requests.filter((r) => splitUrl(r).path === PATH).map((r) => splitUrl(r).query);
const answering =
  (csv: Handler): Handler =>
  (request) => {
    const { path, query } = splitUrl(request);
    if (path !== PATH) return undefined;
    return query.format === 'csv' ? csv(request) : ok(pageOf([BET]));
  };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeamBetsPage', () => {
  it('shows each bet with the member and level, and filters by account', async () => {
    harness.answer(answering(() => undefined));
    await renderPage(<TeamBetsPage />);
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

  it('exports the filtered range as CSV through the platform, named for the report and its days', async () => {
    harness.answer(answering(() => ({ headers: { 'content-type': 'text/csv; charset=utf-8' }, body: `\uFEFF${CSV}` })));
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue(undefined);
    await renderPage(<TeamBetsPage />);
    await screen.findByText('amy02');
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LIVE' } });
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ gameType: 'LIVE' }));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [query] = calls().filter((q) => q.format === 'csv');
    expect(query).toMatchObject({ format: 'csv', gameType: 'LIVE' });
    const start = Number(query?.startTime);
    const end = Number(query?.endTime);
    const [name, blob] = save.mock.calls[0] ?? [];
    expect(name).toBe(`team-bets_${dateInputValue(start)}_${dateInputValue(end - 1)}.csv`);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // One byte order mark, kept (ignoreBOM: the decoder would otherwise hide it) and not doubled.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer())).toBe(`\uFEFF${CSV}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why an export failed and saves nothing', async () => {
    harness.answer(answering(() => fail(200, 'report.range.too.long', 'Choose at most 93 days.')));
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue(undefined);
    await renderPage(<TeamBetsPage />);
    await screen.findByText('amy02');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at most 93 days.');
    expect(save).not.toHaveBeenCalled();
  });
});
