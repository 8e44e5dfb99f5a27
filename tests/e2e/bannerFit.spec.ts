/**
 * Banners are not cropped at any width (issue 14 item 13, the defect: `object-fit: cover` cut
 * the edges, and the words, off the home banner on phones and wide screens). At each width the
 * whole picture is inside its frame, and the home frame has the drawn banners' own ratio, so
 * they fill it.
 */
import { expect, test } from '@playwright/test';

for (const width of [360, 390, 768, 1280, 2560]) {
  test(`the home banner is shown whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
    await page.goto('/');
    const image = page.locator('[aria-roledescription="slide"]:not([inert]) img').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fit = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const natural = img.naturalWidth / img.naturalHeight;
      // With contain, the drawn picture is the largest box of its ratio inside the element.
      const drawnWidth = Math.min(box.width, box.height * natural);
      const drawnHeight = drawnWidth / natural;
      return {
        objectFit: getComputedStyle(img).objectFit,
        fitsWidth: drawnWidth <= box.width + 0.5,
        fitsHeight: drawnHeight <= box.height + 0.5,
        fill: (drawnWidth * drawnHeight) / (box.width * box.height),
      };
    });
    expect(fit.objectFit).toBe('contain');
    expect(fit.fitsWidth && fit.fitsHeight).toBe(true);
    // The seeded banners are drawn at the home frame's ratio: nothing is left empty either.
    expect(fit.fill).toBeGreaterThan(0.98);
  });
}
