/**
 * What the lobby of one game type offers: its vendors (from the vendor lane of that type) and
 * its sub-categories (those the lane, or the chosen vendor, has; bingo only with language TY).
 */
import { useMemo, useState } from 'react';
import { supportedCodes } from '../../../i18n/language';
import type { GameClassify, GameType } from '../../../shared/wire';
import { useSiteConfig } from '../../system';
import { laneClassifies, laneOf, laneVendors, offeredClassifies } from '../../../shared/lobbyMenus';
import type { VendorOption } from '../filters/VendorFilter';
import { useVendorLanesQuery, useVendorTypesQuery } from '../gamesApi';
import { useLanguageCode } from '../useLanguageCode';

export type LobbyMenus = {
  vendors: VendorOption[];
  classifies: GameClassify[];
  /** The menus are final: the lanes (and, for a chosen vendor, the vendor types) are in. */
  ready: boolean;
};

export function useLobbyMenus(gameType: GameType | undefined, vassalage: string): LobbyMenus {
  const language = useLanguageCode();
  const site = useSiteConfig();
  const lanes = useVendorLanesQuery({ language });
  const types = useVendorTypesQuery();
  const lane = laneOf(lanes.data?.data.lanes, gameType);

  const vendors = useMemo(
    (): VendorOption[] =>
      laneVendors(lane).map((card) => ({
        vassalage: card.vassalage,
        displayName: card.displayName,
        icon: card.smallIcon,
      })),
    [lane],
  );

  const classifies = useMemo(() => {
    const byVendor = gameType && vassalage ? types.data?.content[gameType]?.[vassalage] : undefined;
    const present = byVendor ?? laneClassifies(lane);
    return offeredClassifies(present, supportedCodes(site));
  }, [gameType, vassalage, types.data, lane, site]);

  // Ready once what the menus show is in (a chosen vendor's sub-categories come from the vendor
  // types). Once ready, always ready: a vendor chosen before the types arrived keeps the menus
  // (and the focus in them) on screen.
  const settled = !lanes.isLoading && !(gameType && vassalage && types.isLoading);
  const [ready, setReady] = useState(settled);
  if (settled && !ready) setReady(true);

  return { vendors, classifies, ready };
}
