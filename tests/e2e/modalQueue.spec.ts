/**
 * One modal at a time (issue 14 item 4, the defect: the announcement popup stacked over the
 * welcome, forgot password, "signed out" and the forced password change). The popup waits its
 * turn (src/features/ui/modalTurn.ts) and shows once the dialog in front of it is closed.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  closeWelcome,
  createMember,
  expectSignedInAs,
  loginDialog,
  openLoginFromHeader,
  submitPasswordLogin,
} from './loginSupport';
import { ops } from './ops';

/**
 * Popups of this spec's own, one for guests and one for members after login: the global set-up
 * switches the seed's popups off (globalSetup.ts). Taken away again afterwards.
 */
const added: string[] = [];
test.beforeAll(() => {
  for (const execution of ['B', 'A']) {
    const output = ops(
      'announcements',
      'add',
      '--type',
      'PU',
      '--execution',
      execution,
      '--title',
      `Modal queue popup ${execution}`,
      '--content',
      '<p>Waits its turn.</p>',
    );
    const id = /Announcement (\d+) added/.exec(output)?.[1];
    if (!id) throw new Error(`announcements add said: ${output}`);
    added.push(id);
  }
});
test.afterAll(() => {
  for (const id of added) ops('announcements', 'disable', id);
});

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const memberAnnouncements = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('MCSFE_getListAnnouncements') && response.request().headers().authorization !== undefined,
  );

test('at a first login the welcome shows alone; the announcement popup waits behind it', async ({ page }) => {
  const account = createMember('mq');
  // The guest popup is not what this is about: closed for this tab already.
  await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
  await page.goto('/');
  await openLoginFromHeader(page);
  const announcements = memberAnnouncements(page);
  await submitPasswordLogin(page, account.username, account.password);
  await expect(loginDialog(page)).toHaveCount(0);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  // The member's popups (first login, after login) have arrived, and still only the welcome shows.
  await announcements;
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(popup(page)).toHaveCount(0);
  await closeWelcome(page);
  await expect(popup(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await popup(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(popup(page)).toHaveCount(0);
  await expectSignedInAs(page, account.nickname);
});

test('the guest popup waits while forgot password is open and shows after it closes', async ({ page }) => {
  // "Forgot password?" in the login popup at /login goes home: where the guest popup opens by itself.
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  // The guests' announcements came with the page (src/shared/bootAnswers.ts): the banner shows
  // them; the popup may open once the page has been idle (src/app/firstIdle.ts).
  await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('app:first-idle').length > 0);
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(popup(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(forgot).toHaveCount(0);
  await expect(popup(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
