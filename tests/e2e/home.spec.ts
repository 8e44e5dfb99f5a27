/**
 * Home for a guest in Chromium against the reference server and its seed: the banner carousel and
 * its dots, the notice marquee and a notice's content, the game menu, hot games, the winner board
 * (largest win first), the public announcement popup (9 titles a page, an item's details, "Don't
 * remind me today" across a reload, the side menu's way back to it), and merchant demokr's single
 * banner without controls. Banners, notices and winners are the seed's; the popups paged through
 * are added here by the operator CLI.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ops } from './ops';

/**
 * Guest popups of this spec's own, so the paging is exercised however many the seed holds (at
 * least 10: two pages). Taken away again afterwards: other specs share the server.
 */
const OWN_POPUPS = 10;

// The carousel and the marquee move here, as for most visitors (the config's default is still).
test.use({ reducedMotion: 'no-preference' });
const added: string[] = [];

test.beforeAll(() => {
  for (let i = 1; i <= OWN_POPUPS; i += 1) {
    const output = ops(
      'announcements',
      'add',
      '--type',
      'PU',
      '--execution',
      'B',
      '--title',
      `Home spec popup ${i}`,
      '--content',
      `<p>Details of home spec popup ${i}</p>`,
      `--sequence=${-100 + i}`,
    );
    const id = /Announcement (\d+) added/.exec(output)?.[1];
    if (!id) throw new Error(`announcements add said: ${output}`);
    added.push(id);
  }
});

test.afterAll(() => {
  for (const id of added) ops('announcements', 'disable', id);
});

/** Marks the guest popup closed for this tab before the app starts (the tests not about it). */
async function popupAlreadyClosed(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const titleButtons = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Announcement titles' }).getByRole('list').getByRole('button');

/** "$1,234.56" or "₩1,234" to minor units, for comparing amounts as integers. */
function minorOf(text: string): bigint {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
}

test('the announcement popup greets a guest: 9 titles a page, details, "Don\'t remind me today" holds', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(titleButtons(dialog)).toHaveCount(9);
  // Ours come first (lowest sequence), and the first one is open.
  await expect(titleButtons(dialog).first()).toHaveText('Home spec popup 1');
  await expect(dialog.getByRole('heading', { level: 3, name: 'Home spec popup 1' })).toBeVisible();
  await expect(dialog.getByText('Details of home spec popup 1')).toBeVisible();
  const pages = Number(/Page 1 of (\d+)/.exec((await dialog.getByText(/^Page 1 of \d+$/).textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);

  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(titleButtons(dialog).first()).toHaveText('Home spec popup 10');
  const pageTwo = await titleButtons(dialog).count();
  expect(pageTwo).toBeGreaterThanOrEqual(1);
  expect(pageTwo).toBeLessThanOrEqual(9);
  const last = titleButtons(dialog).last();
  const lastTitle = (await last.textContent()) ?? '';
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('heading', { level: 3, name: lastTitle })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous page' }).click();
  await expect(titleButtons(dialog)).toHaveCount(9);

  await dialog.getByRole('checkbox', { name: "Don't remind me today" }).check();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  // A new session the same day (sessionStorage gone, localStorage kept): still closed.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest big wins' })).toBeVisible();
  await expect(popup(page)).toHaveCount(0);

  // The side menu's entry opens it again, whatever was chosen.
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: 'Announcements' }).click();
  await expect(popup(page)).toBeVisible();
  await expect(titleButtons(popup(page))).toHaveCount(9);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
});

