/**
 * Helpers of reach.spec.ts: axe-core on the page or one dialog, with violations as a readable
 * list, a page that has finished loading, and the page-width checks of the phone layout.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what the product promises (tests/e2e/reach.spec.ts). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Theme = 'dark' | 'light';

/** One serious or critical violation, readable in a failure message. */
export type Finding = string;

/**
 * Runs axe on the page (or only inside `include`, e.g. one dialog) and answers every serious or
 * critical violation as "where: rule (impact): help — nodes".
 */
export async function axeFindings(
  page: Page,
  where: string,
  include?: string,
  rules?: readonly string[],
): Promise<Finding[]> {
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules([...rules]) : builder.withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => {
          const summary = node.failureSummary?.replace(/\s+/g, ' ').slice(0, 160);
          return `${node.target.join(' ')}${summary ? ` [${summary}]` : ''}`;
        })
        .join('; ');
      return (
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ` +
        `${violation.help} — ${nodes}`
      );
    });
}

/**
 * The rules of AXE_TAGS whose result depends on colours. A theme changes colours only (the page
 * is the same DOM under another `data-theme`), so every other rule answers the same in both.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe in both themes on what is on screen now, without reloading: the theme is the `<html
 * data-theme>` attribute the app itself sets (src/features/theme/theme.ts apply), switched here
 * and back to `back`, with any colour transition finished before axe reads the colours. Every
 * rule runs in the first theme; the second runs the colour rules (COLOUR_RULES), which are all
 * a theme can change: half the axe time of reach.spec, the suite's longest file.
 */
export async function axeInBothThemes(page: Page, where: string, back: Theme, include?: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const other = back === 'dark' ? 'light' : 'dark';
  for (const theme of [back, other] as const) {
    await page.evaluate(async (value) => {
      // The stored choice too: the app applies it again whenever the site's settings are read
      // anew (App.tsx initTheme).
      window.localStorage.setItem('theme', value);
      document.documentElement.dataset.theme = value;
      // Colours change through CSS transitions (0.01 ms under reduced motion), and a transition
      // starts only when styles are next computed, at its old colour. Without this flush axe
      // itself started them and read the old text colour on the new background (dark text on
      // light rows, 1.03:1). So: compute styles now, wait for the transitions that started,
      // then two frames, after which every computed colour is the new theme's.
      void getComputedStyle(document.body).color;
      document.body.getBoundingClientRect();
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, theme);
    findings.push(
      ...(await axeFindings(page, `${where} (${theme})`, include, theme === other ? COLOUR_RULES : undefined)),
    );
  }
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.dataset.theme = value;
  }, back);
  return findings;
}

/** Fails with every finding listed, one a line. */
export function expectNoFindings(findings: Finding[], what: string) {
  expect(findings, `${what}: serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

/** Picks a theme before any page script runs (the stored choice wins, src/features/theme/theme.ts). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/**
 * Waits until the page has settled: its main landmark (or a dialog) shows, no spinner is left,
 * web fonts and images are in, and the theme asked for is applied.
 */
export async function settled(page: Page, theme?: Theme) {
  await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  if (theme) await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
  });
}

/** How far the page is wider than the window (0 when nothing scrolls sideways), and what sticks out. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      // Inside a frame that scrolls or clips sideways (a wide table's), an element cannot widen the
      // page; an absolutely positioned one escapes every frame below its containing block.
      const clipped = (element: HTMLElement) => {
        const own = getComputedStyle(element).position;
        if (own === 'fixed') return false;
        let escaping = own === 'absolute';
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (escaping && style.position === 'static') continue;
          if (style.overflowX !== 'visible') return true;
          escaping = style.position === 'absolute';
          if (style.position === 'fixed') return false;
        }
        return false;
      };
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.right > width + 1 || box.left < -1) && !clipped(element)) {
          culprits.push(
            `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ` +
              `(${Math.round(box.left)}–${Math.round(box.right)})`,
          );
          if (culprits.length >= 5) break;
        }
      }
    }
    return { overflow, culprits };
  });
}

/** A screenshot of the window in this test's output directory, attached to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // JPEG: at 2560 px a PNG took ~500 ms to encode and a JPEG ~100 ms (a fifth of the bytes), on this machine.
  const path = testInfo.outputPath(`${name}.jpg`);
  await page.screenshot({ path, fullPage: false, type: 'jpeg', quality: 70 });
  await testInfo.attach(name, { path, contentType: 'image/jpeg' });
}
