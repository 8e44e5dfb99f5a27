/**
 * The home banner carousel survives a switch to and from Arabic without a reload (issue 14
 * item 2, the defect: Swiper kept its first direction, so the slide wrapper sat off screen and
 * the banner went blank). The slide shown must be on screen in both directions, and a dot still
 * brings its slide into view. The banners' own texts follow the language (issue 14 item 14).
 */
import { expect, test, type Page } from '@playwright/test';

// Reduced motion (the config's default): no autoplay, so the slide shown is the one chosen.
const shownSlideImage = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert]) img');
const languageSelect = (page: Page) => page.locator('select:has(option[value="AR"])');

test('switching to Arabic and back keeps the shown banner on screen, and the dots still work', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
  await page.goto('/');
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  await expect(shownSlideImage(page)).toBeInViewport();

  await languageSelect(page).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shownSlideImage(page)).toBeInViewport();
  // The Arabic title of the first seeded banner (its drawn picture is named by it).
  await expect(shownSlideImage(page)).toHaveAttribute('alt', '10,000 لعبة سلوت بانتظارك');
  const dots = carousel.locator('li button');
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(shownSlideImage(page)).toBeInViewport();

  await languageSelect(page).selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(shownSlideImage(page)).toBeInViewport();
  await expect(shownSlideImage(page)).toHaveAttribute('alt', '10,000 slots are waiting');
});
