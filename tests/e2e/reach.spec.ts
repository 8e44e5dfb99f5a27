/**
 * Reach (issue 14 item 3 and Accessibility): axe-core on every route of the route table
 * (src/app/routeTable.ts), every member- and agent-centre page and every dialog, in both themes,
 * failing on any serious or critical violation; and every screen at 360, 390, 768, 1280 and
 * 2560 px wide without horizontal scroll, with the signed-in header at most 120 px tall on a
 * 390 px phone, screenshots attached. One pass per role: each page loads once and axe runs on it
 * in both themes (the theme switched in place, reachSupport.ts axeInBothThemes), so a theme costs
 * an axe run, not a login and a load of every page (CI time, .ci/run).
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { ROUTES, type RouteSpec } from '../../src/app/routeTable';
import { AGENT_PAGE_KEYS } from '../../src/features/agents/agentPageKeys';
import { MEMBER_PAGE_KEYS } from '../../src/shared/memberPages';
import {
  agentLogin,
  closeWelcome,
  createMember,
  DEMO_AGENT,
  expectSignedInAs,
  submitPasswordLogin,
} from './loginSupport';
import {
  axeInBothThemes,
  expectNoFindings,
  horizontalOverflow,
  screenshot,
  settled,
  useTheme,
  type Finding,
  type Theme,
} from './reachSupport';

/** Pages load in this theme; axe also checks the other one on each (axeInBothThemes). */
const THEME: Theme = 'dark';
const WIDTHS = [360, 390, 768, 1280, 2560] as const;
const PHONE_HEADER_MAX_PX = 120;

/** The address to open for a route: the lottery pages need a game, /seamless a link. */
function address(route: RouteSpec): string {
  if (route.screen === 'lottery') return `${route.path}?gameCode=DEMO_LOTT`;
  return route.path;
}

