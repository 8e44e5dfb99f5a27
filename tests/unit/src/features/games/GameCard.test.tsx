// @vitest-environment happy-dom
/**
 * The game card in a DOM: the hot badge only for isHot = 1, the start button hidden
 * for RNG, the tile and the start button launching by their two paths, the favourite toggle
 * as a named toggle button, and a colour class that stays put across re-renders.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameCard } from '../../../../../src/features/games/card/GameCard';
import { initI18n } from '../../../../../src/i18n';
import type { Game } from '../../../../../src/shared/wire';
import { gameFixture } from './gamesHarness';

let t: TFunction<'games'>;

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['games']);
  t = i18n.getFixedT('en', 'games');
});
afterEach(cleanup);

function renderCard(game: Game, favourite = false) {
  const onLaunch = vi.fn<(game: Game) => void>();
  const onStart = vi.fn<(game: Game) => void>();
  const onFavourite = vi.fn<(game: Game) => void>();
  const card = (g: Game, fav: boolean) => (
    <Suspense fallback={null}>
      <GameCard game={g} favourite={fav} onLaunch={onLaunch} onStart={onStart} onFavourite={onFavourite} t={t} />
    </Suspense>
  );
  const view = render(card(game, favourite));
  return { onLaunch, onStart, onFavourite, view, rerender: (g: Game, fav: boolean) => view.rerender(card(g, fav)) };
}

describe('GameCard', () => {
  it('shows the hot badge only for isHot = 1', () => {
    renderCard(gameFixture(1, { displayName: 'Lucky Koi', isHot: 1 }));
    expect(screen.getByText('Hot')).toBeTruthy();
    cleanup();
    renderCard(gameFixture(2, { displayName: 'Quiet Pond', isHot: 0 }));
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('names the tile "Play <name>" and shows the name and the vendor name', () => {
    const game = gameFixture(3, { displayName: 'Fortune Tiger', gameName: 'Fortune Tiger EN' });
    const { onLaunch } = renderCard(game);
    const tile = screen.getByRole('button', { name: 'Play Fortune Tiger' });
    expect(tile.textContent).toContain('Fortune Tiger');
    expect(tile.textContent).toContain('Fortune Tiger EN');
    fireEvent.click(tile);
    expect(onLaunch).toHaveBeenCalledWith(game);
  });

  it('hides the start button for RNG and launches by the second path otherwise', () => {
    renderCard(gameFixture(4, { displayName: 'Slot Four', gameType: 'RNG' }));
    expect(screen.queryByRole('button', { name: 'Play now: Slot Four' })).toBeNull();
    cleanup();

    const live = gameFixture(5, { displayName: 'Baccarat A', gameType: 'LIVE', vassalage: 'EVO' });
    const { onStart, onLaunch } = renderCard(live);
    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat A' }));
    expect(onStart).toHaveBeenCalledWith(live);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('is a toggle button named after the game, pressed when a favourite', () => {
    const game = gameFixture(6, { displayName: 'Dragon Gold' });
    const { onFavourite, rerender } = renderCard(game, false);
    const toggle = screen.getByRole('button', { name: 'Favourite Dragon Gold' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onFavourite).toHaveBeenCalledWith(game);
    rerender(game, true);
    expect(screen.getByRole('button', { name: 'Favourite Dragon Gold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps its colour class across re-renders', () => {
    const game = gameFixture(7, { displayName: 'Seven Seas' });
    const { view, rerender } = renderCard(game, false);
    const classOf = () => view.container.querySelector('article')?.className;
    const before = classOf();
    rerender({ ...game }, true);
    rerender({ ...game }, false);
    expect(classOf()).toBe(before);
  });
});
