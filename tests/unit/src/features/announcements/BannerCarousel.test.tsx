// @vitest-environment jsdom
/**
 * The banner carousel's decisions in a DOM: nothing for none, a
 * still banner without controls for one, the Swiper carousel with named dots for several (the
 * first banner stands in while Swiper's chunk loads), and what a click on a linked banner does.
 * Swiper's own sliding is not under test here; the end-to-end spec sees it in Chromium.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../../../../../src/features/announcements/BannerCarousel';
import type { Banner } from '../../../../../src/shared/wire';
import { bannerFixture, renderWith, setUpHarness } from './announcementsHarness';

setUpHarness();
afterEach(() => vi.restoreAllMocks());

function show(banners: Banner[]) {
  return renderWith(<BannerCarousel banners={banners} label="Featured" variant="home" priority />);
}

const dots = () => screen.queryAllByRole('button', { name: /^Show banner/ });

describe('BannerCarousel', () => {
  it('renders nothing at all for no banners', async () => {
    await show([]);
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a single banner still: its image named by its title, no dots, no pause', async () => {
    await show([bannerFixture(1)]);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('img', { name: 'Banner 1' }).getAttribute('src')).toBe('/banners/1.png');
    expect(region.getAttribute('aria-roledescription')).toBeNull();
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('makes a carousel of several: the first banner at once, then named dots that switch slides', async () => {
    await show([bannerFixture(1), bannerFixture(2), bannerFixture(3)]);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    // Before Swiper's chunk is in, the first banner holds the place.
    expect(within(region).getByRole('img', { name: 'Banner 1' })).toBeTruthy();

    await waitFor(() => expect(dots()).toHaveLength(3));
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual([
      'Show banner 1 of 3',
      'Show banner 2 of 3',
      'Show banner 3 of 3',
    ]);
    expect(dots()[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Banner 1 of 3',
      'Banner 2 of 3',
      'Banner 3 of 3',
    ]);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);

    fireEvent.click(dots()[1]!);
    await waitFor(() => expect(dots()[1]?.getAttribute('aria-current')).toBe('true'));
    expect(dots()[0]?.getAttribute('aria-current')).toBeNull();
    expect(
      within(region)
        .getAllByRole('group')
        .map((s) => s.hasAttribute('inert')),
    ).toEqual([true, false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('a banner linked to a route is a link into the app', async () => {
    await show([bannerFixture(1, { linkageType: 'ROUTE', linkageTarget: '/promotions' })]);
    const link = screen.getByRole('link', { name: 'Banner 1' });
    fireEvent.click(link);
    expect(screen.getByTestId('address').textContent).toBe('/promotions');
  });

  it('a banner linked to an https page opens it outside the app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show([bannerFixture(1, { linkageType: 'URL', linkageTarget: 'https://example.com/offer' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]?.[0]).toBe('https://example.com/offer');
  });

  it('a banner linked to a game starts the launch flow: a guest gets the login popup', async () => {
    const { store } = await show([bannerFixture(1, { linkageType: 'GAME', linkageTarget: 'PG:42' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1' }));
    expect(store.getState().auth.popup).toBe('login');
  });

  it('a banner with an unsafe link is a plain image', async () => {
    await show([bannerFixture(1, { linkageType: 'URL', linkageTarget: 'javascript:alert(1)' })]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeTruthy();
  });
});
