/**
 * The page brings its status answer (issue 15: "The boot needs no extra round trip before the
 * first paint of content: the status answer … come[s] with the page"). server/web.ts writes the
 * envelope GET /wps/system/status would send this visitor into index.html as a JSON data
 * block; src/api/bootStatus.ts reads it. It must be that visitor's answer (gates included),
 * and no value may break out of the block.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOT_ANSWERS_ELEMENT_ID,
  bootCallsFor,
  HOME_PAGE_PATHS,
  LOBBY_PAGE_TYPES,
  LOBBY_SCREEN_SOURCE,
  type BootAnswers,
} from '../../src/shared/bootAnswers';
import { BOOT_STATUS_ELEMENT_ID } from '../../src/shared/bootStatus';
import {
  FIRST_PAINT_ELEMENT_ID,
  FIRST_PAINT_LOBBY_TILES,
  firstLobbyPaintHtml,
  firstPaintHtml,
} from '../../src/shared/firstPaint';
import { toQueryString } from '../../src/shared/wire/query';
import { buildApp } from '../../server/app';
import { jsonForScript } from '../../server/web';
import { buildTestServer, wireHeaders, type TestServer } from './helper';

const INDEX =
  '<!doctype html><html><head><meta name="merchant" content="" /><script type="module" crossorigin ' +
  'src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin ' +
  'href="/assets/vendor-B.js"></head><body><div id="root"></div></body></html>';

/**
 * A build manifest in miniature (Vite writes dist/web/.vite/manifest.json): the entry, the libraries and the lobby
 * screen.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-B.js'] },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  [LOBBY_SCREEN_SOURCE]: {
    file: 'assets/GameListCenter-C.js',
    isDynamicEntry: true,
    imports: ['_vendor-B.js', 'index.html', '_ListStatus-D.js'],
    css: ['assets/GameListCenter-E.css'],
  },
  '_ListStatus-D.js': { file: 'assets/ListStatus-D.js', imports: ['_vendor-B.js'] },
};
const OPS_SECRET = 'boot-status-test-secret';

/** The JSON of the data block in a page, parsed. */
function blockOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_STATUS_ELEMENT_ID}" data-merchant="demo">([^<]*)</script>`,
  ).exec(html);
  if (!match) throw new Error(`no status block in ${html}`);
  return JSON.parse(match[1]!);
}

/** The answers block of a page, parsed; undefined when the page has none. */
function answersOf(html: string): BootAnswers | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}" data-merchant="demo">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as BootAnswers) : undefined;
}

