// @vitest-environment jsdom
/**
 * Home in the app's store against a local server: the banner, the notice
 * marquee whose notices open their sanitised content, the game menu of categories with
 * vendors, and the winner board (20 rows, largest win first, in the site's currency).
 * jsdom: notice HTML goes through DOMPurify, which does not run under happy-dom.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../../../src/features/home/HomePage';
import type { GameType, VendorLane, WinnerRow } from '../../../../../src/shared/wire';
import { ok, type Recorded } from '../../support/localServer';
import {
  announcementsValue,
  bannerFixture,
  noticeFixture,
  renderWith,
  setUpHarness,
  splitUrl,
} from '../announcements/announcementsHarness';

const harness = setUpHarness();

const lane = (title: GameType, vendors: string[]): VendorLane => ({
  title,
  gameClassify: [],
  cards: vendors.map((vassalage) => ({
    vassalage,
    displayName: vassalage,
    gameType: title,
    lagerIcon: '',
    smallIcon: '',
    mobileSmallIcon: '',
    h5Icon: '',
    accountTypeName: '',
    isGame: '',
    gameCode: '',
    gameCount: 3,
  })),
});

// 25 wins in no particular order: amounts 100, 2,700, 5,300, … (i * 2,600 + 100 mod 65,000).
const WINS: WinnerRow[] = Array.from({ length: 25 }, (_, i) => ({
  vo: {
    customerName: `pl***${i}`,
    gameName: `Game ${i}`,
    nodeId: 100 + i,
    vassalage: 'PG',
    vendor: 'PG',
    gameType: 'RNG',
    iconUrl: `/icons/${i}.svg`,
    winAmountMinor: String(((i * 2600 + 100) % 65000) + i),
    currency: 'USD',
    wonAt: 1_700_000_000_000 + i,
  },
}));

function answerHome(request: Recorded) {
  switch (splitUrl(request).path) {
    case '/wps/relay/MCSFE_getListAnnouncements':
      return ok(
        announcementsValue({
          banners: [bannerFixture(1), bannerFixture(2, { groupName: 'w_login' })],
          player: [
            noticeFixture(1, {
              title: 'Maintenance tonight',
              content: '<p>From <b>2:00</b></p><img src=x onerror="window.__xss=1">',
            }),
            noticeFixture(2),
          ],
        }),
      );
    case '/wps/relay/GCSGAME_newGameVendor':
      return ok({ data: { lanes: [lane('RNG', ['PG', 'JL']), lane('LIVE', ['EVO']), lane('FISH', [])] } });
    case '/wps/relay/GCSGAME_hotGamesV2':
      return ok({ list: [] });
    case '/wps/relay/ODSFE2_getWinnerBoard':
      return ok({ list: WINS });
    default:
      return undefined;
  }
}

describe('home page', () => {
  it('shows the home banner, the notices, the game menu and the winner board', async () => {
    harness.answer(answerHome);
    await renderWith(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();

    // Only w_home banners: one, so a still image without dots.
    const banner = await screen.findByRole('region', { name: 'Featured' });
    expect(within(banner).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Banner 2' })).toBeNull();

    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(
      within(notices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maintenance tonight', 'Notice 2']);

    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      ['/live', 'Live casinoProviders: 1'],
      ['/rng', 'SlotsProviders: 2'],
    ]);

    const table = await screen.findByRole('table', { name: 'Latest big wins' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent ?? '');
    const expected = WINS.map((w) => BigInt(w.vo.winAmountMinor))
      .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
      .slice(0, 20)
      .map((minor) => `$${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`);
    expect(amounts).toEqual(expected);

    const winner = splitUrl(
      harness.server.requests.find((r) => splitUrl(r).path === '/wps/relay/ODSFE2_getWinnerBoard')!,
    );
    expect(winner.query).toMatchObject({ gameCategory: 'ALL', language: 'EN', limitNum: '20' });
  });

  it('opens a notice in a dialog with its sanitised content', async () => {
    harness.answer(answerHome);
    await renderWith(<HomePage />);
    const notices = await screen.findByRole('region', { name: 'Notices' });
    fireEvent.click(within(notices).getByRole('button', { name: 'Maintenance tonight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(within(dialog).getByText('2:00').tagName).toBe('B');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves out the banner and the marquee when there are none', async () => {
    harness.answer((request) =>
      splitUrl(request).path === '/wps/relay/MCSFE_getListAnnouncements'
        ? ok(announcementsValue())
        : answerHome(request),
    );
    await renderWith(<HomePage />);
    await screen.findByRole('table', { name: 'Latest big wins' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  });
});
