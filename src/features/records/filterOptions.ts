/**
 * Choices of the betting-record filters. Vendors are suggestions only (the report takes any
 * code): the platform's provider codes plus BGS, JL and PG. Game types are the playable types.
 */
export const BET_VENDORS = [
  'AG',
  'BBIN',
  'CQ9',
  'GG',
  'PT',
  'RTG',
  'BG',
  'DG',
  'EA',
  'LOTUS',
  'OG',
  'TGP',
  'KX',
  'KY',
  'TH',
  'WS',
  'XY',
  'AE',
  'ISB',
  'MG',
  'MGS',
  'PNG',
  'TTG',
  'WD',
  'SBT',
  'UG',
  'BGS',
  'JL',
  'PG',
] as const;

/** What a vendor code may hold on the wire (letters, digits, _; at most 32), upper-cased as typed. */
export function vendorCode(typed: string): string {
  return typed
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, 32)
    .toUpperCase();
}

export const isSuggestedVendor = (code: string) => (BET_VENDORS as readonly string[]).includes(code);

export const BET_GAME_TYPES = ['SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LIVE', 'LOTT', 'ELOTT', 'RNG'] as const;
export type BetGameType = (typeof BET_GAME_TYPES)[number];

export function isBetGameType(value: string): value is BetGameType {
  return (BET_GAME_TYPES as readonly string[]).includes(value);
}
