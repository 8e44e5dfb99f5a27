/**
 * Helpers of the money specs (wallet, deposit, withdraw, transfer, security): the member centre
 * and header wallet found by role and name, and money put in a fresh account the way the
 * platform does it (a deposit, confirmed by the operator command), so each spec starts from its
 * own account and amount.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createMember, loginAs, type Account } from './loginSupport';
import { ops } from './ops';

export const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });
export const headerWallet = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Wallet' });

/** The header's balance line, e.g. "Balance $1,000.00". */
export const headerBalance = (page: Page) => headerWallet(page).getByText(/^Balance .+/);

/** Opens a member-centre page by its address and waits for its heading. */
export async function openMemberPage(page: Page, key: string, heading: string) {
  await page.goto(`/member?page=${key}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** A fresh member (options pass to `member create`), logged in. */
export async function freshMember(page: Page, prefix: string, ...options: string[]): Promise<Account> {
  const account = createMember(prefix, ...options);
  await loginAs(page, account);
  return account;
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a session token in sessionStorage').toBeTruthy();
  const headers = { Merchant: 'demo', Authorization: token!, 'Idempotency-Key': randomUUID() };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  expect(envelope.success, `${method} ${path}: ${envelope.message ?? ''}`).toBe(true);
  return envelope.value;
}

/** The id of the newest deposit of the signed-in member (through the member's own deposit list). */
export async function newestDepositId(page: Page): Promise<string> {
  const list = await api<{ content: { id: string }[] }>(
    page,
    'GET',
    '/wps/report/depositTransaction?pageNo=1&pageSize=1',
  );
  const id = list.content[0]?.id;
  expect(id, 'the member has a deposit').toBeTruthy();
  return id!;
}

/** Puts money in the signed-in member's main wallet: a bank deposit, confirmed by the operator. */
export async function fund(page: Page, amountMinor: string): Promise<void> {
  const deposit = await api<{ id: string }>(page, 'POST', '/wps/v2/transaction/deposit', {
    methodId: 'bank',
    amountMinor,
  });
  expect(ops('deposit', 'confirm', deposit.id)).toContain(`Deposit ${deposit.id} credited`);
}

/** The id of the newest withdrawal of the signed-in member. */
export async function newestWithdrawalId(page: Page): Promise<string> {
  const list = await api<{ content: { id: string }[] }>(
    page,
    'GET',
    '/wps/report/withdrawTransaction?pageNo=1&pageSize=1',
  );
  const id = list.content[0]?.id;
  expect(id, 'the member has a withdrawal').toBeTruthy();
  return id!;
}

/** Payment password and bank account set up through the security centre's forms. */
export async function setUpWithdrawals(page: Page, account: Account, paymentPassword = '246810') {
  await openMemberPage(page, 'securityCenter', 'My account');
  const payment = page.getByRole('region', { name: 'Payment password' });
  await payment.getByLabel('Login password').fill(account.password);
  await payment.getByLabel('New payment password (6 digits)').fill(paymentPassword);
  await payment.getByLabel('Confirm new payment password').fill(paymentPassword);
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByRole('status')).toHaveText('Your payment password is set.');

  const bank = page.getByRole('region', { name: 'Bank accounts' });
  await bank.getByRole('textbox', { name: 'Payee name' }).fill('Test Payee');
  await bank.getByRole('textbox', { name: 'Bank name' }).fill('E2E Bank');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('6222 0000 1234 5678');
  await bank.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
  await bank.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bank.getByRole('status')).toHaveText('Bank account E2E Bank ****5678 was added.');
}
