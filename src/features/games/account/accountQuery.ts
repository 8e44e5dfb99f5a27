/**
 * The favourite and recent lists keep their filters in the address too: `type` (game type),
 * `vassalage` (vendor, only with a type) and `page`. A new type or vendor starts at page 1.
 */
import { isGameType, type GameType } from '../../../shared/wire';

export type AccountQuery = { gameType: GameType | ''; vassalage: string; page: number };

/** Types whose games can be kept as favourites or played recently: the game list types. */
export const LIST_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

export function readAccountQuery(params: URLSearchParams): AccountQuery {
  const type = params.get('type') ?? '';
  const gameType = isGameType(type) && LIST_TYPES.includes(type) ? type : '';
  const vassalage = gameType ? (params.get('vassalage') ?? '').replace(/[^A-Za-z0-9_]/g, '') : '';
  const page = Number(params.get('page'));
  return { gameType, vassalage, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function writeAccountQuery(params: URLSearchParams, change: Partial<AccountQuery>): URLSearchParams {
  const next = { ...readAccountQuery(params), ...change };
  if (change.gameType !== undefined && change.vassalage === undefined) next.vassalage = '';
  if ((change.gameType !== undefined || change.vassalage !== undefined) && change.page === undefined) next.page = 1;
  const out = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
  set('type', next.gameType);
  set('vassalage', next.gameType ? next.vassalage : '');
  set('page', next.page > 1 ? String(next.page) : '');
  return out;
}
