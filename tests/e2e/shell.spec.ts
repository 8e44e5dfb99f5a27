/**
 * The app shell in Chromium against the reference server: landmarks and layout rules of the
 * route table, the session guard, deep links, the theme, the side-menu drawer, customer
 * service, the strict CSP, and the lazy-chunk failure path.
 */
import { expect, test, type Page } from '@playwright/test';
import { MIN_BYTES } from '../../.config/precompress';
import { homeRouteFiles } from '../bench/homeRoute';
import { E2E_WEB_DIST } from './env';
import { createMember, loginAs } from './loginSupport';

/** Collects CSP violations and uncaught errors, so a spec can assert there were none. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

test('home shows the full frame with its landmarks, under the strict CSP', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Quick links' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByLabel('Language')).toBeVisible();
  await expect(page).toHaveTitle('Home · Demo Casino');
  expect(problems).toEqual([]);
});

test('top navigation leads to the lazily loaded screens', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test('a member route sends a guest to /login, which opens the login popup over home', async ({ page }) => {
  await page.goto('/favorite');
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the tab title follows the page for a member who is already logged in (issue 14 item 12)', async ({ page }) => {
  await loginAs(page, createMember('title'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home · Demo Casino');
  // Opening /login with a session lands on home, and the tab says so (it used to keep "Log in").
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home · Demo Casino');
  await page.goto('/rng');
  await expect(page).toHaveTitle('Slots · Demo Casino');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveTitle('Home · Demo Casino');
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page).toHaveTitle('Member centre · Demo Casino');
});

test("the build crosses the wire compressed: first page's scripts and styles as brotli, cached (issue 15)", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const url of assets) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), url).toBe(200);
    // Files too small to gain (the preloaded catalogs, some under 1 KB) are sent as they are.
    if ((await response.body()).length >= MIN_BYTES) expect(response.headers()['content-encoding'], url).toBe('br');
    expect(response.headers()['cache-control'], url).toContain('immutable');
  }
});

test('before the page is first idle, home fetches only the scripts the budget test counts (issue 15)', async ({
  page,
}) => {
  // tests/server/web.homeBudget.test.ts sums these files of the build; this proves the browser
  // fetches nothing else on the way to the first screen (src/app/firstIdle.ts sets the mark).
  const counted = new Set(homeRouteFiles(E2E_WEB_DIST).map((file) => `/${file}`));
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('app:first-idle').length > 0);
  const fetched = await page.evaluate(() => {
    const idle = performance.getEntriesByName('app:first-idle')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idle && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return entry ? [new URL(entry.src).pathname, ...scripts] : scripts;
  });
  expect(fetched.length).toBeGreaterThan(1);
  expect(fetched.filter((path) => !counted.has(path))).toEqual([]);
  // What waits for idle does not come before it: the carousel library and the sanitiser.
  expect(fetched.some((path) => /SwiperCarousel|SafeHtml|dompurify/i.test(path))).toBe(false);
});

test('a guest home page makes no API call before idle: the status and its data come with the page (issue 15)', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('app:first-idle').length > 0);
  const beforeIdle = await page.evaluate(() => {
    const idle = performance.getEntriesByName('app:first-idle')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idle)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/wps/') || /\/assets\/transport-/.test(path));
  });
  // Neither a call nor the HTTP library that would make it (src/api/transport.ts)…
  expect(beforeIdle).toEqual([]);
  // …yet the first screen shows the banner, the vendors and the hot games, from the answers
  // server/web.ts wrote into the page (src/shared/bootAnswers.ts).
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('button').first()).toBeVisible();
  expect(calls).not.toContain('/wps/system/status');
  for (const answered of [
    '/wps/relay/MCSFE_getListAnnouncements',
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/relay/GCSGAME_hotGamesV2',
  ]) {
    expect(calls, answered).not.toContain(answered);
  }
  // Later calls go out as before, through the transport loaded once the page was idle.
  await expect.poll(() => calls.includes('/wps/relay/ODSFE2_getWinnerBoard')).toBe(true);
});

test('a guest lobby page shows its vendors and first games without asking for them (issue 15)', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/')) calls.push(new URL(request.url()).pathname);
  });
  // The page itself asks for the lobby's lazy chunk beside the entry (server/webPreloads.ts, from this build's
  // manifest).
  const html = await (await page.request.get('/rng', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/GameListCenter-[\w-]+\.js" \/>/);
  await page.goto('/rng');
  await expect(page.locator('[data-game-tile]').first()).toBeVisible();
  // The menus and the first page of games came with the page (src/shared/bootAnswers.ts lobbyCalls).
  for (const answered of [
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/relay/GCSGAME_getVassGameType',
    '/wps/relay/GCSGAME_gameList',
  ]) {
    expect(calls, answered).not.toContain(answered);
  }
  // The second page is the server's to answer.
  await page
    .getByRole('navigation', { name: 'Game pages' })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect.poll(() => calls.includes('/wps/relay/GCSGAME_gameList')).toBe(true);
});

test('with a session, lottery pages are game pages: no side menu', async ({ page }) => {
  // A real session: the app checks a stored token with the server at start.
  await loginAs(page, createMember('shell'));
  await page.goto('/vnLottery?gameCode=TEST');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
});

test('/seamless hides footer, right bar and language selector', async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByLabel('Language')).toHaveCount(0);
});

test('deep unknown paths load the app and show the not-found page', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/no/such/page/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the theme toggle switches and remembers the theme', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(html).toHaveAttribute('data-theme', 'dark'); // the demo site's default
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
});

test('on a phone the side menu is a drawer behind a keyboard-usable toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Points mall' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('customer service in the right bar opens the support page in a popup', async ({ page }) => {
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('complementary', { name: 'Quick links' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/support/');
  await expect(popup.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
});

test('a lazy chunk that fails reloads the page once, then offers Retry', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/PointMall-[^/]*\.js$/, (route) => (failing ? route.abort() : route.continue()));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Points mall' }).click();

  // One automatic reload, then the error view inside the frame, not a blank page.
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  expect(loads).toBe(2);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  failing = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  expect(loads).toBe(3);
  // A chunk that loads re-arms the automatic reload for a later failure.
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloaded'))).toBeNull();
});
