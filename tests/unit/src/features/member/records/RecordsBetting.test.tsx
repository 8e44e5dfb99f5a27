// @vitest-environment happy-dom
/**
 * Betting records against a local server: each bet with vendor, game and its type, round,
 * stake, valid bet, payout, a signed win/loss (none yet for an open bet) and its status; the
 * vendor (typed or suggested) and game type filters go out on the wire.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordsBetting } from '../../../../../../src/features/member/records';
import type { BetRecord } from '../../../../../../src/shared/wire';
import { ok } from '../../../support/localServer';
import { pageOf, renderPage, splitUrl, setUpHarness } from '../memberHarness';

const WON: BetRecord = {
  id: 'b1',
  vendor: 'AG',
  gameType: 'LIVE',
  gameName: 'Baccarat',
  roundId: 'r-991',
  stakeMinor: '2500',
  validBetMinor: '2500',
  payoutMinor: '4875',
  winLossMinor: '2375',
  status: 'settled',
  placedAt: Date.UTC(2026, 10, 21, 10),
  settledAt: Date.UTC(2026, 10, 21, 10, 1),
};
const OPEN: BetRecord = { ...WON, id: 'b2', vendor: 'PG', gameType: 'RNG', gameName: 'Mahjong Ways', roundId: 'r-992', payoutMinor: '0', winLossMinor: '-1000', stakeMinor: '1000', validBetMinor: '0', status: 'open', settledAt: null };

const harness = setUpHarness();
const { answer } = harness;

beforeAll(() => {
  answer((request) => (splitUrl(request).path === '/wps/report/accountGameBetHistory' ? ok(pageOf([WON, OPEN])) : undefined));
});

const betQueries = () => harness.server.requests.filter((r) => splitUrl(r).path === '/wps/report/accountGameBetHistory').map((r) => splitUrl(r).query);

describe('RecordsBetting', () => {
  it('shows a settled bet with its figures and a signed win, and an open bet without a result', async () => {
    await renderPage(<RecordsBetting />);
    const table = await screen.findByRole('table', { name: 'Your bets' });
    const won = (await within(table).findByText('r-991')).closest('tr') as HTMLElement;
    expect(within(won).getByText('Baccarat')).toBeTruthy();
    expect(within(won).getByText('Live casino')).toBeTruthy();
    expect(within(won).getAllByText('$25.00')).toHaveLength(2); // stake and valid bet
    expect(within(won).getByText('$48.75')).toBeTruthy();
    expect(within(won).getByText('+$23.75').closest('[data-direction]')?.getAttribute('data-direction')).toBe('credit');
    expect(within(won).getByText('Settled')).toBeTruthy();

    const open = within(table).getByText('r-992').closest('tr') as HTMLElement;
    expect(within(open).getByText('Slots')).toBeTruthy();
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).queryByText(/−\$10\.00/)).toBeNull();
    expect(within(open).getByText('—')).toBeTruthy();
  });

  it('filters by a suggested vendor and a game type at once, and by a typed vendor on Enter', async () => {
    await renderPage(<RecordsBetting />);
    await screen.findByText('r-991');
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    fireEvent.change(vendor, { target: { value: 'x-y' } }); // not a code: what is left is "XY", a suggestion
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ vendor: 'XY', pageNo: '1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LIVE' } });
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ vendor: 'XY', gameType: 'LIVE' }));

    fireEvent.change(vendor, { target: { value: 'newco' } });
    expect((vendor as HTMLInputElement).value).toBe('NEWCO');
    const before = betQueries().length;
    fireEvent.keyDown(vendor, { key: 'Enter' });
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ vendor: 'NEWCO', gameType: 'LIVE' }));
    expect(betQueries().length).toBe(before + 1);

    fireEvent.change(vendor, { target: { value: '' } });
    await waitFor(() => expect(betQueries().at(-1)?.vendor).toBeUndefined());
    expect(betQueries().at(-1)?.gameType).toBe('LIVE');
  });
});
