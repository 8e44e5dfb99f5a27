// @vitest-environment jsdom
/**
 * The screens that launch through the launch flow or show a game inside the page, against a
 * local server: a game centre's vendor cards (with the e-sports split), /seamless and the
 * Vietnam lottery page (the lottery variant of the launch call).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_INTERVAL_MS } from '../../../../../../src/features/games/launch/launchGate';
import GameCenter from '../../../../../../src/features/lobby/GameCenter';
import Seamless from '../../../../../../src/features/lobby/Seamless';
import Lottery from '../../../../../../src/features/lottery/Lottery';
import { fail, ok, type Recorded } from '../../../support/localServer';
import { laneOf, lanesReply, renderAs, setUpLaunchHarness, splitUrl, vendorCard } from './launchHarness';

const harness = setUpLaunchHarness();

const LANES = [
  laneOf('SPORTS', [vendorCard('SBT', 'SPORTS'), vendorCard('IA', 'SPORTS')]),
  laneOf('ESPORTS', [vendorCard('AVIA', 'ESPORTS', { lagerIcon: '/icons/avia-large.svg' })]),
  laneOf('ELOTT', [vendorCard('LOTT', 'ELOTT')]),
];

const isLaunch = (request: Recorded) => splitUrl(request).path === '/wps/game/launchGame';
const launches = () => harness.server.requests.filter(isLaunch).map((request) => splitUrl(request).query);
let launchReply: () => ReturnType<typeof ok> | ReturnType<typeof fail>;
let clock = Date.now();

beforeEach(() => {
  clock += 10 * LAUNCH_INTERVAL_MS;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  launchReply = () => ok({ content: { game_url: '/play/frame-token', game_name: 'Lucky Reels', vendor: 'PG' } });
  harness.answer((request) => (isLaunch(request) ? launchReply() : lanesReply(request, LANES)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('GameCenter', () => {
  it("lists the route type's vendors, with the sports books moved to e-sports, and launches one", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderAs('member', <GameCenter />, '/esports');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-sports' })).toBeTruthy();
    const cards = await screen.findAllByRole('button', { name: /^Play / });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Play IA Games', 'Play AVIA Games']);
    // Loaded from the API origin (the harness's API runs on its own origin, as the desktop's does).
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/icons\/avia-large\.svg$/,
    );
    fireEvent.click(cards[0]!);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(launches()).toEqual([expect.objectContaining({ launchMode: 'GLS', vassalage: 'IA' })]));
  });

  it('says so when the type has no vendors', async () => {
    await renderAs('member', <GameCenter />, '/lott');
    expect(await screen.findByText('No providers offer games here yet.')).toBeTruthy();
  });
});

describe('Seamless', () => {
  it('shows the launched game in a frame titled with its name', async () => {
    await renderAs('member', <Seamless />, '/seamless?vassalage=PG&nodeId=1042&name=Lucky%20Reels');
    const frame = await screen.findByTitle('Lucky Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(new URL('/play/frame-token', location.href).href);
    expect(launches()).toEqual([
      expect.objectContaining({ launchMode: 'GLS', vassalage: 'PG', nodeId: '1042', language: 'EN' }),
    ]);
    // The page's own origin: its built-in game keeps its origin (its calls carry the page's cookies).
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-same-origin');
  });

  it("runs another origin's game with scripts but never with its own origin as well (issue 14 item 24)", async () => {
    launchReply = () =>
      ok({ content: { game_url: 'https://games.vendor.example/launch?t=1', game_name: 'Vendor Reels', vendor: 'PG' } });
    await renderAs('member', <Seamless />, '/seamless?vassalage=PG&nodeId=1042');
    const frame = await screen.findByTitle('Vendor Reels');
    const allows = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(allows).toContain('allow-scripts');
    expect(allows).not.toContain('allow-same-origin');
  });

  it("explains '#734' and tries again on Retry", async () => {
    launchReply = () => fail(200, '#734', 'A round is still open.');
    await renderAs('member', <Seamless />, '/seamless?vassalage=PG&nodeId=1042');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The previous game has not finished. Finish or close it, then try again.'),
    ).toBeTruthy();
    launchReply = () => ok({ content: { game_url: '/play/second', game_name: 'Lucky Reels', vendor: 'PG' } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTitle('Lucky Reels')).getAttribute('src')).toBe(
      new URL('/play/second', location.href).href,
    );
    expect(launches()).toHaveLength(2);
  });

  it('asks a guest to log in and names a missing game, launching nothing', async () => {
    await renderAs('guest', <Seamless />, '/seamless?vassalage=PG&nodeId=1042');
    expect(await screen.findByText('Log in to play this game.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    cleanup();
    await renderAs('member', <Seamless />, '/seamless');
    expect(await screen.findByText('No game was chosen. Pick a game from the lobby.')).toBeTruthy();
    expect(launches()).toEqual([]);
  });

  it('refuses a launch URL that is not a web page', async () => {
    launchReply = () => ok({ content: { game_url: 'javascript:alert(1)', game_name: 'X', vendor: 'PG' } });
    await renderAs('member', <Seamless />, '/seamless?vassalage=PG&nodeId=1');
    expect(await screen.findByText('This game cannot be opened here.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('Lottery', () => {
  it('launches the Vietnam lottery with the lottery variant of the call and shows it in the page', async () => {
    await renderAs('member', <Lottery />, '/vnLottery?gameCode=HN');
    const frame = await screen.findByTitle('Lucky Reels');
    expect(frame.getAttribute('src')).toBe(new URL('/play/frame-token', location.href).href);
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    const [query] = launches();
    expect(query).toMatchObject({
      launchMode: 'LOTT',
      vassalage: 'TCG_LOTTO_VN',
      lottoArea: 'VN',
      // The ELOTT lane offers LOTT: prize mode ELOTT.
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'HN',
      lottoView: 'betting',
      device: 'WEB',
      language: 'EN',
    });
    expect(query?.backUrl).toBeTruthy();
    expect(launches()).toHaveLength(1);
  });

  it("frames another origin's lottery without allow-same-origin (issue 14 item 24)", async () => {
    launchReply = () =>
      ok({ content: { game_url: 'https://lotto.vendor.example/bet', game_name: 'VN Lotto', vendor: 'TCG_LOTTO_VN' } });
    await renderAs('member', <Lottery />, '/vnLottery?gameCode=HN');
    const allows = (await screen.findByTitle('VN Lotto')).getAttribute('sandbox')?.split(' ') ?? [];
    expect(allows).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-popups']));
    expect(allows).not.toContain('allow-same-origin');
  });
});
