/** Every house game's module by id (types.ts). */
import { baccarat } from './baccarat';
import { blackjack } from './blackjack';
import { dice } from './dice';
import { fishing } from './fishing';
import { keno } from './keno';
import { mines } from './mines';
import { plinko } from './plinko';
import { roulette } from './roulette';
import { sicbo } from './sicbo';
import { slot5 } from './slot5';
import type { HouseId, HouseRules } from './types';

export const HOUSE_RULES: Readonly<Record<HouseId, HouseRules>> = {
  slot5,
  roulette,
  sicbo,
  baccarat,
  dice,
  plinko,
  keno,
  fishing,
  blackjack,
  mines,
};
