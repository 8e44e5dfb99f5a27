/**
 * The bet slip's arithmetic on the page (pure, unit-tested): which selections may be combined and
 * what a slip returns. The server checks the same with shared/games/virtual/slip.ts.
 */
export type SlipPick = { fixtureId: string; market: string; pick: string; odds: number; label: string };

/** Adds a pick, or removes it if it is on the slip; a pick on a match already on it replaces that match's. */
export function togglePick(slip: readonly SlipPick[], pick: SlipPick): SlipPick[] {
  const same = (p: SlipPick) => p.fixtureId === pick.fixtureId && p.market === pick.market && p.pick === pick.pick;
  if (slip.some(same)) return slip.filter((p) => !same(p));
  return [...slip.filter((p) => p.fixtureId !== pick.fixtureId), pick].slice(-10);
}

/** The slip's odds in hundredths, rounded down (an accumulator's are the product of its legs'). */
export const slipOddsHundredths = (slip: readonly SlipPick[]): bigint =>
  slip.reduce((p, leg) => (p * BigInt(leg.odds)) / 100n, 100n);

/** What the slip pays if it wins: floor(stake × Π odds / 100^legs), as the server pays it. */
export function slipPayout(stake: bigint, slip: readonly SlipPick[]): bigint {
  const num = slip.reduce((p, leg) => p * BigInt(leg.odds), stake);
  return num / 100n ** BigInt(slip.length);
}
