// @vitest-environment happy-dom
/**
 * The top navigation against a local server's vendor lanes: categories without vendors are
 * gone, and each category's drop menu opens on hover or focus, opens for the keyboard with its
 * toggle (a disclosure), closes with Escape, takes the large layout above 10 vendors, and
 * leads to the vendor's list or launches the vendor.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectAuthPopup } from '../../../../src/features/auth/authSlice';
import { TopNav } from '../../../../src/layouts/TopNav';
import { laneOf, lanesReply, renderAs, setUpLaunchHarness, vendorCard } from '../features/games/launch/launchHarness';

const harness = setUpLaunchHarness();

const SLOT_VENDORS = ['PG', 'JL', 'CQ9', 'PT', 'MG', 'MGS', 'PNG', 'RTG', 'TTG', 'ISB', 'BGS', 'GG'];
const LANES = [
  laneOf('LIVE', [
    vendorCard('AG', 'LIVE'),
    vendorCard('EA', 'LIVE', { isGame: 'VASSALAGE' }),
    vendorCard('DG', 'LIVE'),
  ]),
  laneOf(
    'RNG',
    SLOT_VENDORS.map((code) => vendorCard(code, 'RNG')),
  ),
  laneOf('SPORTS', [vendorCard('SBT', 'SPORTS')]),
  laneOf('LOTT', [vendorCard('LOTT', 'LOTT')]),
  laneOf('PVP', []),
];

beforeEach(() => harness.answer((request) => lanesReply(request, LANES)));
afterEach(() => sessionStorage.clear());

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const hrefs = () => [...nav().querySelectorAll(':scope > ul > li > a')].map((a) => a.getAttribute('href'));
const categoryOf = (toggle: HTMLElement) => toggle.closest('li')!;

async function renderNav() {
  const rendered = await renderAs('guest', <TopNav />);
  await waitFor(() => expect(hrefs()).toEqual(['/', '/promotions', '/lott', '/live', '/sports', '/rng']));
  return rendered;
}

describe('TopNav', () => {
  it("shows home, promotions and only the categories the merchant's lanes have vendors for, in order", async () => {
    await renderNav();
    expect(within(nav()).queryByRole('link', { name: 'E-sports' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'PVP' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
  });

  it("shows a category's vendors on hover, in the large layout above 10 vendors, out of the tab order", async () => {
    await renderNav();
    const toggle = screen.getByRole('button', { name: 'Slots providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.mouseEnter(categoryOf(toggle));
    const menu = await screen.findByRole('list', { name: 'Slots providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.dataset.layout).toBe('large');
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/rng',
      ...SLOT_VENDORS.map((code) => `/rng?vassalage=${code}`),
    ]);
    expect(links.every((a) => a.tabIndex === -1)).toBe(true);
    fireEvent.mouseLeave(categoryOf(toggle));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Slots providers' })).toBeNull());
  });

  it('opens from the keyboard as a disclosure: focus previews, the toggle expands, Escape closes', async () => {
    await renderNav();
    const link = within(nav()).getByRole('link', { name: 'Live casino' });
    act(() => link.focus());
    const toggle = screen.getByRole('button', { name: 'Live casino providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const preview = screen.getByRole('list', { name: 'Live casino providers' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.dataset.layout).toBe('compact');
    expect(
      within(preview)
        .getAllByRole('link')
        .every((a) => a.tabIndex === -1),
    ).toBe(true);

    act(() => toggle.focus());
    fireEvent.click(toggle);
    const menu = screen.getByRole('list', { name: 'Live casino providers' });
    const entries = within(menu).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual(['All Live casino', 'AG Games', 'EA Games', 'DG Games']);
    await waitFor(() => expect(document.activeElement).toBe(entries[0]));
    expect(entries.every((a) => a.tabIndex === 0)).toBe(true);

    fireEvent.keyDown(entries[2]!, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Live casino providers' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("takes a list category's vendor to that vendor's list and closes the menu", async () => {
    await renderNav();
    const toggle = screen.getByRole('button', { name: 'Slots providers' });
    fireEvent.click(toggle);
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Slots providers' })).getByRole('link', { name: 'JL Games' }),
    );
    expect(screen.getByTestId('address').textContent).toBe('/rng?vassalage=JL');
    expect(screen.queryByRole('list', { name: 'Slots providers' })).toBeNull();
  });

  it('launches a game-centre vendor (a guest is asked to log in)', async () => {
    const { store } = await renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Sports providers' }));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Sports providers' })).getByRole('button', { name: 'SBT Games' }),
    );
    expect(selectAuthPopup(store.getState())).toBe('login');
    expect(screen.getByTestId('address').textContent).toBe('/');
  });
});
