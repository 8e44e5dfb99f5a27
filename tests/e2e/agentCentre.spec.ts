/**
 * The agent centre end to end (issue 6): an agent registers a downline, offers it a real-time
 * salary contract, the downline accepts; bets are played and settled by the game provider (the
 * operator CLI), the settlement pass runs with the test server's clock advanced past the 5-minute window, and
 * the downline's income report and wallet show the posted salary; the reports for daily use
 * (issue 14 item 17): income chart, hide-zero switch, totals rows and clicks from a figure to the
 * bets behind it. Then the lower-rate rule, and the refusal of non-agents.
 *
 * An agent offers only kinds it holds, at most at its own rate (server/domains/contracts/ceilings.ts),
 * so the offering agent is the seeded demo_agent, which holds the house's daily and real-time
 * salary contracts (server/demo/seedAgents.ts: real-time 0.20 % of lost, 0.10 % of won).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { agentLogin, createMember, DEMO_AGENT, loginAs, unique, type Account } from './loginSupport';
import { fund } from './memberSupport';
import { ops } from './ops';

type Envelope<T> = { success: boolean; value: T; errorCode?: string; message?: string };

async function openAgentPage(page: Page, key: string, heading: string) {
  await page.goto(`/agentHome?page=${key}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** A wire call as the page's signed-in member; answers the whole envelope. */
async function call<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; envelope: Envelope<T> }> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a session in this page').toBeTruthy();
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
  return { status: response.status(), envelope: (await response.json()) as Envelope<T> };
}

async function ok<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { envelope } = await call<T>(page, method, path, body);
  expect(envelope.success, `${method} ${path}: ${envelope.errorCode ?? ''} ${envelope.message ?? ''}`).toBe(true);
  return envelope.value;
}

/** A member placing a bet of `stake` on PG and the provider settling it with `payout` (major units, as typed). */
function playRound(username: string, stake: string, payout: string) {
  const placed = ops('bet', 'place', username, 'PG', stake);
  const round = /bet settle PG (\S+)/.exec(placed)?.[1];
  expect(round, placed).toBeTruthy();
  ops('bet', 'settle', 'PG', round!, payout);
}

async function newSession(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await agentLogin(page, account);
  return page;
}

