/**
 * A phone paints the home and lobby pages from the HTML (issue 15, mobile LCP): server/web.ts puts
 * a picture of the first screen (src/shared/firstPaint.ts, src/styles/firstPaint.css) in front
 * of the app's root, and the app takes it away in the commit of its own first screen
 * (src/components/FirstPaintDone.tsx). The picture must sit exactly where the app then draws
 * the same things, or the player would see the page jump; it must not be there once the app is,
 * and it is never part of the accessibility tree.
 *
 * "Before any script" is a page whose scripts are refused: what the browser paints from the
 * HTML and the styles alone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${what} ${key}: ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThanOrEqual(1);
  }
}

/** A page as the HTML alone paints it. */
async function withoutScripts(page: Page, path = '/'): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

/** Every image of `images` has loaded. */
async function loaded(images: Locator): Promise<void> {
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

for (const width of [360, 412]) {
  test(`at ${width} px the HTML paints the header, banner and bottom bar where the app draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const before = page;
    await withoutScripts(before);
    const shell = before.locator('#first-paint');
    await expect(shell).toBeVisible();
    const image = shell.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A picture, not controls: nothing in it reaches assistive technology.
    await expect(before.getByRole('img')).toHaveCount(0);
    const painted = {
      header: await boxOf(shell.locator('.first-paint__header')),
      banner: await boxOf(shell.locator('.first-paint__banner')),
      bottom: await boxOf(shell.locator('.first-paint__bottom')),
    };

    await page.unrouteAll();
    const after = page;
    await after.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
    await after.goto('/');
    const banner = after
      .getByRole('region', { name: /./ })
      .filter({ has: after.locator('img') })
      .first();
    await expect(banner).toBeVisible();
    await expect(after.locator('#first-paint')).toHaveCount(0);
    expectSameBox(painted.header, await boxOf(after.locator('header').first()), 'header');
    expectSameBox(painted.banner, await boxOf(banner), 'banner');
    expectSameBox(painted.bottom, await boxOf(after.getByRole('navigation', { name: 'Shortcuts' })), 'bottom bar');
  });
}

// The slots lobby has the vendor menu and the sub-category chips; the live casino has no chips.
for (const [path, width] of [
  ['/rng', 360],
  ['/live', 412],
  ['/rng', 480],
] as const) {
  test(`at ${width} px the HTML paints ${path}'s first tiles where the lobby draws them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await withoutScripts(page, path);
    const shell = page.locator('#first-paint');
    await expect(shell).toBeVisible();
    const pictures = shell.locator('.first-paint__media img');
    await loaded(pictures);
    await expect(page.getByRole('img')).toHaveCount(0);
    const painted = await Promise.all([0, 1].map((index) => boxOf(pictures.nth(index))));
    const sources = await pictures.evaluateAll((all) => all.map((img) => img.getAttribute('src')));

    await page.unrouteAll();
    await page.goto(path);
    const tiles = page.getByRole('list', { name: /./ }).first().locator('[data-game-tile] img');
    await loaded(tiles.nth(1));
    await expect(page.locator('#first-paint')).toHaveCount(0);
    for (const index of [0, 1]) {
      const tile = tiles.nth(index);
      expect(await tile.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(sources[index]);
      expectSameBox(painted[index]!, await boxOf(tile), `${path} tile ${index + 1}`);
    }
  });
}

test('wider screens get no first paint: their layout is not the phone one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withoutScripts(page);
  await expect(page.locator('#first-paint')).toBeAttached();
  await expect(page.locator('#first-paint')).toBeHidden();
});
