// @vitest-environment happy-dom
/** Profit and loss against a local server: the profit and win/loss signed, the volumes plain. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordsProfit } from '../../../../../src/features/records/pages';
import type { ProfitLossValue } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { renderPage, splitUrl, setUpHarness } from '../member/memberHarness';

const VALUE: ProfitLossValue = {
  betCount: 1234,
  stakeMinor: '1500000',
  validBetMinor: '1450000',
  payoutMinor: '1300000',
  winLossMinor: '-200000',
  rebateMinor: '7250',
  rewardMinor: '888',
  depositMinor: '5000000',
  withdrawalMinor: '100000',
  profitMinor: '-191862',
};

const harness = setUpHarness();

beforeAll(() => {
  harness.answer((request) => (splitUrl(request).path === '/wps/report/profitLoss' ? ok(VALUE) : undefined));
});

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('RecordsProfit', () => {
  it('shows every figure of the range, results signed and coloured by sign', async () => {
    await renderPage(<RecordsProfit />);
    await screen.findByText('Profit', { selector: 'dt' });
    expect(figure('Profit')).toBe('\u2212$1,918.62 debit');
    expect(figure('Win/loss')).toBe('\u2212$2,000.00 debit');
    expect(figure('Rebates')).toBe('$72.50');
    expect(figure('Rewards')).toBe('$8.88');
    expect(figure('Stake')).toBe('$15,000.00');
    expect(figure('Valid bet')).toBe('$14,500.00');
    expect(figure('Payout')).toBe('$13,000.00');
    expect(figure('Deposits')).toBe('$50,000.00');
    expect(figure('Withdrawals')).toBe('$1,000.00');
    expect(figure('Number of bets')).toBe('1,234');
  });

  it('asks again for a new range', async () => {
    await renderPage(<RecordsProfit />);
    await screen.findByText('Profit', { selector: 'dt' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const calls = () => harness.server.requests.filter((r) => splitUrl(r).path === '/wps/report/profitLoss');
    await waitFor(() => expect(calls()).toHaveLength(2));
    const last = splitUrl(calls()[1]!).query;
    expect(Math.round((Number(last.endTime) - Number(last.startTime)) / 86_400_000)).toBe(30);
  });
});