test('agent registers a downline, offers real-time salary; the downline accepts, plays and is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const agent = DEMO_AGENT;
  await agentLogin(page, agent);

  // Register centre: an agent downline, so it can open its own income report.
  await openAgentPage(page, 'registerCenter', 'Add account');
  const downline = { username: `dl${unique()}`, password: 'Passw0rd2026', nickname: '' };
  const form = page.getByRole('form', { name: 'Create a downline account' });
  await form.getByLabel('Username').fill(downline.username);
  await form.getByLabel('Password', { exact: true }).fill(downline.password);
  await form.getByLabel('Confirm password').fill(downline.password);
  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`The agent account ${downline.username} was created under you.`)).toBeVisible();

  // Team management: the new account is a direct downline; offer it a contract.
  await openAgentPage(page, 'downlineManagmentView', 'Team management');
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: downline.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Offer contract' }).click();
  const offer = page.getByRole('dialog', { name: `Offer a contract to ${downline.username}` });
  await offer.getByLabel('Contract type').selectOption({ label: 'Real-time salary' });
  await offer.getByLabel('Profit rate (%)').fill('0.1');
  await offer.getByLabel('Loss rate (%)').fill('0.2');
  await offer.getByLabel('Single bet').fill('10');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(
    page.getByText(
      `The Real-time salary contract was offered to ${downline.username}. It takes effect once they accept it.`,
    ),
  ).toBeVisible();

  // The downline logs in: first the password the agent chose must be changed (issue 14 item 21),
  // then it answers the contract dialog.
  const member = await (await browser.newContext()).newPage();
  await member.goto('/agent');
  const login = member.getByRole('main');
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(downline.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(downline.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  const change = member.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(member.getByRole('dialog', { name: /Contract offer/ })).toHaveCount(0);
  await change.getByLabel('Old password').fill(downline.password);
  downline.password = 'Changed2026x';
  await change.getByLabel('New password', { exact: true }).fill(downline.password);
  await change.getByLabel('Confirm new password').fill(downline.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0);
  const dialog = member.getByRole('dialog', { name: 'Contract offer: Real-time salary' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(`${agent.username} offers you a Real-time salary contract.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  const consolidated = await ok<{ realtimesalinfotype: number; hasContract: boolean }>(
    member,
    'GET',
    '/wps/member/info/funds/consolidated',
  );
  expect(consolidated).toMatchObject({ realtimesalinfotype: 1, hasContract: true });

  // The downline's team plays: a player under it (a holder's own bets count for none of its
  // contracts, COUNTS_HOLDER_OWN_BETS in src/shared/wire/agents.ts). Money in, then rounds
  // through the provider: two losses and a win of 100.00 stakes, one 5.00 bet under the single-bet floor.
  const player = createMember('dlp', '--parent', downline.username);
  const playerPage = await (await browser.newContext()).newPage();
  await loginAs(playerPage, player);
  await fund(playerPage, '50000');
  const wallet = async (who: Page) =>
    BigInt((await ok<{ sumBalanceMinor: string }>(who, 'GET', '/wps/v2/wallets/balance?typeId=2')).sumBalanceMinor);
  const playerBefore = await wallet(playerPage);
  playRound(player.username, '100', '0');
  playRound(player.username, '100', '0');
  playRound(player.username, '100', '150');
  playRound(player.username, '5', '0');
  expect(await wallet(playerPage)).toBe(playerBefore - 30_500n + 15_000n);
  const afterBets = await wallet(member);

  // The test server's clock moves past the 5-minute window (never a future --at: it is refused):
  // 0.2 % of 200.00 lost + 0.1 % of 100.00 won = 0.50.
  expect(ops('clock', 'advance', '--minutes', '11')).toMatch(/The test clock now reads/);
  expect(ops('settlement', 'run', '--kind', 'realtime')).toMatch(/settled/);
  expect((await wallet(member)) - afterBets).toBe(50n);

  // The income report shows it, by source.
  await openAgentPage(member, 'agentRevenueReport', 'My income');
  const income = member.getByRole('table', { name: 'Settlements paid to you' });
  await expect(income.getByRole('row').filter({ hasText: '0.50' })).toHaveCount(1);
  await expect(member.getByRole('region', { name: 'Income by source' }).getByText('0.50').first()).toBeVisible();

  // Reports for daily use (issue 14 item 17). The pass also settled the five-minute windows
  // without bets, at 0: hidden by default, listed once the switch is off.
  await expect(member.getByRole('figure', { name: 'Income per day' }).getByRole('img')).toHaveAttribute(
    'aria-label',
    /0\.50 paid from /,
  );
  const hideZero = member.getByRole('switch', { name: 'Hide zero amounts' });
  await expect(hideZero).toBeChecked();
  const amounts = income.locator('tbody td[data-label="Amount"]');
  await expect(amounts.first()).toBeVisible();
  expect(await amounts.allTextContents()).not.toContainEqual(expect.stringMatching(/^\D*0\.00\b/));
  await hideZero.click();
  await expect(hideZero).not.toBeChecked();
  await expect(amounts.filter({ hasText: /^\D*0\.00\b/ }).first()).toBeVisible();
  // The paid amount opens the bets behind it: the holder's team, settled in that window.
  await income.getByRole('link', { name: /0\.50 show the bets behind this settlement/ }).click();
  await expect(member.getByRole('heading', { level: 2, name: 'Team betting records' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(member).toHaveURL(/page=personalHistoryCopy&time=settled&from=\d+&to=\d+$/);
  await expect(member.getByRole('combobox', { name: 'Date by' })).toHaveValue('settled');
  const behind = member.getByRole('table', { name: 'Bets of your team' });
  await expect(behind.locator('tbody tr').first()).toContainText(player.username);
  await expect(behind.locator('tfoot').getByRole('rowheader')).toHaveText('Total');

  // The agent's loss statement: a totals row over the whole team, and the player's bet count
  // opens the player's bets settled in the range.
  await openAgentPage(page, 'palStatementsAgentCopy', 'User loss statements');
  const statement = page.getByRole('table', { name: 'Profit and loss of each team member' });
  await expect(statement.getByRole('row').filter({ hasText: player.username })).toHaveCount(1);
  const totals = statement.locator('tfoot');
  await expect(totals.getByRole('rowheader')).toHaveText('Total');
  // demo_agent's seeded team has bets of its own: the total counts them too, at least the 4 here.
  expect(Number(await totals.locator('td[data-label="Bets"]').textContent())).toBeGreaterThanOrEqual(4);
  await statement.getByRole('link', { name: `4 bets of ${player.username}: show them` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Team betting records' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('searchbox', { name: 'Account' })).toHaveValue(player.username);
  const bets = page.getByRole('table', { name: 'Bets of your team' });
  await expect(bets.locator('tbody tr')).toHaveCount(4);
  await expect(bets.locator('tfoot')).toContainText('Bets: 4');
  await expect(bets.locator('tfoot td[data-label="Stake"]')).toContainText('305.00');

  // The account records show the salary credit.
  const records = await ok<{ content: { kind: string; amountMinor: string }[] }>(
    member,
    'GET',
    `/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10&startTime=${Date.now() - 3_600_000}` +
      `&endTime=${Date.now() + 3_600_000}&kind=salary`,
  );
  expect(records.content.map((r) => r.amountMinor)).toEqual(['50']);
});

test('accepting a lower-rate contract terminates the higher one a downline holds, after the agent agrees', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const top = DEMO_AGENT;
  const mid = createMember('mid', '--type', 'agent', '--parent', top.username);
  const low = createMember('low', '--parent', mid.username);
  const realtime = (percent: number) => ({
    kind: 'realtime',
    realtime: { profitRateBp: percent, lossRateBp: percent, singleBetMinor: '100' },
  });

  await agentLogin(page, top);
  const midId = (
    await ok<{ content: { id: string; account: string }[] }>(
      page,
      'GET',
      `/wps/agent/team/members?pageNo=1&pageSize=10&account=${mid.username}`,
    )
  ).content.find((m) => m.account === mid.username)!.id;
  const first = await ok<{ id: string }>(page, 'POST', '/wps/agent/contracts', {
    memberId: midId,
    terms: realtime(20),
  });

  const midPage = await newSession(browser, mid);
  const firstDialog = midPage.getByRole('dialog', { name: 'Contract offer: Real-time salary' });
  await firstDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(firstDialog).toHaveCount(0);
  const lowId = (
    await ok<{ content: { id: string; account: string }[] }>(
      midPage,
      'GET',
      '/wps/agent/team/members?pageNo=1&pageSize=10',
    )
  ).content.find((m) => m.account === low.username)!.id;
  await ok(midPage, 'POST', '/wps/agent/contracts', { memberId: lowId, terms: realtime(20) });

  const lowPage = await (await browser.newContext()).newPage();
  await lowPage.goto('/login');
  const login = lowPage.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(low.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(low.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await lowPage.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  const lowDialog = lowPage.getByRole('dialog', { name: 'Contract offer: Real-time salary' });
  await lowDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(lowDialog).toHaveCount(0);

  // The top agent ends the first contract and offers half the rate.
  await ok(page, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
    contractId: first.id,
    action: 'terminate',
  });
  await ok(page, 'POST', '/wps/agent/contracts', { memberId: midId, terms: realtime(10) });

  // The middle agent sees the offer, is told what accepting ends, and agrees.
  await midPage.reload();
  const second = midPage.getByRole('dialog', { name: 'Contract offer: Real-time salary' });
  await expect(second).toBeVisible({ timeout: 20_000 });
  await second.getByRole('button', { name: 'Accept' }).click();
  const confirm = midPage.getByRole('dialog', { name: 'Accepting ends other contracts' });
  await expect(
    confirm.getByRole('list', { name: 'Contracts that will be terminated' }).getByRole('listitem'),
  ).toHaveText([new RegExp(low.username)]);
  await confirm.getByRole('button', { name: 'Accept and terminate 1 contract' }).click();
  await expect(confirm).toHaveCount(0);

  const held = await ok<{ contracts: { status: string }[] }>(lowPage, 'GET', '/wps/member/contracts');
  expect(held.contracts).toEqual([]);
  const offered = await ok<{ content: { memberAccount: string; status: string; terminatedBy: string | null }[] }>(
    midPage,
    'GET',
    '/wps/agent/contracts?side=offered&kind=realtime&pageNo=1&pageSize=10',
  );
  expect(offered.content.find((c) => c.memberAccount === low.username)).toMatchObject({
    status: 'terminated',
    terminatedBy: 'lower_rate',
  });
});

test('a member who is not an agent gets no agent data', async ({ page }) => {
  const member = createMember('nonagt');
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  const overview = await call(
    page,
    'GET',
    `/wps/agent/team/overview?startTime=${Date.now() - 86_400_000}&endTime=${Date.now()}`,
  );
  expect(overview.status).toBe(403);
  expect(overview.envelope).toMatchObject({ success: false, errorCode: 'agent.only' });
  await page.goto('/agentHome?page=downlineManagmentView');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
});
