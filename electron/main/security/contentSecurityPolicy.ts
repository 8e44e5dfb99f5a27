/**
 * The Content-Security-Policy the app protocol sends with the renderer's HTML. Scripts only from
 * the bundle; network, images and frames from https (the API origin can move through domain
 * routing, and image/launch CDNs come from the platform's status) plus the configured platform
 * origin, which is plain http only for the local demo server.
 */
import { normaliseOrigin } from './trustedUrl';

/** Builds the renderer CSP for a platform origin (e.g. 'https://www.example.com'). */
export function rendererContentSecurityPolicy(platformOrigin: string): string {
  const origin = normaliseOrigin(platformOrigin);
  const platform = origin === null ? '' : ` ${origin}`;
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${platform}`,
    "font-src 'self' data: https:",
    "media-src 'self' blob: https:",
    `connect-src 'self' https: wss:${platform}`,
    `frame-src https:${platform}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
