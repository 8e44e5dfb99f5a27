// @vitest-environment happy-dom
/**
 * The lobby of a game type (/rng) against a local server: the vendor menu from the type's lane
 * (address and request follow the choice), sub-categories with the TY rule, the name search,
 * and the pager window (2 margin pages, a range of 5) at 36 a page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { GameLobby } from '../../../../../src/features/games/lobby/GameLobby';
import type { GameClassify } from '../../../../../src/shared/wire';
import { systemStatusFixture } from '../../support/systemStatus';
import type { Reply } from '../../support/localServer';
import { laneFixture, listPage, okBody, renderGames, setUpHarness, splitUrl } from './gamesHarness';

const harness = setUpHarness();

function lobbyServer(total = 20 * 36, classifies: GameClassify[] = ['SC', 'JP', 'BG']) {
  harness.answer((request) => {
    const { path, query } = splitUrl(request);
    if (path.endsWith('/GCSGAME_newGameVendor'))
      return okBody({ data: { lanes: [laneFixture('RNG', ['PG', 'JL'], classifies), laneFixture('LIVE', ['EVO'])] } });
    if (path.endsWith('/GCSGAME_getVassGameType'))
      return okBody({ content: { RNG: { PG: ['SC'], JL: ['JP', 'BG'] } } });
    if (path.endsWith('/GCSGAME_gameList'))
      return okBody(listPage(Number(query.pageNo), Number(query.pageSize), query.gameName ? 3 : total));
    return undefined;
  });
}

const gameListQueries = () =>
  harness.server.requests.filter((r) => splitUrl(r).path.endsWith('/GCSGAME_gameList')).map((r) => splitUrl(r).query);
const address = () => screen.getByTestId('address').textContent;
const withTagalog = () => {
  const status = systemStatusFixture();
  status.info.site.supportLanguages = ['EN', 'TY'];
  return status;
};

describe('GameLobby', () => {
  it('lists 36 games of the type and filters by vendor through the address', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng' });
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play Game/ })).toHaveLength(36));
    expect(gameListQueries()[0]).toMatchObject({
      gameType: 'RNG',
      vassalage: '',
      pageNo: '1',
      pageSize: '36',
      language: 'EN',
    });

    fireEvent.click(await screen.findByRole('radio', { name: 'JL Gaming' }));
    await waitFor(() => expect(address()).toBe('/rng?vassalage=JL'));
    await waitFor(() => expect(gameListQueries().at(-1)).toMatchObject({ vassalage: 'JL', pageNo: '1' }));
  });

  it('offers the lane sub-categories without bingo, and with bingo when the site supports TY', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng' });
    const group = await screen.findByRole('radiogroup', { name: 'Game categories' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Scratch cards', 'Jackpot']);
  });

  it('shows bingo with TY, narrows to the chosen vendor, and sends the sub-category', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng?vassalage=JL', status: withTagalog() });
    const group = await screen.findByRole('radiogroup', { name: 'Game categories' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['All', 'Jackpot', 'Bingo']),
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Bingo' }));
    await waitFor(() => expect(address()).toBe('/rng?vassalage=JL&classify=BG'));
    await waitFor(() => expect(gameListQueries().at(-1)).toMatchObject({ vassalage: 'JL', gameClassify: 'BG' }));
  });

  it('searches by name once typing pauses', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng?page=3' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search games' }), { target: { value: ' koi ' } });
    await waitFor(() => expect(address()).toBe('/rng?name=koi'));
    await waitFor(() => expect(gameListQueries().at(-1)).toMatchObject({ gameName: 'koi', pageNo: '1' }));
    await waitFor(() => expect(screen.getByText('Games found: 3')).toBeTruthy());
  });

  it('pages with 2 margin pages and a range of 5, and keeps the page in the address', async () => {
    lobbyServer(20 * 36);
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng?page=10' });
    const pager = await screen.findByRole('navigation', { name: 'Game pages' });
    const labels = [...pager.querySelectorAll('li')].map((li) => li.textContent?.replace(/[‹›]/g, '').trim());
    expect(labels).toEqual(['Previous', '1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 11' }));
    await waitFor(() => expect(address()).toBe('/rng?page=11'));
    await waitFor(() => expect(gameListQueries().at(-1)).toMatchObject({ pageNo: '11' }));
  });

  it('shows no vendor menu when the type has one vendor', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="LIVE" />, { path: '/live' });
    await screen.findByRole('list', { name: 'Games' });
    await waitFor(() =>
      expect(harness.server.requests.some((r) => splitUrl(r).path.endsWith('/GCSGAME_newGameVendor'))).toBe(true),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Game vendors' })).toBeNull();
  });
});

/** A reply the test sends when it chooses (`release()`), and at the latest when it ends. */
function held(reply: () => Reply) {
  let release = () => {};
  const answer = new Promise<Reply>((resolve) => {
    release = () => resolve(reply());
  });
  onTestFinished(() => release());
  return { answer, release: () => release() };
}

