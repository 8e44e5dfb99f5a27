// @vitest-environment jsdom
/**
 * The header wallet in a DOM against a local server: the balance from the ledger, the hide
 * toggle (stars, remembered in localStorage), refresh with its busy state, today's profit and
 * loss dropdown, and the app-wide insufficient-balance offer.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HeaderWallet } from '../../../../../src/features/wallet/HeaderWallet';
import { BALANCE_HIDDEN_KEY, reloadBalanceHidden } from '../../../../../src/features/wallet/hiddenBalance';
import { walletApi } from '../../../../../src/features/wallet/walletApi';
import { fail, ok, type Recorded } from '../../support/localServer';
import { pathOf, renderMember, setUpHarness, type Handler } from '../member/memberHarness';

const harness = setUpHarness();
const { answer } = harness;

beforeEach(() => {
  held = '123456';
  balanceDelayMs = 0;
  localStorage.clear();
  reloadBalanceHidden();
});

const balance = (sumMinor: string) =>
  ok({
    sumBalance: '',
    sumBalanceMinor: sumMinor,
    balance: [{ accountTypeId: 2, vendor: '', availBalance: '', availBalanceMinor: sumMinor }],
    currency: 'USD',
    currencySymbol: '$',
    minorUnits: 2,
    heldMinor: '0',
  });

const PROFIT_LOSS = {
  betCount: 3,
  stakeMinor: '6000',
  validBetMinor: '6000',
  payoutMinor: '9850',
  winLossMinor: '3850',
  rebateMinor: '0',
  rewardMinor: '0',
  depositMinor: '100000',
  withdrawalMinor: '0',
  profitMinor: '-1250',
};

/** What the server holds; tests change it to stand for money moved elsewhere. */
let held = '123456';
/** Delay of the balance answer, so the busy state can be seen. */
let balanceDelayMs = 0;

function handler(extra: (request: Recorded) => ReturnType<Handler> = () => undefined): Handler {
  return (request) =>
    pathOf(request) === '/wps/v2/wallets/balance' ? { ...balance(held), delayMs: balanceDelayMs } : extra(request);
}

const wallet = () => screen.getByRole('group', { name: 'Wallet' });
/** The balance line: its label and amount (or stars). */
const balanceLine = () =>
  within(wallet()).getByText(
    (_text, element) => element?.tagName === 'P' && /^Balance/.test(element.textContent ?? ''),
  );

describe('HeaderWallet', () => {
  it('shows the balance, hides it as stars when asked, and remembers that', async () => {
    answer(handler());
    await renderMember(<HeaderWallet />);
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $1,234.56'), { timeout: 3000 });
    const hide = within(wallet()).getByRole('button', { name: 'Hide balance' });
    expect(hide.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(hide);
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(balanceLine().textContent).toBe('Balance ******hidden');
    expect(balanceLine().textContent).not.toContain('$');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');

    // A new page load reads the choice back.
    cleanup();
    reloadBalanceHidden();
    await renderMember(<HeaderWallet />);
    await waitFor(() => expect(balanceLine().textContent).toContain('******'), { timeout: 3000 });
    expect(within(wallet()).getByRole('button', { name: 'Hide balance' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(wallet()).getByRole('button', { name: 'Hide balance' }));
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBeNull();
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $1,234.56'));
  });

  it('refreshes on demand, busy while the call runs', async () => {
    held = '1000';
    answer(handler());
    await renderMember(<HeaderWallet />);
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $10.00'), { timeout: 3000 });
    const refresh = within(wallet()).getByRole('button', { name: 'Refresh balance' });
    expect(refresh.getAttribute('aria-busy')).toBe('false');
    held = '250075';
    balanceDelayMs = 150;
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $2,500.75'));
    expect(refresh.getAttribute('aria-busy')).toBe('false');
  });

  it("links the deposit and withdraw shortcuts to the member centre, and shows today's P&L in a dropdown", async () => {
    const asked: Recorded[] = [];
    answer(
      handler((request) => {
        if (pathOf(request) !== '/wps/report/profitLoss') return undefined;
        asked.push(request);
        return ok(PROFIT_LOSS);
      }),
    );
    await renderMember(<HeaderWallet />, { path: '/promotions' });
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $1,234.56'), { timeout: 3000 });
    expect(within(wallet()).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(within(wallet()).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');

    const button = within(wallet()).getByRole('button', { name: "Today's P&L" });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toHaveLength(0);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: "Today's profit and loss" });
    await waitFor(
      () => expect(within(panel).getByText('Profit').nextElementSibling?.textContent).toBe('\u2212$12.50'),
      { timeout: 3000 },
    );
    expect(within(panel).getByText('Game win/loss').nextElementSibling?.textContent).toBe('+$38.50');
    expect(within(panel).getByText('Deposits').nextElementSibling?.textContent).toBe('$1,000.00');
    const query = new URL(asked[0]!.url, 'http://local').searchParams;
    const [start, end] = [Number(query.get('startTime')), Number(query.get('endTime'))];
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(end).toBeGreaterThan(Date.now());
    expect(new Date(start).getHours()).toBe(0);

    act(() => {
      button.focus();
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('offers Deposit whenever any call answers balance.insufficient, and Deposit opens depositv2', async () => {
    answer(
      handler((request) =>
        pathOf(request) === '/wps/relay/GCS_walletTransfer'
          ? fail(200, 'balance.insufficient', 'Your main wallet holds $5.00; this needs $10.00.')
          : undefined,
      ),
    );
    const { store } = await renderMember(<HeaderWallet />, { path: '/promotions' });
    await waitFor(() => expect(balanceLine().textContent).toBe('Balance $1,234.56'), { timeout: 3000 });
    await act(async () => {
      await store.dispatch(
        walletApi.endpoints.walletTransfer.initiate({
          from: 'MAIN',
          to: 'AG',
          amountMinor: '1000',
          idempotencyKey: 'k-1',
        }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' }, { timeout: 3000 });
    expect(within(dialog).getByText('Your main wallet holds $5.00; this needs $10.00.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/member?page=depositv2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
