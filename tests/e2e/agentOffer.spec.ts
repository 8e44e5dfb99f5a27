/**
 * The agent centre for daily use (issue 14 items 15, 16, 18): the offer dialog shows and
 * enforces the agent's OWN ceiling in percent and previews what the terms would have paid; the
 * loss statement's CSV download has the screen's columns and states the range and time zone.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { agentLogin, createMember, loginAs } from './loginSupport';
import { fund } from './memberSupport';
import { ops } from './ops';
import { axeFindings, expectNoFindings } from './reachSupport';

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.fetch(path, {
    method,
    headers: {
      Merchant: 'demo',
      Authorization: token!,
      Device: 'web',
      'X-Gateway-Version': '3',
      'Idempotency-Key': randomUUID(),
    },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  expect(envelope.success, `${method} ${path}: ${envelope.message ?? ''}`).toBe(true);
  return envelope.value;
}

test('offer dialog shows and enforces the agent own ceiling in percent, and previews the contract', async ({
  page,
  browser,
}) => {
  const top = createMember('ofTop', '--type', 'agent');
  const mid = createMember('ofMid', '--type', 'agent', '--parent', top.username);
  const low = createMember('ofLow', '--parent', mid.username);

  // The house grants top a daily salary of 0.6 % (a top-level agent earns from the house and
  // offers its downlines out of that: server/domains/contracts/ceilings.ts); top accepts.
  expect(ops('contract', 'offer', top.username, '--kind', 'daily', '--rate', '0.60')).toMatch(/offered/i);
  await agentLogin(page, top);
  const houseOffer = page.getByRole('dialog', { name: 'Contract offer: Daily salary' });
  await houseOffer.getByRole('button', { name: 'Accept' }).click();
  await expect(houseOffer).toHaveCount(0);

  // top gives mid a daily salary of 0.5 %; mid accepts.
  const members = await call<{ content: Array<{ id: string; account: string }> }>(
    page,
    'GET',
    '/wps/agent/team/members?pageNo=1&pageSize=50',
  );
  const midId = members.content.find((m) => m.account === mid.username)!.id;
  const terms = { kind: 'daily', salary: { tiers: [{ betAmountMinor: '0', activeMembers: 1, rateBp: 50 }] } };
  const offered = await call<{ id: string }>(page, 'POST', '/wps/agent/contracts', { memberId: midId, terms });
  const midPage = await (await browser.newContext()).newPage();
  await agentLogin(midPage, mid);
  const offer = midPage.getByRole('dialog', { name: 'Contract offer: Daily salary' });
  await expect(offer.getByRole('button', { name: 'Accept' })).toBeVisible();
  // Both dialogs pass axe as they are seen (issue 14, Accessibility: every dialog).
  expectNoFindings(await axeFindings(midPage, 'contract offer dialog', '[role="dialog"]'), 'contract offer dialog');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toHaveCount(0);
  expect(
    (await call<{ contracts: Array<{ id: string; status: string }> }>(midPage, 'GET', '/wps/member/contracts'))
      .contracts,
  ).toEqual([expect.objectContaining({ id: offered.id, status: 'accepted' })]);

  // mid offers its own downline: only daily salary, up to mid's own 0.5 % (the site allows 3 %).
  await midPage.goto('/agentHome?page=downlineManagmentView');
  const row = midPage.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: low.username });
  await row.getByRole('button', { name: 'Offer contract' }).click();
  const dialog = midPage.getByRole('dialog', { name: `Offer a contract to ${low.username}` });
  await expect(dialog.getByLabel('Contract type').getByRole('option')).toHaveText(['Daily salary']);
  await expect(dialog.getByText('You can offer up to 0.5%: the rate of your own contract of this kind.')).toBeVisible();
  await dialog.getByLabel('Daily bet amount').fill('0');
  await dialog.getByLabel('Active members').fill('1');
  const rate = dialog.getByLabel('Rate (%)');
  await rate.fill('0.6');
  await dialog.getByRole('button', { name: 'Offer contract' }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('You can offer at most 0.5%, the rate of your own contract.')).toBeVisible();
  await expect(dialog).not.toContainText(/\bbp\b/);

  await rate.fill('0.5');
  await dialog.getByRole('button', { name: 'Preview earnings' }).click();
  await expect(dialog.getByRole('table', { name: 'Last 7 days' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Last 30 days' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Last 7 days' }).getByRole('row')).toHaveCount(1 + 7 + 1);
  expectNoFindings(await axeFindings(midPage, 'offer dialog with its preview', '[role="dialog"]'), 'offer dialog');
});

test('loss statement csv download has the screen columns, the range and the member time zone', async ({
  page,
  browser,
}) => {
  const agent = createMember('csvAg', '--type', 'agent');
  const member = createMember('csvMb', '--parent', agent.username);
  const memberPage = await (await browser.newContext()).newPage();
  await loginAs(memberPage, member);
  await fund(memberPage, '5000');
  const placed = ops('bet', 'place', member.username, 'PG', '5.00');
  ops('bet', 'settle', 'PG', /bet settle PG (\S+)/.exec(placed)![1]!, '2.00');

  await agentLogin(page, agent);
  await page.goto('/agentHome?page=palStatementsAgentCopy');
  const table = page.getByRole('table', { name: /./ }).first();
  await expect(table.getByRole('row').filter({ hasText: member.username })).toHaveCount(1);
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(lines[1]).toMatch(/^Range,\d{4}-\d{2}-\d{2} 00:00:00 – \d{4}-\d{2}-\d{2} 23:59:59$/);
  expect(lines[2]).toMatch(new RegExp(`^Time zone,${timeZone.replace('/', '\\/')} \\(UTC[+-]\\d{2}:\\d{2}\\)$`));
  expect(lines[4]!.split(',')).toEqual(headers);
  const data = lines.find((l) => l.startsWith(member.username))!;
  // Account (with its level, as the cell shows it), bets, valid bet, win/loss: decimals, not minor units.
  expect(data.split(',').slice(1, 4)).toEqual(['1', '5.00', '-3.00']);
});
