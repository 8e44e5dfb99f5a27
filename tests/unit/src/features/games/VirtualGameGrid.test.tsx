// @vitest-environment happy-dom
/**
 * The "show all" grid over 10,000 games against a local server: one list of
 * 10,000 positions, only the rows in view in the DOM (never over 300 tiles), and pages fetched
 * as their rows come near the view (one page ahead either way). happy-dom has no layout, so the grid's box is given a
 * width.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameActions } from '../../../../../src/features/games/card/useGameActions';
import { ROW_HEIGHT } from '../../../../../src/features/games/list/gridLayout';
import { VirtualGameGrid } from '../../../../../src/features/games/list/VirtualGameGrid';
import { listPage, okBody, renderGames, setUpHarness, splitUrl } from './gamesHarness';

const harness = setUpHarness();
const TOTAL = 10_000;

function Grid() {
  return <VirtualGameGrid filter={{ gameType: 'RNG', vassalage: '', language: 'EN' }} actions={useGameActions()} />;
}

beforeEach(() => {
  // A 1200 px wide grid at the top of the page: 6 columns.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1200, 0));
  harness.answer((request) => {
    const { path, query } = splitUrl(request);
    if (path.endsWith('/GCSGAME_gameList'))
      return okBody(listPage(Number(query.pageNo), Number(query.pageSize), TOTAL));
    return undefined;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

const pagesAsked = () =>
  harness.server.requests
    .filter((r) => splitUrl(r).path.endsWith('/GCSGAME_gameList'))
    .map((r) => Number(splitUrl(r).query.pageNo));
const tiles = () => document.querySelectorAll('[data-game-tile]').length;

describe('VirtualGameGrid', () => {
  it('holds 10,000 positions but renders only the rows in view, from one page of 120', async () => {
    await renderGames(<Grid />, { path: '/rng?view=all' });
    await screen.findByRole('button', { name: 'Play Game 1' });
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.getAttribute('aria-setsize')).toBe(String(TOTAL));
    expect(tiles()).toBeGreaterThan(0);
    expect(tiles()).toBeLessThanOrEqual(300);
    // The page in view, and at most the next one ahead.
    expect(pagesAsked()[0]).toBe(1);
    expect(pagesAsked().every((page) => page <= 2)).toBe(true);
    expect(splitUrl(harness.server.requests[0]!).query.pageSize).toBe('120');
  });

  it('fetches the page of the rows scrolled into view and shows its games', async () => {
    await renderGames(<Grid />, { path: '/rng?view=all' });
    await screen.findByRole('button', { name: 'Play Game 1' });
    // Row 1000 holds games 6001…6006, on page 51 (games 6001…6120).
    await act(async () => {
      window.scrollTo(0, 1000 * ROW_HEIGHT);
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByRole('button', { name: 'Play Game 6001' });
    expect(pagesAsked()).toContain(51);
    // Only pages near the view: none of those scrolled past in one jump.
    expect(pagesAsked().filter((page) => page > 2 && page < 49)).toEqual([]);
    expect(tiles()).toBeLessThanOrEqual(300);
    expect(screen.queryByRole('button', { name: 'Play Game 1' })).toBeNull();
  });
});
