// @vitest-environment happy-dom
/**
 * Hot games and vendor lanes kept in sessionStorage (keys `HOT_GAMES`,
 * `gameVendor`): a stored answer for the language serves without a call; another language
 * calls and replaces it; unreadable entries are ignored. Against a local server.
 */
import { describe, expect, it } from 'vitest';
import { wireContext } from '../../../../../src/api/wireContext';
import { gamesApi } from '../../../../../src/features/games/gamesApi';
import {
  HOT_GAMES_KEY,
  isHotGamesValue,
  isVendorLanesValue,
  readSessionCache,
  VENDOR_LANES_KEY,
  writeSessionCache,
} from '../../../../../src/features/games/sessionCache';
import { gameFixture, laneFixture, okBody, renderGames, setUpHarness, splitUrl } from './gamesHarness';

const harness = setUpHarness();

const hotEN = { list: [gameFixture(1, { displayName: 'Lucky Koi' })] };
const hotKO = { list: [gameFixture(1, { displayName: '행운의 잉어' })] };
const lanes = { data: { lanes: [laneFixture('RNG', ['PG', 'JL'])] } };

function catalogueServer() {
  harness.answer((request) => {
    const { path, query } = splitUrl(request);
    if (path.endsWith('/GCSGAME_hotGamesV2')) return okBody(query.language === 'KO' ? hotKO : hotEN);
    if (path.endsWith('/GCSGAME_newGameVendor')) return okBody(lanes);
    return undefined;
  });
}

const calls = (suffix: string) => harness.server.requests.filter((r) => splitUrl(r).path.endsWith(suffix)).length;

describe('session cache of hot games and vendor lanes', () => {
  it('stores the first answer and serves a new store (a reload) from it without a call', async () => {
    catalogueServer();
    const first = await renderGames(<></>);
    const fetched = await first.store.dispatch(gamesApi.endpoints.hotGames.initiate({ language: 'EN' }));
    expect(fetched.data).toEqual(hotEN);
    expect(calls('/GCSGAME_hotGamesV2')).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(HOT_GAMES_KEY) ?? 'null')).toEqual({
      key: `${wireContext().merchant}|EN|`,
      value: hotEN,
    });

    const reloaded = await renderGames(<></>);
    const cached = await reloaded.store.dispatch(gamesApi.endpoints.hotGames.initiate({ language: 'EN' }));
    expect(cached.data).toEqual(hotEN);
    expect(calls('/GCSGAME_hotGamesV2')).toBe(1);
  });

  it('fetches again on a language change and keeps the new language', async () => {
    catalogueServer();
    const { store } = await renderGames(<></>);
    await store.dispatch(gamesApi.endpoints.hotGames.initiate({ language: 'EN' }));
    const korean = await store.dispatch(gamesApi.endpoints.hotGames.initiate({ language: 'KO' }));
    expect(korean.data).toEqual(hotKO);
    expect(calls('/GCSGAME_hotGamesV2')).toBe(2);
    expect(readSessionCache(HOT_GAMES_KEY, 'KO|', isHotGamesValue)).toEqual(hotKO);
    expect(readSessionCache(HOT_GAMES_KEY, 'EN|', isHotGamesValue)).toBeUndefined();
  });

  it('caches the vendor lanes under gameVendor by language', async () => {
    catalogueServer();
    const first = await renderGames(<></>);
    await first.store.dispatch(gamesApi.endpoints.vendorLanes.initiate({ language: 'EN' }));
    const again = await renderGames(<></>);
    const cached = await again.store.dispatch(gamesApi.endpoints.vendorLanes.initiate({ language: 'EN' }));
    expect(cached.data).toEqual(lanes);
    expect(calls('/GCSGAME_newGameVendor')).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(VENDOR_LANES_KEY) ?? 'null')).toMatchObject({
      key: `${wireContext().merchant}|EN`,
    });
  });

  it('ignores an entry that is not JSON or not the expected shape, and calls', async () => {
    catalogueServer();
    sessionStorage.setItem(HOT_GAMES_KEY, '{not json');
    expect(readSessionCache(HOT_GAMES_KEY, 'EN|', isHotGamesValue)).toBeUndefined();
    writeSessionCache(HOT_GAMES_KEY, 'EN|', { games: 'wrong' });
    expect(readSessionCache(HOT_GAMES_KEY, 'EN|', isHotGamesValue)).toBeUndefined();
    const { store } = await renderGames(<></>);
    const result = await store.dispatch(gamesApi.endpoints.hotGames.initiate({ language: 'EN' }));
    expect(result.data).toEqual(hotEN);
    expect(calls('/GCSGAME_hotGamesV2')).toBe(1);
  });

  it("never serves another merchant's vendors and hot games (issue 14 item 7)", () => {
    writeSessionCache(VENDOR_LANES_KEY, 'EN', lanes, sessionStorage, 'demo');
    expect(readSessionCache(VENDOR_LANES_KEY, 'EN', isVendorLanesValue, sessionStorage, 'demo')).toEqual(lanes);
    expect(readSessionCache(VENDOR_LANES_KEY, 'EN', isVendorLanesValue, sessionStorage, 'demokr')).toBeUndefined();
    writeSessionCache(HOT_GAMES_KEY, 'EN|', hotKO, sessionStorage, 'demokr');
    expect(readSessionCache(HOT_GAMES_KEY, 'EN|', isHotGamesValue, sessionStorage, 'demo')).toBeUndefined();
  });
});
