// @vitest-environment happy-dom
/**
 * The paged grid's placeholders give way to the games without moving an element: every game
 * gets a new <li> in its own place. With the placeholders keyed by bare index, a game whose
 * nodeId equalled an index took over that placeholder's <li> and React moved it (from below
 * the fold) to the top, which Chromium counted as a layout shift on /live
 * (tests/e2e/layoutShift.spec.ts).
 */
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameActions } from '../../../../../src/features/games/card/useGameActions';
import { GameGrid } from '../../../../../src/features/games/list/GameGrid';
import { initI18n } from '../../../../../src/i18n';
import type { Game } from '../../../../../src/shared/wire';
import { gameFixture } from './gamesHarness';

const actions: GameActions = { isFavourite: () => false, onLaunch: () => {}, onStart: () => {}, onFavourite: () => {} };
const grid = (games: readonly Game[] | undefined): ReactElement => (
  <Suspense fallback={null}>
    <GameGrid games={games} actions={actions} placeholders={36} />
  </Suspense>
);

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['games']);
});
afterEach(cleanup);

describe('GameGrid', () => {
  it('puts each arriving game in a new item, never in a placeholder moved from elsewhere', () => {
    const view = render(grid(undefined));
    const placeholders = [...view.container.querySelectorAll('li')];
    expect(placeholders).toHaveLength(36);

    // Small nodeIds, as the seed's live games have (27, 9, 32…), in an order unlike theirs.
    view.rerender(grid([27, 9, 32, 1, 0].map((nodeId) => gameFixture(nodeId))));
    const items = [...view.container.querySelectorAll('li')];
    expect(items).toHaveLength(5);
    for (const item of items) expect(placeholders).not.toContain(item);
  });
});
