/** Fishing (../games/fishing.ts): each shot is a round of its own, aimed at one fish. */
import { aimShot, FISH, fireShot, type FishId } from '../games/fishing';
import { noActions, objectIn, stakeIn, type HouseRules } from './types';

const betOf = (raw: unknown) => {
  const o = objectIn(raw, 'bet');
  return { fish: String(o.fish) as FishId, stake: stakeIn(o.stakeMinor) };
};

export const fishing: HouseRules = {
  id: 'fishing',
  interactive: false,
  parseBet(raw) {
    const b = betOf(raw);
    return { fish: b.fish, stakeMinor: b.stake.toString() };
  },
  parseAction: noActions,
  play(bet, _actions, source) {
    const b = betOf(bet);
    const shot = fireShot(aimShot(b.stake, b.fish), source);
    const multiplier = FISH.find((f) => f.id === b.fish)!.multiplier;
    return {
      stake: b.stake,
      payout: shot.payout,
      validBet: shot.validBet,
      settled: true,
      outcome: { fish: b.fish, captured: shot.captured, multiplier },
    };
  },
  registryId: () => 'fishing',
};
