/**
 * The game pages' HTML and the pure pieces of launching: the strict CSP, escaping of every
 * catalogue value, no inline script or style, the launch URL base (launchGameCDNs or the
 * request origin) and the session cookies a request may carry.
 */
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { PlayGame } from '../../../../server/domains/play/catalogue';
import { sessionCookie, sessionCookies } from '../../../../server/domains/play/gameSessions';
import { launchBase } from '../../../../server/domains/play/launch';
import { gamePage } from '../../../../server/domains/play/pages/gamePage';
import { escapeHtml, noticePage, playPageCsp } from '../../../../server/domains/play/pages/html';
import { verifyPage } from '../../../../server/domains/play/pages/verifyPage';
import type { VerifyValue } from '../../../../server/domains/play/shared/playApi';

const assets = { style: '/play/assets/play-abc.css', script: '/play/assets/slot-abc.js' };
const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

const game = (engine: 'slot' | 'hilo', name = 'Lucky Sevens'): PlayGame => ({
  nodeId: 7n,
  gameCode: 'lucky',
  vendor: 'PG',
  vendorName: 'PG Soft',
  gameType: 'RNG',
  gameName: name,
  displayName: name,
  engine,
  house: { game: engine, theme: null },
  enabled: true,
});

/** Parsed as a browser would: no inline script, no inline style, no event handler attribute. */
function expectNoInlineCode(page: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(page, 'text/html');
  for (const script of document.querySelectorAll('script')) {
    expect(script.getAttribute('src')).toMatch(/^\/play\/assets\//);
    expect(script.textContent).toBe('');
  }
  expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
  }
  expect(document.querySelectorAll('img')).toHaveLength(0);
}

describe('game pages', () => {
  it('use the strict policy of the brief, framed by the platform and the desktop renderer only', () => {
    expect(playPageCsp()).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    expect(playPageCsp(['app://bundle'])).toContain("frame-ancestors 'self' app://bundle;");
    // Only plain origins reach the header: nothing that could end the directive or add a source list.
    expect(playPageCsp(['app://bundle; script-src *', '*', "'unsafe-inline'"])).toContain("frame-ancestors 'self';");
  });

  it('render both engines with the game name, vendor, session and no inline code', () => {
    for (const engine of ['slot', 'hilo'] as const) {
      const page = gamePage({ game: game(engine), secret: 'S'.repeat(43), launchId: 12n, assets });
      expect(page).toContain('<title>Lucky Sevens — PG Soft</title>');
      expect(page).toContain(`data-engine="${engine}" data-session="${'S'.repeat(43)}" data-launch="12"`);
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<meta name="referrer" content="no-referrer" />');
      expectNoInlineCode(page);
      // Every control is a real button or input with a text or a label.
      for (const button of page.match(/<button[^>]*>[\s\S]*?<\/button>/g) ?? [])
        expect(button.replace(/<[^>]+>/g, '').trim()).not.toBe('');
    }
    expect(gamePage({ game: game('slot'), secret: 'x', launchId: 1n, assets })).toContain('96.3625 %');
  });

  it('render every house game with its controls, its rules and RTP, and no inline code', () => {
    const houses = [
      'slot5',
      'roulette',
      'sicbo',
      'baccarat',
      'dice',
      'plinko',
      'keno',
      'fishing',
      'blackjack',
      'mines',
    ];
    for (const engine of houses) {
      const base = game('slot');
      const page = gamePage({
        game: {
          ...base,
          engine: engine as PlayGame['engine'],
          house: { game: engine as PlayGame['engine'], theme: engine === 'slot5' ? 'pharaoh-gold' : null },
        },
        secret: 'S'.repeat(43),
        launchId: 12n,
        assets,
      });
      expect(page, engine).toContain(`data-engine="${engine}"`);
      expect(page, engine).toContain('Rules and return to player');
      expect(page, engine).toMatch(/Return to player: (at most )?\d+(\.\d+)? %/);
      expect(page, engine).toMatch(/data-min-stake="\d+" data-max-stake="\d+"/);
      expectNoInlineCode(page);
    }
  });

  it('escape whatever the catalogue holds', () => {
    const page = gamePage({
      game: { ...game('slot', hostile), vendorName: hostile },
      secret: 'x',
      launchId: 1n,
      assets,
    });
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain(escapeHtml(hostile));
    expectNoInlineCode(page);
    expect(noticePage(hostile, hostile, { style: assets.style })).not.toContain('<script>alert');
  });

  it('put a round into the verification page as escaped JSON the script reads back', () => {
    const round: VerifyValue = {
      serverSeed: 'a'.repeat(64),
      ranges: [20, 20, 20],
      round: {
        roundKey: 'k'.repeat(32),
        engine: 'slot',
        nodeId: 7,
        gameName: hostile,
        vendor: 'PG',
        status: 'settled',
        stakeMinor: '100',
        payoutMinor: '0',
        createdAt: 1,
        settledAt: 1,
        serverSeedHash: 'b'.repeat(64),
        clientSeed: `'"<>&`,
        nonce: 3,
        revealed: true,
        playMoney: false,
        slot: { stops: [1, 2, 3], line: ['LEMON', 'PLUM', 'BELL'], window: [], pay: 0, win: 'none' },
      },
    };
    const page = verifyPage({
      assets: { ...assets, script: '/play/assets/verify-abc.js' },
      round: { ...round, money: { code: 'USD', symbol: '$', minorUnits: 2 } },
      roundKey: 'k'.repeat(32),
    });
    expectNoInlineCode(page);
    expect(page).not.toContain('<script>alert');
    const attribute = /data-round="([^"]*)"/.exec(page)?.[1] ?? '';
    const decoded = attribute.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toMatchObject({
      serverSeed: 'a'.repeat(64),
      round: { gameName: hostile, clientSeed: `'"<>&` },
    });
    expect(page).toContain('$1.00');
    expect(page).not.toContain('data-session');
  });
});

describe('launch URL base', () => {
  it('is the request origin when the system status names no launch CDN', () => {
    expect(launchBase([], 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(launchBase([''], 'https://site.example')).toBe('https://site.example');
    expect(
      launchBase(['javascript:alert(1)', 'https://x.example/path', 'ftp://cdn.example'], 'https://site.example'),
    ).toBe('https://site.example');
  });

  it('is one of the configured launch CDNs otherwise', () => {
    const cdns = ['https://games1.example/', 'https://games2.example:8443'];
    for (let i = 0; i < 20; i += 1)
      expect(['https://games1.example', 'https://games2.example:8443']).toContain(
        launchBase(cdns, 'https://site.example'),
      );
  });
});

describe('game session cookies', () => {
  it('are HttpOnly, SameSite=Strict, scoped to /play, Secure on https', () => {
    expect(sessionCookie(5n, 'A'.repeat(43), false)).toBe(
      `ps_5=${'A'.repeat(43)}; Path=/play; Max-Age=43200; HttpOnly; SameSite=Strict`,
    );
    expect(sessionCookie(5n, 'A'.repeat(43), true)).toMatch(/; Secure$/);
  });

  it('are read newest launch first, ignoring anything else', () => {
    const a = 'a'.repeat(43);
    const b = 'b'.repeat(43);
    expect(sessionCookies(`ps_3=${a}; theme=dark; ps_12=${b}; ps_x=${a}; ps_4=short`)).toEqual([
      [12n, b],
      [3n, a],
    ]);
    expect(sessionCookies(undefined)).toEqual([]);
  });
});
