/** A house game round's outcome in one line, for the verify page (server-rendered and recomputed). */
import type { Json } from './types';

type O = Record<string, Json>;
const list = (x: Json | undefined) => (Array.isArray(x) ? x.join(' ') : '');

export function houseSummary(engine: string, outcome: Json): string {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return '';
  const o = outcome as O;
  switch (engine) {
    case 'slot5': {
      const base = o.base as O;
      const free = Array.isArray(o.freeSpins) ? o.freeSpins.length : 0;
      const window = (base.window as Json[]).map((r) => list(r)).join(' | ');
      return `${window}; ${String(o.units)} line bets; ${free} free spins`;
    }
    case 'roulette':
      return `pocket ${String(o.pocket)}`;
    case 'sicbo':
      return `dice ${list(o.dice)}`;
    case 'baccarat': {
      const h = o.hand as O;
      return `player ${list(h.player)} (${String(h.playerTotal)}), banker ${list(h.banker)} (${String(h.bankerTotal)})`;
    }
    case 'dice':
      return `roll ${String(o.roll)}`;
    case 'plinko':
      return `path ${list(o.path)} → slot ${Number(o.bin) + 1}`;
    case 'keno':
      return `drawn ${list(o.drawn)}; hits ${list(o.hits)}`;
    case 'fishing':
      return `${String(o.fish)}: ${o.captured ? 'captured' : 'missed'}`;
    case 'blackjack':
      return `dealer ${list(o.dealer)}; ${(o.hands as O[]).map((h) => list(h.cards)).join(' / ')}`;
    case 'mines':
      return `mines ${list(o.mines)}; opened ${list(o.opened)}`;
    default:
      return '';
  }
}