/** One address per screen kind is enough for aliases (/index, /home, the lottery spellings): same screen. */
function distinctRoutes(access: (route: RouteSpec) => boolean): RouteSpec[] {
  const seen = new Set<string>();
  return ROUTES.filter((route) => {
    if (!access(route)) return false;
    const key = `${route.screen}:${route.gameType ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const GUEST_ROUTES = distinctRoutes((route) => route.access === 'public');
const MEMBER_ROUTES = distinctRoutes(
  (route) =>
    route.access !== 'agent' && route.path !== '/login' && route.path !== '/register' && route.path !== '/agent',
);
const MEMBER_PAGES = MEMBER_PAGE_KEYS.map((key) => `/member?page=${key}`);
const AGENT_PAGES = AGENT_PAGE_KEYS.map((key) => `/agentHome?page=${key}`);

async function themedPage(browser: Browser, theme: Theme, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useTheme(page, theme);
  return { context, page };
}

type Pass = {
  role: string;
  theme: Theme;
};

/**
 * Opens every address once: axe at 1280 px in both themes, then the page at each width without
 * reloading it (one theme is enough: the layout does not change with the colours), measuring
 * horizontal overflow and keeping a screenshot.
 */
async function walk(page: Page, addresses: readonly string[], pass: Pass, testInfo: TestInfo): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of addresses) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await settled(page, pass.theme);
    const found = await axeInBothThemes(page, `${pass.role} ${path}`, pass.theme);
    // Reported as it is found, so a run cut short still says what it saw.
    expect.soft(found, found.join('\n')).toEqual([]);
    findings.push(...found);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await settled(page, pass.theme);
      const { overflow, culprits } = await horizontalOverflow(page);
      if (overflow > 0)
        findings.push(
          `${pass.role} ${path} at ${width} px: scrolls sideways by ${overflow} px (${culprits.join(', ')})`,
        );
      await screenshot(page, testInfo, `${pass.role}-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}`);
    }
  }
  return findings;
}

/** The phone header (390 px): one row at most 120 px tall, and its panel and the bottom navigation pass axe. */
async function phoneHeader(page: Page, pass: Pass, testInfo: TestInfo): Promise<Finding[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settled(page, pass.theme);
  const findings: Finding[] = [];
  const height = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
  if (height > PHONE_HEADER_MAX_PX)
    findings.push(`${pass.role} header at 390 px is ${height} px tall (at most ${PHONE_HEADER_MAX_PX})`);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  const more = page
    .getByRole('banner')
    .getByRole('button', { name: pass.role === 'guest' ? 'Settings' : 'Account and settings' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, testInfo, `${pass.role}-phone-header-open`);
  findings.push(...(await axeInBothThemes(page, `${pass.role} phone header open`, pass.theme)));
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  return findings;
}

/** Runs axe inside one dialog (the page behind it is checked on its own). */
async function dialogFindings(page: Page, name: string, theme: Theme): Promise<Finding[]> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settled(page, theme);
  return axeInBothThemes(page, `dialog "${name}"`, theme, '[role="dialog"]');
}

// Each address costs a load and an axe pass: seconds each on a quiet machine, far more on a busy one.
test.beforeEach(() => test.setTimeout(900_000));
// The three passes are the suite's longest tests and share nothing (a fresh member, the seeded
// agent, a guest), so they may run in different lanes (tests/e2e/env.ts) at the same time.
test.describe.configure({ mode: 'parallel' });

const theme = THEME;

test(`reach as a guest: every route and dialog, no serious axe violation, every width, both themes`, async ({
  browser,
}, testInfo) => {
  const { context, page } = await themedPage(browser, theme);
  const pass = { role: 'guest', theme };
  const findings = await walk(page, GUEST_ROUTES.map(address), pass, testInfo);
  findings.push(...(await phoneHeader(page, pass, testInfo)));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  findings.push(...(await dialogFindings(page, 'Log in', theme)));
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  findings.push(...(await dialogFindings(page, 'Forgot password', theme)));
  await page.goto('/register');
  findings.push(...(await dialogFindings(page, 'Register', theme)));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: 'Announcements' }).click();
  findings.push(...(await dialogFindings(page, 'Announcements', theme)));
  await context.close();
  expectNoFindings(findings, 'guest');
});

test(`reach as a member: every route, member-centre page and dialog, no serious axe violation, all widths`, async ({
  browser,
}, testInfo) => {
  const { context, page } = await themedPage(browser, theme);
  const account = createMember('reach');
  // The first login's welcome is a dialog too: checked before it is closed.
  await page.goto('/login');
  await submitPasswordLogin(page, account.username, account.password);
  const findings = await dialogFindings(page, 'Welcome!', theme);
  await closeWelcome(page);
  await expectSignedInAs(page, account.nickname);

  const pass = { role: 'member', theme };
  findings.push(...(await walk(page, [...MEMBER_ROUTES.map(address), ...MEMBER_PAGES], pass, testInfo)));
  findings.push(...(await phoneHeader(page, pass, testInfo)));

  // The member menu folds on a phone: one button naming the page, the list behind it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member?page=securityCenter');
  await settled(page, theme);
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  const toggle = menu.getByRole('button', { name: 'Member menu: My account' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'My wallet' })).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'My wallet' })).toBeVisible();
  findings.push(...(await axeInBothThemes(page, 'member menu open at 390 px', theme)));
  await menu.getByRole('link', { name: 'My wallet' }).click();
  await expect(menu.getByRole('button', { name: 'Member menu: My wallet' })).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await settled(page, theme);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  findings.push(...(await dialogFindings(page, 'Sign out', theme)));
  await context.close();
  expectNoFindings(findings, 'member');
});

test(`reach as an agent: every agent-centre page, no serious axe violation, every width, both themes`, async ({
  browser,
}, testInfo) => {
  const { context, page } = await themedPage(browser, theme);
  await agentLogin(page, DEMO_AGENT);
  const pass = { role: 'agent', theme };
  const findings = await walk(page, AGENT_PAGES, pass, testInfo);

  // The agent menu folds on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/agentHome?page=agentTeamOverview');
  await settled(page, theme);
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  const toggle = menu.getByRole('button', { name: /^Agent menu: / });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  findings.push(...(await axeInBothThemes(page, 'agent menu open at 390 px', theme)));
  const header = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height);
  if (header > PHONE_HEADER_MAX_PX) findings.push(`agent header at 390 px is ${header} px tall`);
  await context.close();
  expectNoFindings(findings, 'agent');
});
