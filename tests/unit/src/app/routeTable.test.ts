/**
 * The route table: every path registered, the frame each shows, who may open it.
 */
import { describe, expect, it } from 'vitest';
import {
  chromeFor,
  NOT_FOUND_CHROME,
  redirectWithoutSession,
  ROUTES,
  type RouteSpec,
} from '../../../../src/app/routeTable';
import nav from '../../../../src/i18n/locales/en/nav.json';
import { HOME_PAGE_PATHS, LOBBY_PAGE_TYPES } from '../../../../src/shared/bootAnswers';

function route(path: string): RouteSpec {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`${path} is not in the route table`);
  return found;
}

const SPEC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/down',
  '/agent',
  '/agentHome',
  '/member',
  '/help',
  '/helpmc',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/vnlottery',
  '/sealottery',
  '/lottert',
  '/promotions',
  '/pointMall',
  '/seamless',
];

describe('route table', () => {
  it('registers every path of the spec exactly once, and nothing else', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('names every route with a key of the nav catalog', () => {
    for (const r of ROUTES) expect(nav[r.title], r.path).toBeTypeOf('string');
  });

  it('has the server answer the home calls on exactly the pages that show home (src/shared/bootAnswers.ts)', () => {
    const home = ROUTES.filter((r) => ['home', 'login', 'register', 'help'].includes(r.screen)).map((r) => r.path);
    expect([...HOME_PAGE_PATHS].sort()).toEqual(home.sort());
    const lobbies = Object.fromEntries(ROUTES.filter((r) => r.screen === 'gameList').map((r) => [r.path, r.gameType]));
    expect(LOBBY_PAGE_TYPES).toEqual(lobbies);
  });

  it('shows home under every alias of home and under the login, register and help popups', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(route(path).screen).toBe('home');
    expect(route('/login').screen).toBe('login');
    expect(route('/register').screen).toBe('register');
    expect(route('/help').screen).toBe('help');
  });

  it('hides the side menu on game pages only', () => {
    const withoutSideMenu = ROUTES.filter((r) => !chromeFor(r).sideMenu).map((r) => r.path);
    expect(withoutSideMenu.sort()).toEqual(
      [
        '/agent',
        '/agentHome',
        '/lottery',
        '/seaLottery',
        '/vnLottery',
        '/vnlottery',
        '/sealottery',
        '/lottert',
        '/seamless',
      ].sort(),
    );
  });

  it('hides footer, right bar and language selector on /seamless only', () => {
    expect(chromeFor(route('/seamless'))).toEqual({
      sideMenu: false,
      footer: false,
      rightBar: false,
      languageSelector: false,
    });
    for (const r of ROUTES.filter((x) => x.path !== '/seamless')) {
      expect(chromeFor(r).footer, r.path).toBe(true);
      expect(chromeFor(r).languageSelector, r.path).toBe(true);
    }
  });

  it('puts the agent pages in their own layout without a side menu or right bar', () => {
    for (const path of ['/agent', '/agentHome']) {
      expect(route(path).layout).toBe('agent');
      expect(chromeFor(route(path))).toMatchObject({ sideMenu: false, rightBar: false });
    }
  });

  it('shows the full frame on the not-found page', () => {
    expect(NOT_FOUND_CHROME).toEqual({ sideMenu: true, footer: true, rightBar: true, languageSelector: true });
  });

  it('requires a session on member routes and sends guests to /login; the agent centre sends them to /agent', () => {
    const guarded = ROUTES.filter((r) => r.access !== 'public').map(
      (r) => `${r.path}->${redirectWithoutSession(r.access)}`,
    );
    expect(guarded.sort()).toEqual(
      [
        '/member->/login',
        '/favorite->/login',
        '/recent->/login',
        '/lottery->/login',
        '/seaLottery->/login',
        '/vnLottery->/login',
        '/vnlottery->/login',
        '/sealottery->/login',
        '/lottert->/login',
        '/agentHome->/agent',
      ].sort(),
    );
    expect(redirectWithoutSession('public')).toBeNull();
  });

  it('gives the game centres and list centres their game type', () => {
    const types = Object.fromEntries(
      ROUTES.filter((r) => r.gameType).map((r) => [r.path, `${r.screen}:${r.gameType}`]),
    );
    expect(types).toEqual({
      '/sports': 'gameCenter:SPORTS',
      '/esports': 'gameCenter:ESPORTS',
      '/lott': 'gameCenter:LOTT',
      '/elott': 'gameCenter:ELOTT',
      '/live': 'gameList:LIVE',
      '/fish': 'gameList:FISH',
      '/rng': 'gameList:RNG',
      '/pvp': 'gameList:PVP',
      '/favorite': 'accountGame:FAV',
      '/recent': 'accountGame:RECENT',
    });
  });
});
