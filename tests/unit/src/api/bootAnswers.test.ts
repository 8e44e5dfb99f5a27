// @vitest-environment happy-dom
/**
 * The answers the server wrote into the page (server/bootAnswers.ts) answer the first matching
 * call once, for the page's merchant and the call's own language only; anything else goes to
 * the server (src/api/bootAnswers.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBootAnswers, takeBootAnswer } from '../../../../src/api/bootAnswers';
import { configureWire } from '../../../../src/api/wireContext';
import { wire, type WireRequest } from '../../../../src/api/wireRequest';
import {
  BOOT_ANSWERS_ELEMENT_ID,
  bootCallsFor,
  firstHomeBannerImage,
  firstLobbyTileImages,
  guestHomeCalls,
  type BootAnswer,
} from '../../../../src/shared/bootAnswers';
import {
  announcementArgs,
  announcementEndpoints,
  gameEndpoints,
  gameListArgs,
  hotGamesArgs,
  vendorLanesArgs,
} from '../../../../src/shared/wire';
import { toQueryString } from '../../../../src/shared/wire/query';
import { writeDataBlock } from './pageDataSupport';

const asGuest = (request: WireRequest) => takeBootAnswer(request, false);

const HOT = { success: true, errorCode: 0, value: { list: [{ gameId: 1 }] } };

function answer(path: string, args: Record<string, unknown>, envelope: unknown, language = 'EN'): BootAnswer {
  return { path, query: toQueryString(args), language, envelope };
}

const writeBlock = (text: string, merchant = 'demo') => writeDataBlock(BOOT_ANSWERS_ELEMENT_ID, text, merchant);

beforeEach(() => {
  resetBootAnswers();
  configureWire({ merchant: 'demo', language: 'EN' });
});
afterEach(() => document.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.remove());

describe('takeBootAnswer', () => {
  it('answers the matching call once, whatever the order of its arguments, then leaves it to the server', () => {
    // Written by the server in one order; asked by the client in another.
    writeBlock(
      JSON.stringify({
        answers: [
          answer(
            gameEndpoints.hotGames.path,
            { language: 'EN', platform: 'flash,html5-desktop', vassalage: '', isPlatform: 2 },
            HOT,
          ),
        ],
      }),
    );
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toEqual(HOT);
    expect(document.getElementById(BOOT_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toBeUndefined();
  });

  it('answers nothing for other arguments, another language, another merchant or a call that changes things', () => {
    const block = JSON.stringify({ answers: [answer(gameEndpoints.hotGames.path, { ...hotGamesArgs('EN') }, HOT)] });
    writeBlock(block);
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN', 'PG')))).toBeUndefined();
    expect(asGuest(wire(gameEndpoints.hotGames, { ...hotGamesArgs('EN'), language: 'KO' }))).toBeUndefined();
    configureWire({ language: 'KO' });
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toBeUndefined();

    resetBootAnswers();
    configureWire({ language: 'EN' });
    writeBlock(block, 'demokr');
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toBeUndefined();

    resetBootAnswers();
    writeBlock(JSON.stringify({ answers: [answer(gameEndpoints.addFavourite.path, {}, HOT)] }));
    expect(asGuest(wire(gameEndpoints.addFavourite, { gameId: 1 } as never))).toBeUndefined();
  });

  it("leaves a call that may carry the token to the server when signed in: the answer was a guest's", () => {
    const lanes = { success: true, value: { data: { lanes: [] } } };
    writeBlock(
      JSON.stringify({
        answers: [
          answer(gameEndpoints.hotGames.path, { ...hotGamesArgs('EN') }, HOT),
          answer(gameEndpoints.vendorLanes.path, { ...vendorLanesArgs('EN') }, lanes),
        ],
      }),
    );
    // Hot games never carry a token (token: false): the same for everyone.
    expect(takeBootAnswer(wire(gameEndpoints.hotGames, hotGamesArgs('EN')), true)).toEqual(HOT);
    expect(takeBootAnswer(wire(gameEndpoints.vendorLanes, vendorLanesArgs('EN')), true)).toBeUndefined();
  });

  it('answers nothing from a block that is not JSON or holds no answers', () => {
    writeBlock('{not json');
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toBeUndefined();
    resetBootAnswers();
    writeBlock(JSON.stringify({ answers: 'nope' }));
    expect(asGuest(wire(gameEndpoints.hotGames, hotGamesArgs('EN')))).toBeUndefined();
  });

  it('knows the calls a guest home page makes with the arguments the client builds', () => {
    const calls = guestHomeCalls('EN');
    expect(calls.map((c) => c.endpoint.path)).toEqual([
      announcementEndpoints.list.path,
      gameEndpoints.vendorLanes.path,
      gameEndpoints.hotGames.path,
    ]);
    expect(calls[0]!.args).toEqual(announcementArgs('guest'));
    expect(calls[2]!.args).toEqual(hotGamesArgs('EN'));
  });

  it('answers home pages and lobby pages (the first unfiltered page of their game type), nothing else', () => {
    expect(bootCallsFor('/login', 'EN')).toEqual(guestHomeCalls('EN'));
    const lobby = bootCallsFor('/live', 'KO');
    expect(lobby.map((c) => c.endpoint.path)).toContain(gameEndpoints.gameList.path);
    expect(lobby.find((c) => c.endpoint === gameEndpoints.gameList)?.args).toEqual(
      gameListArgs({ gameType: 'LIVE', vassalage: '', language: 'KO', pageNo: 1, pageSize: 36 }),
    );
    expect(bootCallsFor('/member', 'EN')).toEqual([]);
    expect(bootCallsFor('/constructor', 'EN')).toEqual([]);
  });
});

describe('firstHomeBannerImage', () => {
  const banner = (id: number, groupName: string, url: string, sequence: number) => ({
    id,
    groupName,
    url,
    title: '',
    linkageType: '',
    linkageTarget: '',
    sequence,
  });
  const listed = (banners: unknown[]) => [
    answer(announcementEndpoints.list.path, announcementArgs('guest'), { success: true, value: { banners } }),
  ];

  it("is the home carousel's first slide: operator's order, home group, with an image", () => {
    const banners = [
      banner(3, 'w_home', '/b/3.webp', 2),
      banner(9, 'w_login', '/b/9.webp', 0),
      banner(4, 'w_home', '', 0),
      banner(5, 'w_home', '/b/5.webp', 1),
    ];
    expect(firstHomeBannerImage(listed(banners))).toBe('/b/5.webp');
  });

  it('preloads nothing off the page origin, or without home banners', () => {
    expect(firstHomeBannerImage(listed([banner(1, 'w_home', 'https://cdn.example/1.webp', 0)]))).toBeUndefined();
    expect(firstHomeBannerImage(listed([banner(1, 'w_home', '//cdn.example/1.webp', 0)]))).toBeUndefined();
    expect(firstHomeBannerImage(listed([]))).toBeUndefined();
    expect(firstHomeBannerImage([])).toBeUndefined();
  });
});

describe('firstLobbyTileImages', () => {
  const listed = (games: unknown[]) => [answer(gameEndpoints.gameList.path, {}, { success: true, value: { games } })];

  it("is the first tiles' icons in list order, the icon before the fallback picture", () => {
    const games = [
      { iconUrl: '/i/1.svg', showIcon: '/s/1.svg' },
      { iconUrl: '', showIcon: '/s/2.svg' },
      { iconUrl: '/i/3.svg' },
      { iconUrl: '/i/4.svg' },
    ];
    expect(firstLobbyTileImages(listed(games), 3)).toEqual(['/i/1.svg', '/s/2.svg', '/i/3.svg']);
  });

  it('skips icons off the page origin and answers without games', () => {
    expect(
      firstLobbyTileImages(
        listed([
          { iconUrl: 'https://cdn.example/1.svg' },
          { iconUrl: '//cdn.example/2.svg' },
          null,
          { iconUrl: '/i/4.svg' },
        ]),
        4,
      ),
    ).toEqual(['/i/4.svg']);
    expect(firstLobbyTileImages(listed([]), 4)).toEqual([]);
    expect(firstLobbyTileImages([], 4)).toEqual([]);
  });
});
