// @vitest-environment happy-dom
/**
 * Betting records against a local server: each bet with vendor, game and its type, round (a
 * built-in round's short key with Copy and Verify), stake, valid bet, payout, a signed win/loss
 * (none yet for an open bet) and its result: won, lost, push (payout equal to the stake, issue 14
 * item 8), open or refunded; the vendor (typed or suggested) and game type filters go out on the wire.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordsBetting } from '../../../../../src/features/records/pages';
import type { BetRecord } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { pageOf, renderPage, splitUrl, setUpHarness } from '../member/memberHarness';

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
const BUILT_IN_KEY = 'Zq3xY8rTuvWXyz0123456789abcdEFGH';
const PUSH: BetRecord = {
  ...WON,
  id: 'b3',
  vendor: 'PG',
  gameType: 'RNG',
  gameName: 'Lucky Fortune',
  roundId: BUILT_IN_KEY,
  stakeMinor: '500',
  validBetMinor: '500',
  payoutMinor: '500',
  winLossMinor: '0',
  verifyUrl: `/play/verify/${BUILT_IN_KEY}`,
};
const LOST: BetRecord = { ...WON, id: 'b4', roundId: 'r-993', payoutMinor: '0', winLossMinor: '-2500' };
const OPEN: BetRecord = {
  ...WON,
  id: 'b2',
  vendor: 'PG',
  gameType: 'RNG',
  gameName: 'Mahjong Ways',
  roundId: 'r-992',
  payoutMinor: '0',
  winLossMinor: '-1000',
  stakeMinor: '1000',
  validBetMinor: '0',
  status: 'open',
  settledAt: null,
};

const harness = setUpHarness();
const { answer } = harness;

beforeAll(() => {
  answer((request) =>
    splitUrl(request).path === '/wps/report/accountGameBetHistory' ? ok(pageOf([WON, OPEN, PUSH, LOST])) : undefined,
  );
});

const betQueries = () =>
  harness.server.requests
    .filter((r) => splitUrl(r).path === '/wps/report/accountGameBetHistory')
    .map((r) => splitUrl(r).query);

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
    expect(within(won).getByText('Won')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Result' })).toBeTruthy();
    // A provider's short round id shows whole, with nothing to copy or verify.
    expect(within(won).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(won).queryByRole('link', { name: /Verify/ })).toBeNull();

    const open = within(table).getByText('r-992').closest('tr') as HTMLElement;
    expect(within(open).getByText('Slots')).toBeTruthy();
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).queryByText(/−\$10\.00/)).toBeNull();
    expect(within(open).getByText('—')).toBeTruthy();

    expect(within(within(table).getByText('r-993').closest('tr') as HTMLElement).getByText('Lost')).toBeTruthy();
  });

  it('shows a push (payout = stake) as "Push", not "Won", with the round’s short key, Copy and Verify', async () => {
    await renderPage(<RecordsBetting />);
    const table = await screen.findByRole('table', { name: 'Your bets' });
    const push = (await within(table).findByText('Zq3xY8rT…')).closest('tr') as HTMLElement;
    expect(within(push).getByText('Push')).toBeTruthy();
    expect(within(push).queryByText('Won')).toBeNull();
    expect(within(push).getByRole('button', { name: 'Copy round key Zq3xY8rT…' })).toBeTruthy();
    expect(within(push).getByRole('link', { name: 'Verify round Zq3xY8rT…' }).getAttribute('href')).toBe(
      `/play/verify/${BUILT_IN_KEY}`,
    );
    expect(table.textContent).not.toContain(BUILT_IN_KEY);
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
