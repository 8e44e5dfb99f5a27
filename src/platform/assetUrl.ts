/**
 * Images the platform serves (game icons, vendor logos, banners) come as root-relative URLs
 * ("/TCG_GAME_ICONS/…"). The web build loads them from its own origin; the desktop renderer lives
 * at app://bundle, so it must load them from the platform origin its API calls go to. The HTTP
 * layer records that origin with every request (it can move through domain routing), and image
 * elements pass server URLs through assetUrl().
 */
let assetOrigin = '';

/** '' on the web (same origin); the API origin on desktop. */
export function setAssetOrigin(origin: string): void {
  assetOrigin = origin.replace(/\/+$/, '');
}

/** A server image URL the renderer can load: root-relative ones get the API origin. */
export function assetUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  // "//host/x" is protocol-relative, not root-relative: left alone, like absolute URLs.
  return url.startsWith('/') && !url.startsWith('//') ? `${assetOrigin}${url}` : url;
}
