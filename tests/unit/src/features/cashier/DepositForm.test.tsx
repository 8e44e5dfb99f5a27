// @vitest-environment jsdom
/**
 * The deposit form in a DOM against a local server: amount messages under the field with
 * nothing sent, one Idempotency-Key per submission (the same on a retry of the same details, a
 * new one for new details), and the payment page opened once the deposit exists. The platform
 * is the desktop one here, so opening the page is observable (the web build navigates away).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DepositForm } from '../../../../../src/features/cashier/deposit/DepositForm';
import { RETURNING_DEPOSIT_KEY } from '../../../../../src/features/cashier/openPaymentPage';
import type { DepositMethod } from '../../../../../src/shared/wire';
import { fail, headerValues, ok, type Recorded } from '../../support/localServer';
import { pathOf, renderMember, setUpHarness } from '../member/memberHarness';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('../../../../../src/platform/platform', () => ({
  platform: {
    kind: 'desktop',
    apiOrigin: async () => 'https://casino.example',
    openExternal: async (url: string) => void opened.push(url),
  },
}));

const harness = setUpHarness();
const { answer } = harness;

const METHODS: DepositMethod[] = [
  { id: 'bank', kind: 'bank', name: 'Demo bank transfer', minMinor: '1000', maxMinor: '10000000' },
  { id: 'card', kind: 'card', name: 'Demo card', minMinor: '1000', maxMinor: '2000000' },
];

const record = (id: string, amountMinor: string) => ({
  id,
  methodId: 'card',
  methodName: 'Demo card',
  amountMinor,
  status: 'pending',
  createdAt: Date.now(),
  settledAt: null,
  transactionId: null,
  payUrl: `/pay/demo/token-${id}`,
});

describe('DepositForm', () => {
  it('shows amount problems under the field and sends nothing', async () => {
    const sent: Recorded[] = [];
    answer((request) => void sent.push(request));
    await renderMember(<DepositForm methods={METHODS} />);
    const form = await screen.findByRole('form', { name: 'New deposit' }, { timeout: 3000 });
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    const submit = within(form).getByRole('button', { name: 'Deposit' });
    const description = () =>
      document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;

    fireEvent.click(submit);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(description()).toBe('Enter an amount.');
    fireEvent.change(amount, { target: { value: '5' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(description()).toBe('The minimum amount is $10.00.'));
    fireEvent.click(within(form).getByRole('radio', { name: /Demo card/ }));
    fireEvent.change(amount, { target: { value: '20000.01' } });
    fireEvent.click(submit);
    await waitFor(() => expect(description()).toBe('The maximum amount is $20,000.00.'));
    expect(sent.filter((r) => pathOf(r) === '/wps/v2/transaction/deposit')).toHaveLength(0);
  });

  it('retries a submission with its key, a new amount with a new one, then opens the payment page', async () => {
    const deposits: Recorded[] = [];
    answer((request) => {
      if (pathOf(request) !== '/wps/v2/transaction/deposit') return undefined;
      deposits.push(request);
      // The first two attempts fail without a result; the third goes through.
      if (deposits.length <= 2) return fail(200, 'system.busy', 'The cashier is busy. Please try again.');
      return ok(record('41', JSON.parse(request.body).amountMinor as string));
    });
    await renderMember(<DepositForm methods={METHODS} />);
    const form = await screen.findByRole('form', { name: 'New deposit' }, { timeout: 3000 });
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    const submit = within(form).getByRole('button', { name: 'Deposit' });
    fireEvent.click(within(form).getByRole('radio', { name: /Demo card/ }));

    fireEvent.change(amount, { target: { value: '150.5' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('The cashier is busy. Please try again.'),
    );
    fireEvent.click(submit);
    await waitFor(() => expect(deposits).toHaveLength(2));
    fireEvent.change(amount, { target: { value: '151' } });
    fireEvent.click(submit);
    await waitFor(() => expect(opened).toHaveLength(1));

    const keys = deposits.map((r) => headerValues(r, 'Idempotency-Key'));
    expect(keys.every((k) => k.length === 1)).toBe(true);
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).not.toEqual(keys[0]);
    expect(deposits.map((r) => JSON.parse(r.body))).toEqual([
      { methodId: 'card', amountMinor: '15050' },
      { methodId: 'card', amountMinor: '15050' },
      { methodId: 'card', amountMinor: '15100' },
    ]);
    expect(opened[0]).toBe('https://casino.example/pay/demo/token-41');
    expect(sessionStorage.getItem(RETURNING_DEPOSIT_KEY)).toBe('41');
    expect(within(form).getByRole('status').textContent).toContain('The payment page opened in your browser.');
    expect((amount as HTMLInputElement).value).toBe('');
  });
});
