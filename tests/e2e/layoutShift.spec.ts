/**
 * Layout stability (CLS at most 0.05; issue 15): the lobby and list pages
 * reserve their final height while they load. Each page is opened cold, on a 360 px phone and
 * on a desktop, and every layout shift not caused by input is summed, from the first paint
 * until the page's content is on screen (its first game tile, or on /sports its first vendor).
 *
 * On loopback every answer comes at once and a loading state may never be painted, which
 * would hide exactly the shifts this is about; each request is given a phone network's round
 * trip (Chromium's network emulation), so the page goes through its loader, placeholders and
 * content one paint after another, as on a phone.
 *
 * The phone is emulated as one (touch, overlay scrollbars that take no room); the desktop
 * browser draws classic scrollbars, as desktop browsers do, instead of the hidden ones of
 * Playwright's headless default: a scrollbar that comes when a row or menu overflows takes
 * room and moves what is next to it. The themes differ only in colours (src/styles/theme.css);
 * each is used on one of the two screen sizes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import config from './playwright.config';

test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const MAX_CLS = 0.05;
/** A mobile round trip, added to every request (the download itself is not slowed). */
const LATENCY_MS = 150;

type Shift = { value: number; sources: string[] };

/**
 * Before any script of the page: a buffered layout-shift observer keeping every entry not
 * caused by input, with what moved (for the failure message). A string, not a function: tsx
 * keeps function names, and a serialised function would call a helper the page lacks.
 */
const COLLECT_SHIFTS = `
  window.__shifts = [];
  window.__shiftObserver = new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.hadRecentInput) return;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources || []).map(function (source) {
          var node = source.node;
          var name = '?';
          if (node) name = node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + String(node.className) : '#text';
          var text = node ? String(node.textContent || '').slice(0, 40) : '';
          var from = source.previousRect, to = source.currentRect;
          var fromBox = [from.x, from.y, from.width, from.height].map(Math.round).join(',');
          var toBox = [to.x, to.y, to.width, to.height].map(Math.round).join(',');
          return name + ' "' + text + '" ' + fromBox + ' -> ' + toBox;
        }),
      });
    });
  });
  window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
`;

/** The shifts so far: after two more frames, with what the observer has not delivered yet. */
const READ_SHIFTS = `
  new Promise(function (done) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        window.__shiftObserver.takeRecords().forEach(function (entry) {
          if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: [] });
        });
        done(window.__shifts);
      });
    });
  })
`;

const firstTile = (page: Page, list: string): Locator =>
  page.getByRole('list', { name: list }).locator('[data-game-tile=""]').first();

/** What shows that a page's content is on screen. */
const PAGES: { path: string; content: (page: Page) => Locator[] }[] = [
  {
    path: '/',
    content: (page) => [
      page.getByRole('region', { name: 'Featured' }).locator('img').first(),
      page.getByRole('region', { name: 'Game vendors' }).getByRole('button').first(),
      firstTile(page, 'Hot games'),
    ],
  },
  { path: '/rng', content: (page) => [firstTile(page, 'Games'), page.getByText(/^Games found: /)] },
  { path: '/live', content: (page) => [firstTile(page, 'Games'), page.getByText(/^Games found: /)] },
  { path: '/fish', content: (page) => [firstTile(page, 'Games'), page.getByText(/^Games found: /)] },
  {
    path: '/sports',
    content: (page) => [
      page
        .getByRole('main')
        .getByRole('button', { name: /^Play / })
        .first(),
    ],
  },
];

const SCREENS = [
  { name: 'phone', viewport: { width: 360, height: 740 }, mobile: true, theme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false, theme: 'light' },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px, ${screen.theme} theme)`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.mobile, hasTouch: screen.mobile });

    for (const { path, content } of PAGES) {
      test(`${path} loads with a layout shift of at most ${MAX_CLS}`, async ({ page }) => {
        await page.addInitScript(`window.localStorage.setItem('theme', '${screen.theme}');`);
        await page.addInitScript(COLLECT_SHIFTS);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });

        await page.goto(path);
        for (const element of content(page)) await expect(element).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', screen.theme);

        const shifts = (await page.evaluate(READ_SHIFTS)) as Shift[];
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        test.info().annotations.push({ type: 'cls', description: total.toFixed(4) });
        const detail = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
        expect(total, `layout shifts on ${path}:\n${detail}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
