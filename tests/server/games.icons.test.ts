/**
 * The server-drawn images: game icons, the default icon, vendor icons in every variant and at
 * every path the lanes hand out, and announcement banners. Each answers a well-formed SVG with
 * the SVG type and a long cache, needs no Merchant header, and escapes the text it draws: a
 * hostile game name or banner title comes out as text, never as markup.
 */
import { Window } from 'happy-dom';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../server/domains/games/catalogue';
import { gameEndpoints, type GameListValue, type VendorLanesValue } from '../../src/shared/wire/games';
import { announcementEndpoints, type AnnouncementsValue } from '../../src/shared/wire/announcements';
import { backends, buildTestServer, type TestServer } from './helper';
import { envelope, gamesClient } from './games.support';

const parser = new new Window().DOMParser();

/** Parses an SVG answer; fails the test on any XML error. */
function svgOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}$/);
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  const doc = parser.parseFromString(res.body, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length, res.body).toBe(0);
  expect(doc.documentElement.nodeName.toLowerCase()).toBe('svg');
  return doc;
}

const HOSTILE = '<script>alert("x")</script> & \'Quoted\' <img src=x onerror=alert(1)>\u0001';

describe.each(backends)('server-drawn images on %s', (kind) => {
  let server: TestServer;
  /** Images are loaded by <img>: no Merchant, no token. */
  const image = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers the default icon as .svg and as the .png name the deployed client builds', async () => {
    for (const url of ['/TCG_GAME_ICONS/default.svg', '/TCG_GAME_ICONS/default.png']) svgOf(await image(url));
  });

  it('draws each game its own icon, the same every time, titled with the game name', async () => {
    const api = gamesClient(server);
    const page = envelope<GameListValue>(
      await api.get(gameEndpoints.gameList.path, { gameType: 'RNG', pageNo: 1, pageSize: 36 }),
    ).value;
    const bodies = new Set<string>();
    for (const game of page.games) {
      const res = await image(game.iconUrl);
      const doc = svgOf(res);
      expect(doc.querySelector('title')!.textContent).toBe(game.gameName);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(page.games.length);
    const first = page.games[0]!;
    expect((await image(first.iconUrl)).body).toBe((await image(first.iconUrl)).body);
    svgOf(await image(first.iconUrl.replace(/\.svg$/, '.png')));
  });

  it('escapes a hostile game name', async () => {
    await server.services.db
      .insertInto('games')
      .values({
        game_code: 'PG_HOSTILE',
        vendor: 'PG',
        game_type: 'RNG',
        game_name: HOSTILE,
        engine: 'slot',
        icon_seed: 7,
      })
      .execute();
    invalidateCatalogue(server.services.db);
    const res = await image('/TCG_GAME_ICONS/PG/PG_HOSTILE.svg');
    const doc = svgOf(res);
    expect(res.body).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(res.body).toContain('&lt;script&gt;');
    expect(doc.querySelector('title')!.textContent).toBe(HOSTILE.replace('\u0001', ''));
    expect(doc.getElementsByTagName('script').length).toBe(0);
  });

  it('answers 404 for an unknown game, a game under another vendor and a bad file name', async () => {
    for (const url of [
      '/TCG_GAME_ICONS/PG/NO_SUCH_GAME.svg',
      '/TCG_GAME_ICONS/JL/PG_0001.svg',
      '/TCG_GAME_ICONS/PG/PG_0001.gif',
      '/TCG_GAME_ICONS/PG/..%2Fsecret.svg',
    ]) {
      const res = await image(url);
      expect(res.statusCode, url).toBe(404);
      expect(envelope(res)).toMatchObject({ success: false, errorCode: 'not.found' });
    }
  });

  it('draws vendor icons in every variant, escaping the vendor name', async () => {
    const bodies = new Map<string, string>();
    for (const variant of ['DEFAULT', 'ACTIVE', 'COLOR', 'WHITE', 'GRAY', 'PURPLE']) {
      const res = await image(`/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PNG-${variant}.svg`);
      const doc = svgOf(res);
      expect(doc.querySelector('title')!.textContent).toBe("Play'n Go");
      expect(res.body).toContain('Play&#39;n Go');
      bodies.set(variant, res.body);
    }
    expect(bodies.get('GRAY')).not.toBe(bodies.get('DEFAULT'));
    svgOf(await image('/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PNG-DEFAULT.png'));
    svgOf(await image('/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-WHITE.png'));
    for (const url of [
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/NOPE-DEFAULT.svg',
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-PINK.svg',
      '/TCG_PROD_IMAGES/CASINO_LIST_VENDOR/PG-COLOR.svg',
      '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/RNG-NOPE.svg',
    ]) {
      expect((await image(url)).statusCode, url).toBe(404);
    }
  });

  it('answers every icon the vendor lanes hand out', async () => {
    const api = gamesClient(server);
    const lanes = envelope<VendorLanesValue>(await api.get(gameEndpoints.vendorLanes.path)).value.data.lanes;
    const urls = new Set(
      lanes.flatMap((l) => l.cards.flatMap((c) => [c.smallIcon, c.mobileSmallIcon, c.lagerIcon, c.h5Icon])),
    );
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) svgOf(await image(url));
  });

  it('draws announcement banners with their title, escaped; 404 for an unknown one', async () => {
    const api = gamesClient(server);
    const value = envelope<AnnouncementsValue>(
      await api.get(announcementEndpoints.list.path, { types: 'B,PR', platform: 'W', execution: 'B' }),
    ).value;
    const urls = [
      ...value.banners.map((b) => ({ url: b.url, title: b.title })),
      ...value.promotion.map((p) => ({ url: p.announcementImages[0]!.url, title: p.title })),
    ];
    expect(urls.length).toBeGreaterThan(5);
    for (const { url, title } of urls) {
      const doc = svgOf(await image(url));
      expect(doc.querySelector('title')!.textContent).toBe(title);
      expect(doc.documentElement.getAttribute('width')).toBe('1200');
    }
    const row = await server.services.db
      .insertInto('announcements')
      .values({ merchant_code: 'demo', type: 'B', group_name: 'w_home', title: HOSTILE })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await image(`/TCG_PROD_IMAGES/BANNER/${row.id}.svg`);
    const doc = svgOf(res);
    expect(res.body).not.toMatch(/<script|<img/);
    expect(doc.getElementsByTagName('script').length).toBe(0);
    for (const url of ['/TCG_PROD_IMAGES/BANNER/999999.svg', '/TCG_PROD_IMAGES/BANNER/abc.svg'])
      expect((await image(url)).statusCode, url).toBe(404);
  });
});
