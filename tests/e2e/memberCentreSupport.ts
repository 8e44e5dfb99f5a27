/**
 * Helpers of the member-centre specs (records, messages, rewards): calls to the reference
 * server as the signed-in member (plain JSON calls, the page's own token), a deposit confirmed
 * by the operator CLI, and opening a member-centre page by its key.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { ops } from './ops';

type Envelope<T> = { success: boolean; value: T; message: string; errorCode: string };

/** A call as the member: the wire headers of docs/protocol.md with the token of this page's session. */
export async function memberCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('No member session in this page');
  const response = await page.request.fetch(path, {
    method,
    headers: { Merchant: 'demo', Authorization: token, Device: 'web', 'X-Gateway-Version': '3', ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.errorCode} ${envelope.message}`);
  return envelope.value;
}

/** Starts a deposit of `amountMinor` as the member and confirms it with `npm run ops -- deposit confirm`. */
export async function confirmedDeposit(
  page: Page,
  amountMinor: string,
): Promise<{ depositId: string; transactionId: string }> {
  const settings = await memberCall<{ methods: { id: string }[] }>(page, 'GET', '/wps/relay/MCSFE_getDepositSettings');
  const methodId = settings.methods[0]?.id;
  if (!methodId) throw new Error('The demo merchant offers no deposit method');
  const deposit = await memberCall<{ id: string }>(
    page,
    'POST',
    '/wps/v2/transaction/deposit',
    { methodId, amountMinor },
    { 'Idempotency-Key': randomUUID() },
  );
  const output = ops('deposit', 'confirm', deposit.id);
  const transactionId = /ledger transaction (\d+)/.exec(output)?.[1];
  if (!transactionId) throw new Error(`No ledger transaction in: ${output}`);
  return { depositId: deposit.id, transactionId };
}

/** The member's total balance in minor units (main + bonus + game wallets). */
export async function totalBalanceMinor(page: Page): Promise<bigint> {
  const balance = await memberCall<{ sumBalanceMinor: string }>(page, 'GET', '/wps/v2/wallets/balance?typeId=2');
  return BigInt(balance.sumBalanceMinor);
}

/**
 * Opens /member?page=<key> and waits for the page's own heading. The page, its catalog and its
 * data load lazily after a full reload, so this wait is longer than the default.
 */
export async function openMemberPage(page: Page, key: string, heading: string) {
  await page.goto(`/member?page=${key}`);
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible({ timeout: 20_000 });
}

/**
 * A report's range through tomorrow (its date range filter, To and Apply dates). This lane's
 * server clock can run ahead of the browser's (agentCentre.spec moves it forward to end a
 * settlement window), so near midnight what a spec just did is stamped tomorrow while the
 * browser's "last 7 days" ends tonight; through tomorrow holds it whichever day the server is on.
 */
export async function rangeThroughTomorrow(page: Page) {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${tomorrow.getFullYear()}-${two(tomorrow.getMonth() + 1)}-${two(tomorrow.getDate())}`;
  await page.getByLabel('To', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page.getByRole('button', { name: 'Apply dates' })).toHaveAttribute('aria-pressed', 'true');
}
