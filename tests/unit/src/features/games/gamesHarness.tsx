/**
 * Renders the game lists as the app would: the real store, API layer and base query against a
 * local HTTP server, for a guest or a signed-in member, inside a MemoryRouter at a given
 * address. What the test's handler does not answer is a 404 with a message. Also builds games,
 * vendor lanes and list pages of the wire shapes.
 */
import type { ReactElement } from 'react';
import type { Game, GameClassify, GameType, SystemStatus, VendorLane } from '../../../../../src/shared/wire';
import { MEMBER_TOKEN, renderApp, setUpAppHarness, type Harness } from '../../support/appHarness';
import type { Reply } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';

export { splitUrl, type Handler, type Harness } from '../../support/appHarness';

/** The token the API layer sends: set by each render, since a file may render guests and members. */
let token: string | null = null;

/** Call at the top level of a test file: one local server and API layer for its tests. */
export function setUpHarness(): Harness {
  return setUpAppHarness({
    token: () => token,
    namespaces: ['games', 'nav', 'records'],
    clear: { sessionStorage: true },
  });
}

export type RenderOptions = { path?: string; member?: boolean; status?: SystemStatus };

/** `ui` in the app's store (a guest unless `member`), at `path`. */
export async function renderGames(ui: ReactElement, { path = '/', member = false, status }: RenderOptions = {}) {
  token = member ? MEMBER_TOKEN : null;
  return renderApp(ui, {
    path,
    status,
    member: member ? memberInfoFixture({ account: 'jane01', nickname: 'Jane' }) : null,
    dialogHost: false,
  });
}

/** A wire envelope of success. */
export const okBody = (value: unknown): Reply => ({ body: { success: true, value } });

export function gameFixture(nodeId: number, overrides: Partial<Game> = {}): Game {
  const code = `G${nodeId}`;
  return {
    nodeId,
    gameCode: code,
    gameId: code,
    vassalage: 'PG',
    gameType: 'RNG',
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    iconUrl: `/TCG_GAME_ICONS/PG/${code}.svg`,
    showIcon: `/TCG_GAME_ICONS/PG/${code}.svg`,
    defaultIcon: '/TCG_GAME_ICONS/default.svg',
    isHot: 0,
    gameClassify: [],
    ...overrides,
  };
}

export function laneFixture(title: GameType, vendors: string[], classifies: GameClassify[] = []): VendorLane {
  return {
    title,
    cards: vendors.map((vassalage) => ({
      vassalage,
      displayName: `${vassalage} Gaming`,
      gameType: title,
      lagerIcon: `/TCG_PROD_IMAGES/${title}_LIST_VENDOR/${vassalage}-COLOR.svg`,
      smallIcon: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-DEFAULT.svg`,
      mobileSmallIcon: '',
      h5Icon: '',
      accountTypeName: vassalage,
      isGame: '',
      gameCode: '',
      gameCount: 10,
    })),
    gameClassify: classifies.map((key) => ({ key, displayName: key, gameCount: 3 })),
  };
}

/** The games of positions from…to of a catalogue of `total`, as a game-list page. */
export function listPage(
  pageNo: number,
  pageSize: number,
  total: number,
  make: (nodeId: number) => Game = (id) => gameFixture(id),
) {
  const first = (pageNo - 1) * pageSize;
  const games = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => make(first + i + 1));
  return { games, totalPages: Math.ceil(total / pageSize), totalCount: total };
}
