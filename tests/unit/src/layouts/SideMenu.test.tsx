// @vitest-environment happy-dom
/** The side menu's game categories follow the merchant's vendor lanes, like the top navigation. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SideMenu } from '../../../../src/layouts/SideMenu';
import { laneOf, lanesReply, renderAs, setUpLaunchHarness, vendorCard } from '../features/games/launch/launchHarness';

const harness = setUpLaunchHarness();
afterEach(() => sessionStorage.clear());

describe('SideMenu', () => {
  it('lists only the game categories that have vendors', async () => {
    harness.answer((request) =>
      lanesReply(request, [laneOf('RNG', [vendorCard('PG', 'RNG')]), laneOf('SPORTS', [vendorCard('IA', 'SPORTS')])]),
    );
    await renderAs('guest', <SideMenu id="side" open={false} onClose={() => undefined} />);
    const games = () => screen.getByRole('heading', { name: 'Games' }).nextElementSibling as HTMLElement;
    await waitFor(() =>
      expect(
        within(games())
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/rng', '/esports']),
    );
  });
});
