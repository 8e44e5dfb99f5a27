/**
 * Helpers of the launch and play specs. Logging in lands on home, where the welcome and the
 * announcement popup may both open (one over the other); these specs do not look at either, so
 * they wait for the signed-in header and move on with a new page load, which leaves both behind.
 */
import { expect, type Page } from '@playwright/test';
import { loginDialog, submitPasswordLogin } from './loginSupport';

/** Logs in through the popup at /login; resolves once the header shows the member. */
export async function logIn(page: Page, account: { username: string; password: string; nickname: string }) {
  await page.goto('/login');
  await submitPasswordLogin(page, account.username, account.password);
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Member centre: ${account.nickname}` }),
  ).toBeVisible();
}

/** Starts a free-play (trial) session; resolves once the header says so. */
export async function startFreePlay(page: Page) {
  await page.goto('/login');
  await loginDialog(page).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('banner').getByText('Trial account')).toBeVisible();
}
