/**
 * Renders launch-flow components as the app would (see support/appHarness): a MemoryRouter (its
 * address shown in an <output>), the login state and the generic dialog host, for a guest, a
 * trial player or a member. The platform is the web one over this test window; tests watch
 * window.open.
 */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { GameType, VendorCard, VendorLane } from '../../../../../../src/shared/wire';
import { MEMBER_TOKEN, renderApp, setUpAppHarness, splitUrl } from '../../../support/appHarness';
import { ok, type Recorded, type Reply } from '../../../support/localServer';
import { memberInfoFixture } from '../../../support/memberInfo';

export { splitUrl, type Handler } from '../../../support/appHarness';
export type Who = 'guest' | 'trial' | 'member';

export function setUpLaunchHarness() {
  return setUpAppHarness({ token: MEMBER_TOKEN });
}

export async function renderAs(who: Who, ui: ReactElement, path = '/') {
  const trial = who === 'trial';
  const member = who === 'guest' ? null : memberInfoFixture({ isTrial: trial, type: trial ? 4 : 0 });
  const rendered = await renderApp(ui, { path, member, origin: trial ? 'freeplay' : 'username' });
  // The dialog host's catalogs load lazily: wait until the tree is on screen.
  await screen.findByTestId('address');
  return rendered;
}

export function vendorCard(vassalage: string, gameType: GameType, extra: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: `${vassalage} Games`,
    gameType,
    lagerIcon: `/icons/${vassalage}.svg`,
    smallIcon: '',
    mobileSmallIcon: '',
    h5Icon: '',
    accountTypeName: vassalage,
    isGame: '',
    gameCode: '',
    gameCount: 3,
    ...extra,
  };
}

export const laneOf = (title: GameType, cards: VendorCard[]): VendorLane => ({ title, cards, gameClassify: [] });

/** Answers the vendor lanes call with these lanes. */
export function lanesReply(request: Recorded, lanes: VendorLane[]): Reply | undefined {
  return splitUrl(request).path === '/wps/relay/GCSGAME_newGameVendor' ? ok({ data: { lanes } }) : undefined;
}