describe('status and the guest home calls inlined into the page', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    server = await buildTestServer('pglite');
    webDist = mkdtempSync(join(tmpdir(), 'web-boot-status-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = await buildApp({
      services: server.services,
      opsSecret: OPS_SECRET,
      config: {
        webDist,
        defaultMerchant: 'demo',
        logLevel: 'silent',
        trustProxy: false,
        corsOrigins: ['app://bundle'],
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (url = '/', remoteAddress = '127.0.0.1') => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' }, remoteAddress });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const statusCall = async (merchant: string, remoteAddress = '127.0.0.1') =>
    (
      await app.inject({ method: 'GET', url: '/wps/system/status', headers: wireHeaders(merchant), remoteAddress })
    ).json();
  const ops = (...argv: string[]) =>
    app.inject({ method: 'POST', url: '/ops/run', headers: { 'x-ops-secret': OPS_SECRET }, payload: { argv } });

  it('is the envelope the status call sends the same visitor, on home and on a deep link', async () => {
    expect(blockOf(await page('/'))).toEqual(await statusCall('demo'));
    expect(blockOf(await page('/rng'))).toEqual(await statusCall('demo'));
    // The host's merchant, named on the block: a page asked with ?merchant= of another one
    // makes its own call (src/api/bootStatus.ts).
    expect(blockOf(await page('/?merchant=demokr'))).toEqual(await statusCall('demo'));
  });

  it("follows the gates live: maintenance, and a region block for the visitor's address only", async () => {
    expect((await ops('maintenance', 'on', '--info', 'Upgrading the cashier')).statusCode).toBe(200);
    expect(blockOf(await page('/'))).toMatchObject({ success: true, value: { maintenance: true } });
    await ops('maintenance', 'off');
    await ops('region', 'block', '203.0.113.0/24', '--info', 'Not here');
    expect(blockOf(await page('/', '203.0.113.9'))).toMatchObject({
      value: { regionRestriction: true, location: { ip: '203.0.113.9' } },
    });
    expect(blockOf(await page('/', '198.51.100.7'))).toMatchObject({ value: { regionRestriction: false } });
    await ops('region', 'unblock', '203.0.113.0/24');
  });

  // The guest home page's calls come answered with the page (src/shared/bootAnswers.ts), so a
  // guest's first screen makes no call and loads no HTTP library before idle (issue 15).
  it('answers the guest home and lobby calls as the API does, in the site language, on those pages only', async () => {
    for (const path of [...HOME_PAGE_PATHS, ...Object.keys(LOBBY_PAGE_TYPES)]) {
      const block = answersOf(await page(path));
      expect(
        block?.answers.map((answer) => answer.path),
        path,
      ).toEqual(bootCallsFor(path, 'EN').map((call) => call.endpoint.path));
    }
    for (const path of ['/', '/rng']) {
      const block = answersOf(await page(path))!;
      for (const [index, { endpoint, args }] of bootCallsFor(path, 'EN').entries()) {
        const answer = block.answers[index]!;
        expect(answer).toMatchObject({ language: 'EN', query: toQueryString(args) });
        const direct = await app.inject({
          method: 'GET',
          url: `${endpoint.path}?${answer.query}`,
          headers: wireHeaders('demo', endpoint.modId ? { moduleid: endpoint.modId } : {}),
        });
        expect(answer.envelope, `${path} ${endpoint.path}`).toEqual(direct.json());
        expect(answer.envelope).toMatchObject({ success: true });
      }
    }
    // Banners and games, not empty lists: the first screen paints from these.
    const home = answersOf(await page('/'))!;
    const banners = (home.answers[0]!.envelope as { value: { banners: { groupName: string }[] } }).value.banners;
    expect(banners.some((banner) => banner.groupName === 'w_home')).toBe(true);
    expect((home.answers[2]!.envelope as { value: { list: unknown[] } }).value.list.length).toBeGreaterThan(0);
    const lobby = answersOf(await page('/rng'))!;
    const games = (
      lobby.answers[3]!.envelope as { value: { games: { gameType: string; iconUrl?: string; showIcon?: string }[] } }
    ).value.games;
    expect(games).toHaveLength(36);
    expect(games.every((game) => game.gameType === 'RNG')).toBe(true);
    // The first screen's largest image is asked for with the page, not after the scripts ran.
    expect(await page('/')).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/TCG_PROD_IMAGES/BANNER/1.svg" />',
    );
    // A lobby's largest paint is its first tiles: their images come with the page too.
    const tileIcons = games.slice(0, 4).map((game) => game.iconUrl || game.showIcon);
    expect(tileIcons.every((icon) => icon?.startsWith('/'))).toBe(true);
    const rngPreloads = [
      ...(await page('/rng')).matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" \/>/g),
    ].map((match) => match[1]);
    expect(rngPreloads).toEqual(tileIcons);
    // A phone paints the home page's header, first banner and bottom bar from the HTML, before
    // any script (src/shared/firstPaint.ts), just before the app's root.
    expect(await page('/')).toContain(`${firstPaintHtml('/TCG_PROD_IMAGES/BANNER/1.svg')}<div id="root"></div>`);
    // A lobby page paints its frame, the room of its filter rows and its first six tiles' pictures:
    // the slots lobby has vendors and sub-categories, the live casino vendors only.
    const sixIcons = games.slice(0, FIRST_PAINT_LOBBY_TILES).map((game) => game.iconUrl || game.showIcon!);
    expect(await page('/rng')).toContain(
      `${firstLobbyPaintHtml({ vendorMenu: true, chips: true }, sixIcons)}<div id="root"></div>`,
    );
    expect(await page('/live')).toContain('<div class="first-paint__vendors"></div><div class="first-paint__search">');
    // Other pages do not.
    expect(await page('/member')).not.toContain(FIRST_PAINT_ELEMENT_ID);
    expect(await page('/sports')).not.toContain(FIRST_PAINT_ELEMENT_ID);
    // Other pages would only carry them as weight.
    expect(answersOf(await page('/sports'))).toBeUndefined();
    expect(answersOf(await page('/member'))).toBeUndefined();
  });

  it("asks for a lobby page's lazy screen beside the entry: chunk, imports, styles not in index.html", async () => {
    // Scripts and styles (the images preloaded with a page are asserted above).
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(?:modulepreload|preload)"(?! as="image")[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    // After index.html's own links, and the libraries once (theirs), not again for the screen.
    expect(links(await page('/live'))).toEqual([
      '/assets/vendor-B.js',
      '/assets/GameListCenter-C.js',
      '/assets/ListStatus-D.js',
      '/assets/GameListCenter-E.css',
    ]);
    expect(await page('/live')).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/GameListCenter-E.css" />',
    );
    // Home and other pages do not need the lobby.
    expect(await page('/')).not.toContain('GameListCenter');
    expect(await page('/sports')).not.toContain('GameListCenter');
  });

  it('sends the page compressed as the browser accepts it, with Vary', async () => {
    const plain = await page('/');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
      expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
      // The same page (its status and answers are made per request, so compared by their parts).
      const text = decode(response.rawPayload).toString();
      expect(answersOf(text)).toEqual(answersOf(plain));
      expect(Math.abs(text.length - plain.length)).toBeLessThan(100);
    }
  });

  it('answers nothing behind a gate: the gate page makes no such call', async () => {
    await ops('maintenance', 'on', '--info', 'Upgrading the cashier');
    try {
      expect(answersOf(await page('/'))).toBeUndefined();
      // The maintenance page is not the home page: no picture of it either.
      expect(await page('/')).not.toContain(FIRST_PAINT_ELEMENT_ID);
    } finally {
      await ops('maintenance', 'off');
    }
    await ops('region', 'block', '203.0.113.0/24', '--info', 'Not here');
    try {
      expect(answersOf(await page('/', '203.0.113.9'))).toBeUndefined();
      expect(answersOf(await page('/', '198.51.100.7'))).toBeDefined();
    } finally {
      await ops('region', 'unblock', '203.0.113.0/24');
    }
  });

  it('no value can close the block or open a comment', () => {
    const hostile = { info: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const text = jsonForScript(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
