/**
 * The lobby's filters live in the address (/rng?vassalage=…), so links, reloads and
 * the back button show the same list: `vassalage` (vendor), `classify` (sub-category), `name`
 * (search), `page` (1-based) and `view=all` for the continuous "show all" grid. Defaults are
 * left out of the address.
 */
import { GAME_NAME_MAX_LENGTH } from '../../../shared/wire';
import { isClassify } from '../../../shared/lobbyMenus';

export type LobbyQuery = {
  vassalage: string;
  classify: string;
  name: string;
  page: number;
  showAll: boolean;
};

/** The vendor code form the server accepts: letters, digits, '_' and a comma list of them. */
const VENDOR = /^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/;

export function readLobbyQuery(params: URLSearchParams): LobbyQuery {
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const classify = params.get('classify') ?? '';
  const page = Number(params.get('page'));
  return {
    vassalage: VENDOR.test(vassalage) && vassalage.toUpperCase() !== 'ALL' ? vassalage : '',
    classify: isClassify(classify) ? classify : '',
    name: (params.get('name') ?? '').trim().slice(0, GAME_NAME_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    showAll: params.get('view') === 'all',
  };
}

/**
 * The address after a change. A new vendor, sub-category or search starts at page 1; a new
 * vendor also drops the sub-category (the vendor may not have it). Other parameters are kept.
 */
export function writeLobbyQuery(params: URLSearchParams, change: Partial<LobbyQuery>): URLSearchParams {
  const next = { ...readLobbyQuery(params), ...change };
  if (change.vassalage !== undefined && !('classify' in change)) next.classify = '';
  if (change.vassalage !== undefined || change.classify !== undefined || change.name !== undefined) {
    if (change.page === undefined) next.page = 1;
  }
  const out = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
  set('vassalage', next.vassalage);
  set('classify', next.classify);
  set('name', next.name);
  set('page', next.page > 1 ? String(next.page) : '');
  set('view', next.showAll ? 'all' : '');
  return out;
}
