// @vitest-environment happy-dom
/**
 * The member's favourite and recent lists against a local server: recent asks 24 a page,
 * favourites filter by type through the address, and empty lists say so.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountGames } from '../../../../../src/features/games/account/AccountGames';
import { gameFixture, laneFixture, okBody, renderGames, setUpHarness, splitUrl } from './gamesHarness';

const harness = setUpHarness();

function accountServer(favourites = [gameFixture(5, { displayName: 'Kept Koi' })]) {
  harness.answer((request) => {
    const { path } = splitUrl(request);
    if (path.endsWith('/GCSGAME_newGameVendor'))
      return okBody({ data: { lanes: [laneFixture('RNG', ['PG', 'JL']), laneFixture('LIVE', ['EVO'])] } });
    if (path.endsWith('/MCSFE_getFavoriteGames')) return okBody(favourites.map((g) => g.nodeId));
    if (path.endsWith('/MCSFE_getFavoriteGamesList'))
      return okBody({
        content: favourites,
        pageNum: 1,
        totalPages: favourites.length ? 1 : 0,
        totalCount: favourites.length,
      });
    if (path.endsWith('/GCS_recentGame')) return okBody({ list: [], totalPages: 0, totalCount: 0 });
    return undefined;
  });
}

const queriesOf = (suffix: string) =>
  harness.server.requests.filter((r) => splitUrl(r).path.endsWith(suffix)).map((r) => splitUrl(r).query);

describe('AccountGames', () => {
  it('lists the favourites as pressed toggles and filters them by type', async () => {
    accountServer();
    await renderGames(<AccountGames list="FAV" />, { path: '/favorite', member: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Kept Koi' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Slots' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/favorite?type=RNG'));
    await waitFor(() =>
      expect(queriesOf('/MCSFE_getFavoriteGamesList').at(-1)).toMatchObject({
        gameType: 'RNG',
        pageNo: '1',
        pageSize: '36',
      }),
    );
    // A type with more than one vendor offers the vendor menu.
    expect(await screen.findByRole('radiogroup', { name: 'Game vendors' })).toBeTruthy();
  });

  it('says when there are no favourites', async () => {
    accountServer([]);
    await renderGames(<AccountGames list="FAV" />, { path: '/favorite', member: true });
    expect(await screen.findByText(/You have no favourite games yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse slots' }).getAttribute('href')).toBe('/rng');
  });

  it('asks for recent games 24 a page and says when there are none', async () => {
    accountServer();
    await renderGames(<AccountGames list="RECENT" />, { path: '/recent', member: true });
    expect(await screen.findByText('You have not played any games yet.')).toBeTruthy();
    expect(queriesOf('/GCS_recentGame')[0]).toMatchObject({ page: '1', pageSize: '24' });
    expect(queriesOf('/MCSFE_getFavoriteGamesList')).toEqual([]);
  });
});
