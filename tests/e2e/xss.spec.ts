/**
 * Announcement HTML is sanitised before it reaches the DOM, and a corpus of
 * XSS payloads posted by an operator runs nothing in Chromium under the production CSP. The
 * payloads go in through the operator CLI (`announcements add`) as notices and a guest popup;
 * the page then opens each one. Nothing may run (no dialog, no window flag, no page error) and
 * nothing executable may be left in the DOM; the readable text around the payloads is shown.
 *
 * CSP violation reports are not counted: Chromium reports one whenever hostile markup is merely
 * parsed, even into the inert document DOMPurify sanitises in, where nothing can run.
 */
import { expect, test, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../unit/src/features/announcements/xssCorpus';
import { ops } from './ops';

/** The corpus in a few notices, each with a line of readable text that must stay visible. */
const CHUNK = 8;
const NOTICES = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / CHUNK) }, (_, i) => ({
  title: `Security notice ${i + 1}`,
  marker: `Readable line of notice ${i + 1}`,
  content: `<p>Readable line of notice ${i + 1}</p>${XSS_PAYLOADS.slice(i * CHUNK, (i + 1) * CHUNK).join('\n')}`,
}));
const HOSTILE_TITLE = '<img src=x onerror="window.__xss=99">Title as text';
const POPUP_MARKER = 'Readable line of the popup';

const added: string[] = [];

function add(...args: string[]): void {
  const output = ops('announcements', 'add', ...args);
  const id = /Announcement (\d+) added/.exec(output)?.[1];
  if (!id) throw new Error(`announcements add said: ${output}`);
  added.push(id);
}

test.beforeAll(() => {
  // Negative sequences put them first; '=' because a value starting with '-' reads as an option.
  NOTICES.forEach((n, i) => add('--type', 'PL', '--title', n.title, '--content', n.content, `--sequence=${-10 + i}`));
  add('--type', 'PL', '--title', HOSTILE_TITLE, '--content', '<p>Hostile title</p>', '--sequence=-1');
  add(
    '--type',
    'PU',
    '--execution',
    'B',
    '--title',
    'Security popup',
    '--content',
    `<p>${POPUP_MARKER}</p>${XSS_PAYLOADS.join('\n')}`,
    '--sequence=-100',
  );
});

test.afterAll(() => {
  // Other specs share this server: take the corpus away again.
  for (const id of added) ops('announcements', 'disable', id);
});

type Watch = { dialogs: string[]; errors: string[] };

function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** Nothing executable left inside `root`, and no flag set by a payload. */
async function expectInert(page: Page, selector: string): Promise<void> {
  const found = await page.locator(selector).evaluate((root) => {
    const elements = Array.from(root.querySelectorAll('*'));
    return {
      tags: elements
        .filter((el) =>
          /^(script|iframe|frame|object|embed|form|input|style|link|meta|base|svg|math|template|video|audio)$/i.test(
            el.tagName,
          ),
        )
        .map((el) => el.tagName),
      attributes: elements.flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name) || a.name === 'style' || a.name === 'srcdoc')
          .map((a) => `${el.tagName} ${a.name}`),
      ),
      urls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'data']
          .map((n) => el.getAttribute(n) ?? '')
          .filter((v) => /^\s*(javascript|data|vbscript):/i.test(v)),
      ),
    };
  });
  expect(found).toEqual({ tags: [], attributes: [], urls: [] });
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('the production CSP is served with the app', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
});

test('the XSS corpus in a guest popup runs nothing and its text is shown', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Security popup' })).toBeVisible();
  await expect(dialog.getByText(POPUP_MARKER)).toBeVisible();
  await expectInert(page, '[role="dialog"] .safe-html');
  // Give anything that would fire late (image errors, toggles, autofocus) the chance to.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await expectInert(page, '[role="dialog"] .safe-html');
  expect(seen).toEqual({ dialogs: [], errors: [] });
});

test("the XSS corpus in notices runs nothing and each notice's text is shown", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
  const seen = watch(page);
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });

  // A hostile title is text, not markup.
  await expect(notices.getByRole('button', { name: HOSTILE_TITLE })).toBeVisible();

  for (const notice of NOTICES) {
    await notices.getByRole('button', { name: notice.title }).click();
    const dialog = page.getByRole('dialog', { name: notice.title });
    await expect(dialog.getByText(notice.marker)).toBeVisible();
    await expectInert(page, '[role="dialog"] .safe-html');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  }

  // The seed's own hostile notice: its words stay, its script and javascript: link do not.
  await notices.getByRole('button', { name: 'Deposit processing times' }).click();
  const seeded = page.getByRole('dialog', { name: 'Deposit processing times' });
  await expect(seeded.getByText('Deposits are credited within')).toBeVisible();
  await expect(seeded.getByText('Contact support')).toBeVisible();
  await expectInert(page, '[role="dialog"] .safe-html');

  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(seen).toEqual({ dialogs: [], errors: [] });
});
