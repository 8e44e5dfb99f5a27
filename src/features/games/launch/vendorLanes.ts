/**
 * The vendors of each game type, from the vendor lanes (GCSGAME_newGameVendor) with the
 * client's post-processing: SPORTS cards of IMES, TF and IA belong to
 * e-sports. TCG_SEA is hidden from vendor lists; its lottery page is reached by link.
 */
import { GAME_TYPES, SEA_LOTTERY_VENDOR, type GameType, type VendorCard, type VendorLane } from '../../../shared/wire';

/** Sports-lane vendors that are e-sports books. */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF', 'IA'];
/** Vendors never listed as vendors. */
export const HIDDEN_VENDORS: readonly string[] = [SEA_LOTTERY_VENDOR];

export type VendorsByType = Record<GameType, VendorCard[]>;

function laneOf(card: VendorCard, title: GameType): GameType {
  return title === 'SPORTS' && ESPORTS_VENDORS.includes(card.vassalage) ? 'ESPORTS' : title;
}

/** The vendor cards of every game type, in lane order, each vendor once per type. */
export function vendorsByType(lanes: readonly VendorLane[]): VendorsByType {
  const byType = Object.fromEntries(GAME_TYPES.map((type) => [type, [] as VendorCard[]])) as VendorsByType;
  for (const lane of lanes) {
    // Lanes of categories this client has no page for (e.g. COCKFIGHT) are not shown.
    if (!(lane.title in byType)) continue;
    for (const card of lane.cards) {
      if (HIDDEN_VENDORS.includes(card.vassalage)) continue;
      const list = byType[laneOf(card, lane.title)];
      if (!list.some((other) => other.vassalage === card.vassalage)) list.push(card);
    }
  }
  return byType;
}

/**
 * The lottery prize mode of the launch (src/shared/wire/games.ts): ELOTT when the ELOTT lane offers
 * TCG_LOTTO_VN or LOTT, else LOTT. Reads the raw lanes (TCG_SEA hiding does not matter here).
 */
export function lotteryPrizeMode(lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** The icon of a vendor card: the large one when there is one. */
export function vendorIcon(card: VendorCard): string {
  return card.lagerIcon || card.smallIcon || card.h5Icon || card.mobileSmallIcon;
}