/** The lobby's own status (the harness's address <output> is a status too). */
const spinner = () => document.querySelector('[role="status"]');

/*
 * No layout shift (tests/e2e/layoutShift.spec.ts measures it in a browser): what goes above the
 * games (vendor menu, chips) is only known once the lanes are in, and the games' place is held by
 * placeholder tiles, not by a status line that would leave when they came.
 */
describe('GameLobby while loading', () => {
  it('shows only a loader until the vendor lanes are in, asking for the games meanwhile', async () => {
    const lanes = held(() => okBody({ data: { lanes: [laneFixture('RNG', ['PG', 'JL'], ['SC'])] } }));
    harness.answer((request) => {
      const { path, query } = splitUrl(request);
      if (path.endsWith('/GCSGAME_newGameVendor')) return lanes.answer;
      if (path.endsWith('/GCSGAME_getVassGameType')) return okBody({ content: {} });
      if (path.endsWith('/GCSGAME_gameList'))
        return okBody(listPage(Number(query.pageNo), Number(query.pageSize), 100));
      return undefined;
    });
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng' });
    await waitFor(() => expect(gameListQueries()).toHaveLength(1));
    expect(gameListQueries()[0]).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '36' });
    expect(spinner()?.textContent).toBe('Loading games');
    expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();

    lanes.release();
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play Game/ })).toHaveLength(36));
    expect(screen.getByRole('radiogroup', { name: 'Game vendors' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Game categories' })).toBeTruthy();
    // The page asked for while the lanes loaded is the one shown: not asked for again.
    expect(gameListQueries()).toHaveLength(1);
  });

  it("holds the games' place with placeholders and says it is loading on the count line, no spinner", async () => {
    const page = held(() => okBody(listPage(1, 36, 100)));
    harness.answer((request) => {
      const { path } = splitUrl(request);
      if (path.endsWith('/GCSGAME_newGameVendor'))
        return okBody({ data: { lanes: [laneFixture('RNG', ['PG', 'JL'])] } });
      if (path.endsWith('/GCSGAME_getVassGameType')) return okBody({ content: {} });
      if (path.endsWith('/GCSGAME_gameList')) return page.answer;
      return undefined;
    });
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng' });
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(list.querySelectorAll('[data-game-tile="placeholder"]')).toHaveLength(36);
    expect(screen.getByText('Loading games').tagName).toBe('P');
    expect(spinner()).toBeNull();

    page.release();
    await screen.findByText('Games found: 100');
    expect(within(list).getAllByRole('button', { name: /^Play Game/ })).toHaveLength(36);
  });
});

describe('GameLobby search box', () => {
  it('keeps a space being typed after the search was sent, and follows the address back', async () => {
    lobbyServer();
    await renderGames(<GameLobby gameType="RNG" />, { path: '/rng' });
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'koi ' } });
    await waitFor(() => expect(address()).toBe('/rng?name=koi'));
    expect((box as HTMLInputElement).value).toBe('koi ');
    // Clearing the field clears the search from the address.
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(address()).toBe('/rng'));
  });
});
