/**
 * Where a banner click leads (wire Banner.linkageType / linkageTarget), decided once and
 * checked: a route must be a path of this app, a URL must be https, a game must name a vendor
 * and a node. Anything else makes the banner a plain, unclickable image. Pure.
 */
import { isGameType, type Banner, type GameType } from '../../shared/wire';

export type BannerAction =
  | { kind: 'route'; to: string }
  | { kind: 'game'; vassalage: string; nodeId: number; gameType: GameType }
  | { kind: 'url'; url: string };

const VENDOR = /^[A-Z0-9_]{1,32}$/;

function routeOf(target: string): BannerAction | null {
  // '/x' only: '//host' and '/\host' would leave the app.
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return { kind: 'route', to: target };
}

/**
 * '<vassalage>:<nodeId>', optionally ':<gameType>' after it. Without a type the game counts as
 * a slot (RNG, nearly the whole catalogue): with a node id the launch flow starts that game
 * whatever its type, the type only steers vendor-wide launches.
 */
function gameOf(target: string): BannerAction | null {
  const [vassalage = '', node = '', type = 'RNG', ...rest] = target.split(':');
  const nodeId = Number(node);
  if (
    rest.length > 0 ||
    !VENDOR.test(vassalage) ||
    !/^\d{1,15}$/.test(node) ||
    !Number.isSafeInteger(nodeId) ||
    nodeId <= 0
  )
    return null;
  if (!isGameType(type)) return null;
  return { kind: 'game', vassalage, nodeId, gameType: type };
}

function urlOf(target: string): BannerAction | null {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.username === '' && url.password === ''
      ? { kind: 'url', url: url.href }
      : null;
  } catch {
    return null;
  }
}

export function bannerAction(banner: Pick<Banner, 'linkageType' | 'linkageTarget'>): BannerAction | null {
  const target = banner.linkageTarget.trim();
  switch (banner.linkageType) {
    case 'ROUTE':
      return routeOf(target);
    case 'GAME':
      return gameOf(target);
    case 'URL':
      return urlOf(target);
    default:
      return null;
  }
}
