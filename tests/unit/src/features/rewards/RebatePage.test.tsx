// @vitest-environment happy-dom
/**
 * Manual rebate against a local server: the period, each game type's rate and figures, the
 * total; Claim is enabled only while claimable, sends the period with an Idempotency-Key, and
 * the claimed state follows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RebatePage } from '../../../../../src/features/rewards/pages';
import type { RebateValue } from '../../../../../src/shared/wire';
import { headerValues, ok } from '../../support/localServer';
import { renderPage, splitUrl, setUpHarness, type Handler } from '../member/memberHarness';

const REBATE: RebateValue = {
  period: '2026-11-20',
  periodStart: new Date(2026, 10, 20).getTime(),
  periodEnd: new Date(2026, 10, 21).getTime(),
  rates: [
    { gameType: 'LIVE', ratePermille: 8 },
    { gameType: 'RNG', ratePermille: 12 },
  ],
  lines: [
    { gameType: 'LIVE', validBetMinor: '100000', rebateMinor: '800' },
    { gameType: 'RNG', validBetMinor: '50000', rebateMinor: '600' },
  ],
  totalMinor: '1400',
  claimable: true,
  claimedAt: null,
};

const harness = setUpHarness();
const { answer } = harness;

function rebateServer(initial: RebateValue): Handler {
  const state = { ...initial };
  return (request) => {
    const { path } = splitUrl(request);
    if (path === '/wps/relay/MCSFE_getCustomerRebateSettingByProductType') return ok(state);
    if (path === '/wps/relay/MCSFE_claimRebate') {
      Object.assign(state, { claimable: false, claimedAt: Date.UTC(2026, 10, 21, 9) });
      return ok({ transactionId: '8123', balance: {} });
    }
    return undefined;
  };
}

describe('RebatePage', () => {
  it('shows the period, the rates and figures per game type and the total', async () => {
    answer(rebateServer(REBATE));
    await renderPage(<RebatePage />);
    const table = await screen.findByRole('table', { name: 'Rebate by game type' });
    const live = within(table).getByRole('rowheader', { name: 'Live casino' }).closest('tr') as HTMLElement;
    expect(within(live).getByText('0.8%')).toBeTruthy();
    expect(within(live).getByText('$1,000.00')).toBeTruthy();
    expect(within(live).getByText('$8.00')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByText(/^Period: /).textContent).toContain('2026');
    expect(screen.getByText('Total rebate').parentElement?.textContent).toContain('$14.00');
  });

  it('claims the period with an Idempotency-Key, then shows it claimed with Claim disabled', async () => {
    answer(rebateServer(REBATE));
    await renderPage(<RebatePage />);
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(claim);
    expect(await screen.findByText('Rebate claimed: $14.00 credited. Transaction 8123.')).toBeTruthy();
    const call = harness.server.requests.find((r) => splitUrl(r).path === '/wps/relay/MCSFE_claimRebate');
    expect(JSON.parse(call?.body ?? '')).toEqual({ period: '2026-11-20' });
    expect(headerValues(call!, 'Idempotency-Key')[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Claim rebate' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText(/^Claimed /)).toBeTruthy();
  });

  it('with nothing to claim the button is disabled and says why', async () => {
    answer(rebateServer({ ...REBATE, lines: [], totalMinor: '0', claimable: false }));
    await renderPage(<RebatePage />);
    expect(await screen.findByText('There is nothing to claim for this period.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claim rebate' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
