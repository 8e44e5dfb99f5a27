// @vitest-environment happy-dom
/**
 * The launch flow in a DOM against a local server: the login popup for guests, the real-account
 * dialog for trial players, the game window opened inside the click and pointed at the launch
 * URL, the '#734' and insufficient-balance dialogs, the group vendor's popup list and the
 * double-click throttle.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberLoaded, selectAuthPopup, sessionStarted } from '../../../../../../src/features/auth/authSlice';
import { LAUNCH_INTERVAL_MS } from '../../../../../../src/features/games/launch/launchGate';
import { useLaunchGame, type LaunchTarget } from '../../../../../../src/features/games/launch/useLaunchGame';
import { VendorGamesHost } from '../../../../../../src/features/games/launch/VendorGamesHost';
import { closeVendorGames } from '../../../../../../src/features/games/launch/vendorGamesStore';
import type { Game } from '../../../../../../src/shared/wire';
import { renderApp } from '../../../support/appHarness';
import { fail, ok, type Recorded } from '../../../support/localServer';
import { memberInfoFixture } from '../../../support/memberInfo';
import { renderAs, setUpLaunchHarness, splitUrl, type Handler } from './launchHarness';

const harness = setUpLaunchHarness();

/** A browser window as the web platform uses the one it opens. */
type FakeWindow = {
  opener: unknown;
  closed: boolean;
  close: () => void;
  location: { replace: (url: string) => void };
  replaced: string[];
};
function fakeWindow(): FakeWindow {
  const fake: FakeWindow = {
    opener: window,
    closed: false,
    replaced: [],
    close() {
      fake.closed = true;
    },
    location: { replace: (url) => void fake.replaced.push(url) },
  };
  return fake;
}

let gameWindow: FakeWindow;
let open: ReturnType<typeof vi.spyOn>;
// The app-wide launch throttle allows one start a second: each test starts a second later.
let clock = Date.now();

beforeEach(() => {
  clock += 10 * LAUNCH_INTERVAL_MS;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  gameWindow = fakeWindow();
  open = vi.spyOn(window, 'open').mockImplementation(() => gameWindow as unknown as Window);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  closeVendorGames();
  sessionStorage.clear();
});

const SLOT: LaunchTarget = {
  vassalage: 'PG',
  gameType: 'RNG',
  nodeId: 1042,
  gameCode: 'pg-1042',
  displayName: 'Lucky Reels',
};
/** Sports take real-money bets only: a trial account gets no free play there. */
const SPORTSBOOK: LaunchTarget = {
  vassalage: 'SABA',
  gameType: 'SPORTS',
  nodeId: 2001,
  gameCode: 'saba-sports',
  displayName: 'SABA Sports',
};

function LaunchButton({ target, label = 'Play' }: { target: LaunchTarget; label?: string }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(target)}>
      {label}
    </button>
  );
}

const isLaunch = (request: Recorded) => splitUrl(request).path === '/wps/game/launchGame';
const launches = () => harness.server.requests.filter(isLaunch);
const launchedTo = (url: string, name = 'Lucky Reels') =>
  ok({ content: { game_url: url, game_name: name, vendor: 'PG' } });
const only =
  (reply: (request: Recorded) => ReturnType<Handler>): Handler =>
  (request) =>
    isLaunch(request) ? reply(request) : undefined;

