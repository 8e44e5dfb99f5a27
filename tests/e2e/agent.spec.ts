/**
 * The agent entry: /agent is the agents' own login page; agents land on /agentHome,
 * other members are refused ('Non-agents cannot log in'), house accounts too ('Non-member account
 * unable to login'); the agent centre sends guests and non-agents back to /agent.
 */
import { expect, test, type Page } from '@playwright/test';
import { createMember, loginAs } from './loginSupport';

async function agentLogin(page: Page, username: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an agent logs in on /agent and lands on /agentHome; sign-out goes back to /agent', async ({ page }) => {
  const agent = createMember('agent', '--type', 'agent');
  await page.goto('/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
  await agentLogin(page, agent.username, agent.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: `Member centre: ${agent.nickname}` })).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
});

test('a member who is not an agent is refused on /agent', async ({ page }) => {
  const member = createMember('nonag');
  await page.goto('/agent');
  await agentLogin(page, member.username, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('an account that is not a member cannot log in, on /agent or in the popup', async ({ page }) => {
  const house = createMember('house', '--type', 'house');
  await page.goto('/agent');
  await agentLogin(page, house.username, house.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Non-member account unable to login');

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(house.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(house.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Non-member account unable to login');
});

test('the agent centre sends guests and non-agents to /agent; an agent logging in by the popup goes there', async ({
  page,
}) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);

  const member = createMember('plain');
  await loginAs(page, member);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();

  const agent = createMember('agent', '--type', 'agent');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(agent.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
});
