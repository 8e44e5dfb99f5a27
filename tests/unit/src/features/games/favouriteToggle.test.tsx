// @vitest-environment happy-dom
/**
 * The favourite toggle on real cards (the home hot-games rail) against a local server:
 * a guest gets the login popup and no call; a member adds and removes through the favourite
 * calls, at most once a second per game, and the card shows the ids the server answered.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAuthPopup } from '../../../../../src/features/auth/authSlice';
import { HotGames } from '../../../../../src/features/games/home/HotGames';
import { gameFixture, okBody, renderGames, setUpHarness, splitUrl } from './gamesHarness';

const harness = setUpHarness();
const hot = [
  gameFixture(11, { displayName: 'Lucky Koi', isHot: 1 }),
  gameFixture(12, { displayName: 'Ocean King', isHot: 1 }),
];

afterEach(() => {
  vi.useRealTimers();
});

/** A server holding the member's favourite ids, changed by add and remove. */
function favouriteServer(initial: number[] = []) {
  let ids = [...initial];
  harness.answer((request) => {
    const { path } = splitUrl(request);
    if (path.endsWith('/GCSGAME_hotGamesV2')) return okBody({ list: hot });
    if (path.endsWith('/MCSFE_getFavoriteGames')) return okBody(ids);
    const nodeId = request.body ? (JSON.parse(request.body) as { nodeId: number }).nodeId : 0;
    if (path.endsWith('/MCSFE_addFavoriteGameV2')) {
      ids = [...ids, nodeId];
      return okBody(ids);
    }
    if (path.endsWith('/MCSFE_removeFavoriteGameV2')) {
      ids = ids.filter((id) => id !== nodeId);
      return okBody(ids);
    }
    return undefined;
  });
}

const favouriteCalls = () =>
  harness.server.requests
    .filter((r) => /Favorite/.test(splitUrl(r).path) && r.method !== 'GET')
    .map((r) => `${r.method} ${r.body}`);

describe('favourite toggle', () => {
  it('opens the login popup for a guest and calls nothing', async () => {
    favouriteServer();
    const { store } = await renderGames(<HotGames />);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Lucky Koi' }));
    expect(selectAuthPopup(store.getState())).toBe('login');
    expect(harness.server.requests.some((r) => /Favorite/.test(r.url))).toBe(false);
  });

  it('adds, then after a second removes; a second press within the second does nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    favouriteServer();
    await renderGames(<HotGames />, { member: true });
    const toggle = await screen.findByRole('button', { name: 'Favourite Lucky Koi' });
    await waitFor(() =>
      expect(harness.server.requests.some((r) => splitUrl(r).path.endsWith('/MCSFE_getFavoriteGames'))).toBe(true),
    );

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Lucky Koi' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(favouriteCalls()).toEqual(['POST {"nodeId":11,"vendor":"PG","gameType":"RNG"}']);

    vi.setSystemTime(new Date('2026-03-01T10:00:00.900Z'));
    fireEvent.click(toggle);
    vi.setSystemTime(new Date('2026-03-01T10:00:01.000Z'));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Lucky Koi' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(favouriteCalls()).toEqual([
      'POST {"nodeId":11,"vendor":"PG","gameType":"RNG"}',
      'DELETE {"nodeId":11,"vendor":"PG","gameType":"RNG"}',
    ]);
  });

  it('throttles each game on its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    favouriteServer([12]);
    await renderGames(<HotGames />, { member: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Ocean King' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Lucky Koi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Ocean King' }));
    await waitFor(() => expect(favouriteCalls()).toHaveLength(2));
    expect(
      favouriteCalls()
        .map((call) => call.split(' ')[0])
        .sort(),
    ).toEqual(['DELETE', 'POST']);
  });
});