describe('useLaunchGame', () => {
  it('opens the login popup for a guest and calls nothing', async () => {
    const { store } = await renderAs('guest', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(selectAuthPopup(store.getState())).toBe('login');
    expect(open).not.toHaveBeenCalled();
    expect(harness.server.requests).toEqual([]);
  });

  it('tells a trial player a game without free play needs a real account, offering to register or log in', async () => {
    await renderAs('trial', <LaunchButton target={SPORTSBOOK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(within(dialog).getByText(/Sign up or log in to an official account/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(launches()).toEqual([]);
  });

  it('starts a slot for a trial player with play money (accountType 0)', async () => {
    harness.answer(only(() => launchedTo('/play/free')));
    await renderAs('trial', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(gameWindow.replaced).toEqual([new URL('/play/free', location.href).href]));
    expect(launches()).toHaveLength(1);
    expect(splitUrl(launches()[0]!).query.accountType).toBe('0');
  });

  /** A token found at start whose member info has not arrived yet (right after a page load). */
  async function renderPendingSession(target: LaunchTarget = SLOT) {
    const rendered = await renderApp(<LaunchButton target={target} />, { loggedIn: true });
    await screen.findByTestId('address');
    rendered.store.dispatch(sessionStarted({ origin: null }));
    return rendered;
  }

  it('waits for the member info: a trial account opens no window for a game without free play', async () => {
    const { store } = await renderPendingSession(SPORTSBOOK);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(open).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(memberLoaded(memberInfoFixture({ isTrial: true, type: 4 })));
    });
    await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(open).not.toHaveBeenCalled();
    expect(launches()).toEqual([]);
  });

  it('waits for the member info before deciding: a member then gets the game', async () => {
    harness.answer(only(() => launchedTo('/play/after-wait')));
    const { store } = await renderPendingSession();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(open).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(memberLoaded(memberInfoFixture({ isTrial: false, type: 0 })));
    });
    await waitFor(() => expect(gameWindow.replaced).toEqual([new URL('/play/after-wait', location.href).href]));
    expect(launches()).toHaveLength(1);
  });

  it('opens the game window inside the click, then points it at the launch URL', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    harness.answer(
      only(async () => {
        await held;
        return launchedTo('/play/one-time-token');
      }),
    );
    await renderAs('member', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // Synchronously, before the server has answered: a popup blocker allows this one.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(gameWindow.opener).toBeNull();
    release();
    await waitFor(() => expect(gameWindow.replaced).toEqual([new URL('/play/one-time-token', location.href).href]));
    const [request] = launches();
    expect(splitUrl(request!).query).toMatchObject({
      launchMode: 'GLS',
      vassalage: 'PG',
      nodeId: '1042',
      gameId: 'pg-1042',
      language: 'EN',
      accountType: '1',
    });
  });

  it("closes the window and explains '#734' when a previous round is still open", async () => {
    harness.answer(
      only(() => fail(200, '#734', 'The previous game has not finished: a round of Hi-Lo is still open.')),
    );
    await renderAs('member', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game still in progress' });
    expect(
      within(dialog).getByText('The previous game has not finished. Finish or close it, then try again.'),
    ).toBeTruthy();
    expect(gameWindow.closed).toBe(true);
    expect(gameWindow.replaced).toEqual([]);
  });

  it('offers a deposit for an insufficient balance, opening the member centre deposit page', async () => {
    harness.answer(only(() => fail(200, 'balance.insufficient', 'Your balance is too low for this game.')));
    await renderAs('member', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(within(dialog).getByText('Your balance is too low for this game.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/member?page=depositv2'));
  });

  it('shows any other refusal with its message', async () => {
    harness.answer(
      only(() => fail(200, 'game.disabled', 'Lucky Reels is switched off for now. Please choose another game.')),
    );
    await renderAs('member', <LaunchButton target={SLOT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'The game could not start' });
    expect(within(dialog).getByText('Lucky Reels is switched off for now. Please choose another game.')).toBeTruthy();
    expect(gameWindow.closed).toBe(true);
  });

  it('launches once for a double click', async () => {
    harness.answer(only(() => launchedTo('/play/t1')));
    await renderAs('member', <LaunchButton target={SLOT} />);
    const button = screen.getByRole('button', { name: 'Play' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(gameWindow.replaced).toHaveLength(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(launches()).toHaveLength(1);
  });

  it('goes to the lottery pages instead of launching', async () => {
    await renderAs(
      'member',
      <LaunchButton target={{ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'HN', displayName: 'Hanoi' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByTestId('address').textContent).toBe('/vnLottery?gameCode=HN');
    expect(open).not.toHaveBeenCalled();
  });

  it("opens a group vendor's games in a popup list, each launching that game", async () => {
    const table = (nodeId: number, name: string): Game => ({
      nodeId,
      gameCode: `ea-${nodeId}`,
      gameId: `ea-${nodeId}`,
      vassalage: 'EA',
      gameType: 'LIVE',
      gameName: name,
      nodeName: name,
      displayName: name,
      iconUrl: `/icons/${nodeId}.svg`,
      showIcon: '',
      defaultIcon: '',
      isHot: 0,
      gameClassify: [],
    });
    harness.answer((request) => {
      const { path, query } = splitUrl(request);
      if (path === '/wps/relay/GCSGAME_gameList') {
        expect(query).toMatchObject({ gameType: 'LIVE', vassalage: 'EA', pageNo: '1', pageSize: '36' });
        return ok({ games: [table(501, 'Baccarat'), table(502, 'Roulette')], totalPages: 1, totalCount: 2 });
      }
      if (isLaunch(request)) return launchedTo('/play/roulette', 'Roulette');
      return undefined;
    });
    await renderAs(
      'member',
      <>
        <LaunchButton target={{ vassalage: 'EA', gameType: 'LIVE', displayName: 'EA Live', isGroup: true }} />
        <VendorGamesHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const popup = await screen.findByRole('dialog', { name: 'EA Live' });
    expect(open).not.toHaveBeenCalled();
    const roulette = await within(popup).findByRole('button', { name: 'Roulette' });
    expect(within(popup).getByRole('button', { name: 'Baccarat' })).toBeTruthy();
    act(() => vi.setSystemTime(clock + 5 * LAUNCH_INTERVAL_MS));
    fireEvent.click(roulette);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(gameWindow.replaced).toEqual([new URL('/play/roulette', location.href).href]));
    expect(splitUrl(launches()[0]!).query).toMatchObject({ vassalage: 'EA', nodeId: '502', gameId: 'ea-502' });
  });
});
