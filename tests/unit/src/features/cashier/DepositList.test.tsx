// @vitest-environment happy-dom
/**
 * The deposit list against a local server (issue 14 item 20): a deposit the member cancelled
 * shows "Cancelled", not "Failed"; a pending one offers Continue payment and Cancel, and Cancel
 * sends the deposit's id and shows the list again from the server; the server's refusal is said.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositList } from '../../../../../src/features/cashier/deposit/DepositList';
import type { DepositRecord } from '../../../../../src/shared/wire';
import { fail, ok } from '../../support/localServer';
import { pageOf, pathOf, renderPage, setUpHarness } from '../member/memberHarness';

const harness = setUpHarness();
const { answer } = harness;

const deposit = (id: string, status: DepositRecord['status'], amountMinor: string): DepositRecord => ({
  id,
  methodId: 'card',
  methodName: 'Demo card',
  amountMinor,
  status,
  createdAt: Date.UTC(2026, 10, 21, 10),
  settledAt: status === 'pending' ? null : Date.UTC(2026, 10, 21, 10, 5),
  transactionId: status === 'credited' ? '47' : null,
  payUrl: status === 'pending' ? `/pay/demo/token-${id}` : null,
});

const cancelCalls = () => harness.server.requests.filter((r) => pathOf(r) === '/wps/v2/transaction/deposit/cancel');

describe('DepositList', () => {
  it('shows a cancelled deposit as "Cancelled", a failed one as "Failed", with no actions', async () => {
    answer((request) =>
      pathOf(request) === '/wps/report/depositTransaction'
        ? ok(
            pageOf([
              deposit('3', 'cancelled', '1500'),
              deposit('2', 'failed', '2000'),
              deposit('1', 'credited', '2500'),
            ]),
          )
        : undefined,
    );
    await renderPage(<DepositList />);
    const table = await screen.findByRole('table', { name: 'Deposits' });
    const cancelled = within(table).getByText('$15.00').closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).queryByText('Failed')).toBeNull();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(within(within(table).getByText('$20.00').closest('tr') as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(within(table).getByText('$25.00').closest('tr') as HTMLElement).getByText('Credited')).toBeTruthy();
  });

  it('cancels a pending deposit: sends its id, then shows it as cancelled', async () => {
    let cancelled = false;
    answer((request) => {
      const path = pathOf(request);
      if (path === '/wps/v2/transaction/deposit/cancel') {
        cancelled = true;
        return ok(deposit('5', 'cancelled', '4200'));
      }
      if (path === '/wps/report/depositTransaction')
        return ok(pageOf([deposit('5', cancelled ? 'cancelled' : 'pending', '4200')]));
      return undefined;
    });
    await renderPage(<DepositList />);
    const row = (await screen.findByText('$42.00')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Continue payment of $42.00' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel deposit of $42.00' }));
    await waitFor(() =>
      expect(within(screen.getByText('$42.00').closest('tr') as HTMLElement).getByText('Cancelled')).toBeTruthy(),
    );
    expect(cancelCalls().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ depositId: '5' }]);
    expect(within(screen.getByText('$42.00').closest('tr') as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('says why a cancel was refused, in the server’s words', async () => {
    answer((request) => {
      const path = pathOf(request);
      if (path === '/wps/v2/transaction/deposit/cancel')
        return fail(
          200,
          'request.state.conflict',
          'This deposit was already paid and credited, so it cannot be cancelled.',
        );
      if (path === '/wps/report/depositTransaction') return ok(pageOf([deposit('6', 'pending', '1000')]));
      return undefined;
    });
    await renderPage(<DepositList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel deposit of $10.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This deposit was already paid and credited, so it cannot be cancelled.',
    );
  });
});
