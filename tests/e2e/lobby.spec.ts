/**
 * The game lobby against the real server and its 10,000-game catalogue: filtering /rng by vendor
 * and sub-category, searching by name, paging with the address, the "show all" grid, favouriting as
 * a guest (login popup) and as a member (the game shows on /favorite and goes again), and /recent
 * needing a login.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, loginAs, loginDialog } from './loginSupport';

test.describe.configure({ timeout: 60_000 });

const gamesList = (page: Page) => page.getByRole('list', { name: 'Games' });
const tiles = (page: Page) => gamesList(page).getByRole('button', { name: /^Play / });
const countText = (page: Page) => page.getByText(/^Games found: /);

/** What the server answers for a filter, to compare the page with. */
async function serverCount(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  const params = new URLSearchParams({ gameType: 'RNG', pageNo: '1', pageSize: '1', language: 'EN', ...query });
  const response = await request.get(`/wps/relay/GCSGAME_gameList?${params}`, { headers: { Merchant: 'demo' } });
  const body = (await response.json()) as { value: { totalCount: number } };
  return body.value.totalCount;
}

const formatted = (n: number) => n.toLocaleString('en');

test('filters /rng by vendor and sub-category, kept in the address', async ({ page, request }) => {
  await page.goto('/rng');
  await expect(tiles(page)).toHaveCount(36);
  await expect(countText(page)).toHaveText(`Games found: ${formatted(await serverCount(request, {}))}`);

  const vendors = page.getByRole('radiogroup', { name: 'Game vendors' });
  await expect(vendors.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
  await vendors.getByRole('radio', { name: 'JILI' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
  await expect(vendors.getByRole('radio', { name: 'JILI' })).toHaveAttribute('aria-checked', 'true');
  await expect(countText(page)).toHaveText(
    `Games found: ${formatted(await serverCount(request, { vassalage: 'JL' }))}`,
  );

  const categories = page.getByRole('radiogroup', { name: 'Game categories' });
  await categories.getByRole('radio', { name: 'Jackpot' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL&classify=JP$/);
  const jackpots = await serverCount(request, { vassalage: 'JL', gameClassify: 'JP' });
  expect(jackpots).toBeGreaterThan(0);
  await expect(countText(page)).toHaveText(`Games found: ${formatted(jackpots)}`);
  await expect(tiles(page)).toHaveCount(Math.min(36, jackpots));

  // Back to every vendor: the sub-category goes with the vendor, the address is bare again.
  await vendors.getByRole('radio', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(categories.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
});

test('searches games by name', async ({ page, request }) => {
  await page.goto('/rng');
  await expect(tiles(page)).toHaveCount(36);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('unicorn');
  await expect(page).toHaveURL(/\/rng\?name=unicorn$/);
  const found = await serverCount(request, { gameName: 'unicorn' });
  expect(found).toBeGreaterThan(0);
  await expect(countText(page)).toHaveText(`Games found: ${formatted(found)}`);
  for (const label of await tiles(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  )) {
    expect(label.toLowerCase()).toContain('unicorn');
  }
  await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game anywhere');
  await expect(page.getByText('No games match these filters.')).toBeVisible();
});

test('pages through the list with the pager and the back button', async ({ page }) => {
  await page.goto('/rng');
  await expect(tiles(page)).toHaveCount(36);
  const firstOnPage1 = await tiles(page).first().getAttribute('aria-label');
  const pager = page.getByRole('navigation', { name: 'Game pages' });
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  // 10,000 games at 36 a page: the last page is 278, shown with its margin neighbour.
  await expect(pager.getByRole('button', { name: 'Page 278' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 277' })).toBeVisible();

  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/rng\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page).first()).not.toHaveAttribute('aria-label', firstOnPage1 ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(tiles(page).first()).toHaveAttribute('aria-label', firstOnPage1 ?? '');
});

test('shows every slot (10,000 and more) in one scroll with at most 300 tiles in the page', async ({
  page,
  request,
}) => {
  // The catalogue's 10,000 slots, the external provider's two (server/demo/seedProviders.ts) and whatever a spec
  // before this one added on the lane (crash.spec installs a crash game): the server says how many.
  const total = await serverCount(request, {});
  expect(total).toBeGreaterThanOrEqual(10_002);
  await page.goto('/rng');
  await page.getByRole('radio', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/rng\?view=all$/);
  await expect(tiles(page).first()).toBeVisible();
  const list = gamesList(page);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(total));
  expect(await page.locator('[data-game-tile]').count()).toBeLessThanOrEqual(300);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.locator(`[aria-posinset="${total}"]`).getByRole('button', { name: /^Play / })).toBeVisible();
  expect(await page.locator('[data-game-tile]').count()).toBeLessThanOrEqual(300);
});

test('a guest choosing the favourite toggle gets the login popup', async ({ page }) => {
  await page.goto('/rng');
  const first = tiles(page).first();
  await expect(first).toBeVisible();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await page.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('a member keeps a favourite: it shows on /favorite and goes again', async ({ page }) => {
  const account = createMember('fav');
  await loginAs(page, account);
  await page.goto('/rng?vassalage=PG');
  const first = tiles(page).first();
  await expect(first).toBeVisible();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const toggle = page.getByRole('button', { name: `Favourite ${name}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorite');
  await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();

  // Filtered by type: slots has it, live casino does not.
  const types = page.getByRole('radiogroup', { name: 'Game types' });
  await types.getByRole('radio', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/favorite\?type=LIVE$/);
  await expect(page.getByText('No games match these filters.')).toBeVisible();
  await types.getByRole('radio', { name: 'All types' }).click();

  await page.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
  await expect(page.getByText(/You have no favourite games yet/)).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
});

test('/recent needs a login, and lists nothing for a new member', async ({ page }) => {
  await page.goto('/recent');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginDialog(page)).toBeVisible();

  const account = createMember('rct');
  await loginAs(page, account);
  await page.goto('/recent');
  await expect(page.getByRole('heading', { name: 'Recent games', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not played any games yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse slots' })).toHaveAttribute('href', '/rng');
});
