/**
 * Where the server's own images live (contract §1.1 conventions, served by icons/routes.ts).
 * Same origin: the status call answers imageCDNs [''], so these root-relative paths are final.
 */
export const GAME_ICON_ROOT = '/TCG_GAME_ICONS';
export const PROD_IMAGE_ROOT = '/TCG_PROD_IMAGES';
export const DEFAULT_GAME_ICON = `${GAME_ICON_ROOT}/default.svg`;

export const gameIconUrl = (vendor: string, gameCode: string) => `${GAME_ICON_ROOT}/${vendor}/${gameCode}.svg`;

/** Vendor icon variants: colour ones and the plain ones the client can grey with CSS. */
export const VENDOR_VARIANTS = ['DEFAULT', 'ACTIVE', 'COLOR', 'WHITE', 'GRAY', 'PURPLE'] as const;
export type VendorVariant = (typeof VENDOR_VARIANTS)[number];

export const vendorSmallIconUrl = (vendor: string, variant: VendorVariant = 'DEFAULT') =>
  `${PROD_IMAGE_ROOT}/VENDOR_ICON_SMALL/${vendor}-${variant}.svg`;
export const vendorListIconUrl = (gameType: string, vendor: string, variant: VendorVariant = 'COLOR') =>
  `${PROD_IMAGE_ROOT}/${gameType}_LIST_VENDOR/${vendor}-${variant}.svg`;
export const vendorMenuIconUrl = (gameType: string, vendor: string) =>
  `${PROD_IMAGE_ROOT}/SUBMENU_IMG/STYLE4/${gameType}-${vendor}.svg`;

/** Banner and promotion art of an announcement without an uploaded image. */
export const bannerImageUrl = (id: bigint | number) => `${PROD_IMAGE_ROOT}/BANNER/${id}.svg`;
