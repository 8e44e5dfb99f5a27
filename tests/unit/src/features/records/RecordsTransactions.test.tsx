// @vitest-environment happy-dom
/**
 * Account records against a local server: each row says in words what it was (issue 14 item 8:
 * the game, the method, the wallets; never "Transaction 47 Entry 93" or `round:…`), a built-in
 * round's short key with Copy and Verify, a signed and coloured amount, the translated kind; the
 * range and kind filter go out as the wire's query (epoch-ms range, 1-based page) and a filter
 * change goes back to page 1.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordsTransactions } from '../../../../../src/features/records/pages';
import type { TransactionRecord } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { pageOf, renderPage, splitUrl, setUpHarness, type Handler } from '../member/memberHarness';

const DEPOSIT: TransactionRecord = {
  entryId: '9001',
  transactionId: '4711',
  kind: 'deposit',
  wallet: 'MAIN',
  amountMinor: '150000',
  balanceAfterMinor: '250000',
  reference: 'deposit:12',
  createdAt: Date.UTC(2026, 10, 21, 10, 0),
  method: 'Demo card',
};
const ROUND_KEY = 'Zq3xY8rTuvWXyz0123456789abcdEFGH';
const BET: TransactionRecord = {
  entryId: '9002',
  transactionId: '4712',
  kind: 'bet',
  wallet: 'AG',
  amountMinor: '-2550',
  balanceAfterMinor: '247450',
  reference: `round:AG:${ROUND_KEY}`,
  createdAt: Date.UTC(2026, 10, 21, 10, 0),
  gameName: 'Lucky Fortune',
  roundId: ROUND_KEY,
  verifyUrl: `/play/verify/${ROUND_KEY}`,
};
const TRANSFER: TransactionRecord = {
  ...DEPOSIT,
  entryId: '9003',
  transactionId: '4713',
  kind: 'transfer',
  amountMinor: '-1000',
  reference: 'transfer:MAIN:AG',
  method: undefined,
  fromWallet: 'MAIN',
  toWallet: 'AG',
};
const TO_UPLINE: TransactionRecord = {
  ...DEPOSIT,
  entryId: '9004',
  transactionId: '4714',
  kind: 'upline_transfer',
  amountMinor: '-500',
  reference: 'upline:8',
  method: undefined,
  counterparty: 'boss01',
};
const OLD_SERVER: TransactionRecord = {
  ...DEPOSIT,
  entryId: '9005',
  transactionId: '4715',
  kind: 'payout',
  amountMinor: '700',
  reference: 'round:PT:77',
  method: undefined,
};

const harness = setUpHarness();
const { answer } = harness;

const transactionsAnswer: Handler = (request) => {
  const { path, query } = splitUrl(request);
  if (path !== '/wps/relay/ODSFE2_MemTransDet') return undefined;
  if (query.kind === 'bet') return ok(pageOf([BET]));
  return ok(
    pageOf(query.pageNo === '2' ? [BET] : [DEPOSIT, BET, TRANSFER, TO_UPLINE, OLD_SERVER], Number(query.pageNo), 3),
  );
};

const transactionCalls = () =>
  harness.server.requests
    .filter((r) => splitUrl(r).path === '/wps/relay/ODSFE2_MemTransDet')
    .map((r) => splitUrl(r).query);

describe('RecordsTransactions', () => {
  it("says what each entry was in words, no ledger ids or references, and a built-in round's key", async () => {
    answer(transactionsAnswer);
    await renderPage(<RecordsTransactions />);
    expect(await screen.findByRole('heading', { name: 'Account records', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Money in and out of your wallets' });
    const deposit = (await within(table).findByText('Deposit by Demo card')).closest('tr') as HTMLElement;
    expect(within(deposit).getByText('Deposit')).toBeTruthy();
    expect(within(deposit).getByText('Main wallet')).toBeTruthy();
    expect(within(deposit).getByText('+$1,500.00').closest('[data-direction]')?.getAttribute('data-direction')).toBe(
      'credit',
    );
    expect(within(deposit).getByText('$2,500.00')).toBeTruthy();

    const bet = within(table).getByText('Bet on Lucky Fortune').closest('tr') as HTMLElement;
    expect(within(bet).getByText('AG wallet')).toBeTruthy();
    expect(within(bet).getByText('\u2212$25.50').closest('[data-direction]')?.getAttribute('data-direction')).toBe(
      'debit',
    );
    const key = within(bet).getByText('Zq3xY8rT…');
    expect(key.getAttribute('title')).toBe(ROUND_KEY);
    expect(within(bet).getByRole('button', { name: 'Copy round key Zq3xY8rT…' })).toBeTruthy();
    const verify = within(bet).getByRole('link', { name: 'Verify round Zq3xY8rT…' });
    expect(verify.getAttribute('href')).toBe(`/play/verify/${ROUND_KEY}`);
    expect(verify.getAttribute('target')).toBe('_blank');

    expect(within(table).getByText('From Main wallet to AG wallet')).toBeTruthy();
    expect(within(table).getByText('Transfer to boss01')).toBeTruthy();
    // A server that sends no details: the kind's name, still no reference.
    const payout = within(table)
      .getAllByText('Payout')
      .map((cell) => cell.closest('tr'));
    expect(payout.length).toBeGreaterThan(0);

    // Nothing of the ledger's own vocabulary is on screen.
    expect(table.textContent).not.toMatch(/Transaction \d|Entry \d|round:|deposit:|transfer:|upline:/);
    expect(table.textContent).not.toContain(ROUND_KEY);
  });

  it('copies the full round key, and says so', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
    });
    answer(transactionsAnswer);
    await renderPage(<RecordsTransactions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy round key Zq3xY8rT…' }));
    expect(await screen.findByText('Round key copied')).toBeTruthy();
    expect(written).toEqual([ROUND_KEY]);
  });

  it('asks for the last 7 days, page 1 of 20 rows, with no kind', async () => {
    answer(transactionsAnswer);
    await renderPage(<RecordsTransactions />);
    await screen.findByText('Deposit by Demo card');
    const [query] = transactionCalls();
    expect(query).toMatchObject({ pageNo: '1', pageSize: '20' });
    expect(query?.kind).toBeUndefined();
    const start = Number(query?.startTime);
    const end = Number(query?.endTime);
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(end - 1).toDateString()).toBe(new Date().toDateString());
    expect(Math.round((end - start) / 86_400_000)).toBe(7);
  });

  it('pages through the list and goes back to page 1 when the kind changes', async () => {
    answer(transactionsAnswer);
    await renderPage(<RecordsTransactions />);
    await screen.findByText('Deposit by Demo card');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.queryByText('Deposit by Demo card')).toBeNull());
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const kind = screen.getByRole('combobox', { name: 'Type' });
    expect(within(kind).getByRole('option', { name: 'Withdrawal returned' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'bet' } });
    await waitFor(() => expect(transactionCalls().at(-1)).toMatchObject({ kind: 'bet', pageNo: '1' }));
    expect(transactionCalls().map((q) => q.pageNo)).toEqual(['1', '2', '1']);
  });

  it('a quick range sends whole days: yesterday is [midnight yesterday, midnight today)', async () => {
    answer(transactionsAnswer);
    await renderPage(<RecordsTransactions />);
    await screen.findByText('Deposit by Demo card');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(transactionCalls()).toHaveLength(2));
    const query = transactionCalls()[1];
    const today = new Date();
    expect(Number(query?.endTime)).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime());
    expect(Number(query?.startTime)).toBe(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime(),
    );
  });

  it("says when the records cannot be loaded, with the server's words, and retries", async () => {
    let calls = 0;
    answer((request) => {
      if (splitUrl(request).path !== '/wps/relay/ODSFE2_MemTransDet') return undefined;
      calls += 1;
      return calls === 1
        ? { body: { success: false, value: null, message: 'The range is too long', errorCode: 'range.invalid' } }
        : ok(pageOf([DEPOSIT]));
    });
    await renderPage(<RecordsTransactions />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The records could not be loaded.');
    expect(alert.textContent).toContain('The range is too long');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deposit by Demo card')).toBeTruthy();
  });
});