test('closing the popup keeps it closed for the rest of the session', async ({ page }) => {
  await page.goto('/');
  await popup(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(popup(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Latest big wins' })).toBeVisible();
  await expect(popup(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
});

test('the home banner is a carousel with named dots; a dot switches the slide', async ({ page }) => {
  await popupAlreadyClosed(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const dots = carousel.getByRole('button', { name: /^Show banner \d+ of \d+$/ });
  await expect(dots.first()).toBeVisible();
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  // Stop autoplay first, so the slide shown is the one the dot chose.
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
  const second = carousel.getByRole('group', { name: `Banner 2 of ${count}` });
  await expect(second).not.toHaveAttribute('inert', '');
  await expect(carousel.getByRole('group', { name: `Banner 1 of ${count}` })).toHaveAttribute('inert', '');
  await expect(second.getByRole('img')).toBeInViewport();

  // The first banner links to the slots lobby (seed: ROUTE /rng).
  await dots.first().click();
  await carousel
    .getByRole('group', { name: `Banner 1 of ${count}` })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('the home banner moves on by itself every 5 s, and not while paused', async ({ page }) => {
  // The page's clock, paused and moved only by the test: the 5 s pass at once
  // (useSlideTimer.ts), and no time passes between two steps on a busy machine (a flowing
  // clock moved the slide on while the test was still reaching for Pause).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await popupAlreadyClosed(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  const dots = carousel.getByRole('button', { name: /^Show banner \d+ of \d+$/ });
  // The carousel arrives at first idle; in steps of 0.5 s its 5 s timer starts inside the last one.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return dots.count();
    })
    .toBeGreaterThan(0);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.clock.fastForward(5_100);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  // Between slides nothing runs: Swiper's own autoplay asked for a frame every frame (to report
  // the time left), so the page never idled.
  await page.clock.fastForward(1_500);
  await page.evaluate(() => {
    const counted = window as unknown as { __frames: number };
    counted.__frames = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counted.__frames += 1;
      return original(callback);
    };
  });
  await page.clock.runFor(3_000);
  expect(await page.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBeLessThan(10);
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await page.clock.fastForward(30_000);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.fastForward(5_100);
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('the notice marquee shows the notices; a notice opens its content', async ({ page }) => {
  await popupAlreadyClosed(page);
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });
  const maintenance = notices.getByRole('button', { name: 'Scheduled maintenance on Sunday' });
  await expect(maintenance).toBeAttached();
  await expect(notices.getByRole('button', { name: 'New slot vendors' })).toBeAttached();
  // Not yet started (seed): not shown.
  await expect(notices.getByRole('button', { name: 'E-sports cup next month' })).toHaveCount(0);

  // From the keyboard: focus stops the scrolling, Enter opens the notice.
  await maintenance.focus();
  await expect(maintenance).toBeInViewport();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scheduled maintenance on Sunday' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('02:00 to 04:00 UTC')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(maintenance).toBeFocused();
});

test('with reduced motion the marquee stands still and a notice opens with a click', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await popupAlreadyClosed(page);
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });
  const first = notices.getByRole('button').first();
  await expect(first).toBeVisible();
  expect(await notices.getByRole('list').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await notices.getByRole('button', { name: 'New slot vendors' }).click();
  await expect(
    page.getByRole('dialog', { name: 'New slot vendors' }).getByRole('link', { name: 'Browse the slots' }),
  ).toBeVisible();
});

test('the game menu, hot games and the winner board, largest win first', async ({ page }) => {
  await popupAlreadyClosed(page);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  await expect(menu.getByRole('link', { name: /^Slots/ })).toHaveAttribute('href', '/rng');
  await expect(menu.getByRole('link', { name: /^Live casino/ })).toHaveAttribute('href', '/live');

  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();

  const board = page.getByRole('table', { name: 'Latest big wins' });
  // While the board loads (aria-busy) its one row is the loading row: wait for the wins.
  await expect(board.getByRole('rowheader').first()).toBeVisible();
  await expect(board).not.toHaveAttribute('aria-busy');
  // One reading of the table, so rows and amounts come from the same render.
  const { rowCount, amountTexts, names } = await board.evaluate((table) => ({
    rowCount: table.querySelectorAll('tbody tr').length,
    amountTexts: [...table.querySelectorAll('tbody tr td:last-child')].map((cell) => cell.textContent ?? ''),
    names: [...table.querySelectorAll('tbody th')].map((cell) => cell.textContent ?? ''),
  }));
  expect(rowCount).toBeGreaterThanOrEqual(1);
  expect(rowCount).toBeLessThanOrEqual(20);
  const amounts = amountTexts.map(minorOf);
  expect(amounts).toHaveLength(rowCount);
  expect([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(amounts);
  // Names are masked.
  expect(names).toHaveLength(rowCount);
  for (const name of names) expect(name).toContain('***');
});

test('merchant demokr shows its single banner still, without dots', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
  await page.goto('/?merchant=demokr');
  const banner = page.getByRole('region', { name: '추천' });
  await expect(banner.getByRole('img')).toBeVisible();
  await expect(banner).not.toHaveAttribute('aria-roledescription', 'carousel');
  await expect(banner.getByRole('button')).toHaveCount(0);
});
