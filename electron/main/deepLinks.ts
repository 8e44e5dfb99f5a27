/**
 * Deep links (`casino-client://…`): a web page, an e-mail or another app can open the client on
 * a game or a member-centre page. The URL is untrusted input from anywhere, so the parser accepts
 * an exact grammar and turns it into a renderer route built from validated parts; anything else
 * is ignored. A deep link can only show a page: it never carries a token, never moves money and
 * never reaches the system browser.
 *
 *   casino-client://member/<page>                      /member?page=<page>
 *   casino-client://member/depositv2?deposit=<id>      the deposit's status
 *   casino-client://member/withdraw?withdrawal=<id>    that withdrawal first, then the rest
 *   casino-client://game/<vendor>?gameCode=<code>      /seamless?vassalage=<vendor>&gameCode=<code>
 *   casino-client://game/<vendor>?nodeId=<n>           /seamless?vassalage=<vendor>&nodeId=<n>
 */
import type { MemberEvent } from '../../src/shared/ipc/memberEvents';
import { isAppRoute } from '../../src/shared/ipc/routes';
import { MEMBER_PAGE_KEYS, type MemberPageKey } from '../../src/shared/memberPages';

/** The custom protocol (registered with the OS; electron-builder `protocols` for packaged builds). */
export const DEEP_LINK_SCHEME = 'casino-client';

/** Member-centre pages a link may open: the renderer's own list. */
export const MEMBER_PAGES = MEMBER_PAGE_KEYS;
export type MemberPage = MemberPageKey;

export type DeepLink =
  | { kind: 'member'; page: MemberPage; deposit?: string; withdrawal?: string }
  | { kind: 'game'; vendor: string; gameCode?: string; nodeId?: string };

const RECORD_ID = /^\d{1,19}$/;
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;
const GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
const NODE_ID = /^[1-9]\d{0,14}$/;
const MAX_LENGTH = 1024;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const FORBIDDEN = /[\s\\%\u0000-\u001f\u007f-\u009f]/;

/** The query as a map, or null when a key repeats or is not in `allowed`. */
function strictQuery(search: string, allowed: readonly string[]): Map<string, string> | null {
  const params = new URLSearchParams(search);
  const out = new Map<string, string>();
  for (const [key, value] of params) {
    if (!allowed.includes(key) || out.has(key)) return null;
    out.set(key, value);
  }
  return out;
}

/** Parses a deep link, or null for anything outside the grammar above. Never throws. */
export function parseDeepLink(value: unknown): DeepLink | null {
  // Nothing in the grammar needs escapes, spaces or controls: their presence alone is a refusal.
  if (typeof value !== 'string' || value.length > MAX_LENGTH || FORBIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (
    url.protocol !== `${DEEP_LINK_SCHEME}:` ||
    url.username !== '' ||
    url.password !== '' ||
    url.port !== '' ||
    url.hash !== ''
  )
    return null;
  const segments = url.pathname
    .split('/')
    .filter((segment, index, all) => !(segment === '' && (index === 0 || index === all.length - 1)));
  if (segments.length !== 1) return null;
  const [segment = ''] = segments;
  const host = url.hostname.toLowerCase();

  if (host === 'member') {
    if (!(MEMBER_PAGES as readonly string[]).includes(segment)) return null;
    const page = segment as MemberPage;
    const query = strictQuery(
      url.search,
      page === 'depositv2' ? ['deposit'] : page === 'withdraw' ? ['withdrawal'] : [],
    );
    if (!query) return null;
    const deposit = query.get('deposit');
    const withdrawal = query.get('withdrawal');
    if (
      (deposit !== undefined && !RECORD_ID.test(deposit)) ||
      (withdrawal !== undefined && !RECORD_ID.test(withdrawal))
    )
      return null;
    return {
      kind: 'member',
      page,
      ...(deposit !== undefined && { deposit }),
      ...(withdrawal !== undefined && { withdrawal }),
    };
  }

  if (host === 'game') {
    if (!VENDOR.test(segment)) return null;
    const query = strictQuery(url.search, ['gameCode', 'nodeId']);
    if (!query) return null;
    const gameCode = query.get('gameCode');
    const nodeId = query.get('nodeId');
    if (gameCode === undefined && nodeId === undefined) return null;
    if ((gameCode !== undefined && !GAME_CODE.test(gameCode)) || (nodeId !== undefined && !NODE_ID.test(nodeId)))
      return null;
    return {
      kind: 'game',
      vendor: segment,
      ...(gameCode !== undefined && { gameCode }),
      ...(nodeId !== undefined && { nodeId }),
    };
  }
  return null;
}

/** '/member?page=<page>' with extra parameters. */
export function memberRoute(page: MemberPage, extra: Readonly<Record<string, string>> = {}): string {
  return `/member?${new URLSearchParams({ page, ...extra }).toString()}`;
}

/** The renderer route a deep link opens. */
export function routeOf(link: DeepLink): string {
  if (link.kind === 'member') {
    const extra: Record<string, string> = {};
    if (link.deposit !== undefined) extra.deposit = link.deposit;
    if (link.withdrawal !== undefined) extra.withdrawal = link.withdrawal;
    return memberRoute(link.page, extra);
  }
  const params = new URLSearchParams({ vassalage: link.vendor });
  if (link.gameCode !== undefined) params.set('gameCode', link.gameCode);
  if (link.nodeId !== undefined) params.set('nodeId', link.nodeId);
  return `/seamless?${params.toString()}`;
}

/** Where a notification about a deposit or withdrawal takes the player: that record. */
export function recordRoute(record: MemberEvent['record']): string {
  return record.type === 'deposit'
    ? memberRoute('depositv2', { deposit: record.id })
    : memberRoute('withdraw', { withdrawal: record.id });
}

/** The route of a deep link, or null; the result always passes the renderer's own route check. */
export function deepLinkRoute(value: unknown): string | null {
  const link = parseDeepLink(value);
  const route = link ? routeOf(link) : null;
  return route !== null && isAppRoute(route) ? route : null;
}

/**
 * The deep link in a command line (Windows and Linux pass the URL as an argument on a cold start
 * and to `second-instance`). Only an argument that is itself a link counts: a link hidden inside
 * another argument (`--flag=casino-client://…`) is not one the OS passed.
 */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  return argv.find((arg) => typeof arg === 'string' && arg.toLowerCase().startsWith(prefix)) ?? null;
}
