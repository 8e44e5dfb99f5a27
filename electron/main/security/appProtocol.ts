/**
 * The `app://bundle/` protocol serves the built renderer (out/renderer). A custom scheme instead
 * of file:// gives the renderer a real origin (so CSP, fetch and storage behave as on the web)
 * and keeps file:// privileges out of the picture (the grantFileProtocolExtraPrivileges fuse is off).
 *
 * `resolveBundlePath` is the security boundary: it maps a request URL to a file strictly inside
 * the bundle root, or refuses. The handler around it only reads files and sets headers.
 */
import { extname, isAbsolute, relative, resolve } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
/** The renderer's origin as the address bar would show it. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * Maps `app://bundle/<path>` to an absolute file path inside `root`, or null when the URL is not
 * ours or escapes the root (`..`, encoded separators, NUL bytes, drive letters, UNC paths).
 * `/` maps to index.html.
 */
export function resolveBundlePath(root: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Chromium lower-cases hosts of standard schemes; Node's parser (tests) does not for custom ones.
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.hostname.toLowerCase() !== APP_HOST) return null;
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return null;
  const segments = decodeSegments(parsed.pathname);
  if (segments === null) return null;
  const relativePath = segments.length === 0 ? ['index.html'] : segments;
  const base = resolve(root);
  const target = resolve(base, ...relativePath);
  const fromRoot = relative(base, target);
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)) return null;
  return target;
}

// Decodes each path segment and refuses anything that could change directories once decoded.
function decodeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0:]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Content-Type for a bundle file; unknown extensions are served as opaque bytes. */
export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** What the handler needs from the file system (node:fs/promises in production). */
export type BundleReader = { readFile(path: string): Promise<Uint8Array> };

export type AppProtocolOptions = {
  /** Absolute path of out/renderer. */
  root: string;
  reader: BundleReader;
  /** Content-Security-Policy header for HTML documents. */
  contentSecurityPolicy: string;
};

/**
 * Builds the `protocol.handle('app', …)` handler. Client-side routes (paths without an extension
 * that match no file) fall back to index.html so a reload on /promotions still boots the app.
 */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    const filePath = resolveBundlePath(options.root, request.url);
    if (filePath === null) return plain(404, 'Not Found');
    const body = (await readOrNull(options.reader, filePath)) ?? (await spaFallback(options, filePath));
    if (body === null) return plain(404, 'Not Found');
    const servedPath = body.path;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(servedPath),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    };
    if (servedPath.endsWith('.html')) headers['Content-Security-Policy'] = options.contentSecurityPolicy;
    return new Response(request.method === 'HEAD' ? null : body.bytes, { status: 200, headers });
  };
}

type Served = { path: string; bytes: Uint8Array<ArrayBuffer> };

async function readOrNull(reader: BundleReader, path: string): Promise<Served | null> {
  try {
    const bytes = await reader.readFile(path);
    return { path, bytes: new Uint8Array(bytes) };
  } catch {
    return null;
  }
}

async function spaFallback(options: AppProtocolOptions, missingPath: string): Promise<Served | null> {
  if (extname(missingPath) !== '') return null;
  return readOrNull(options.reader, resolve(options.root, 'index.html'));
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** True for URLs of the bundled renderer (`app://bundle/...`), the main window's only origin. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    const noExtras = parsed.port === '' && parsed.username === '' && parsed.password === '';
    return parsed.protocol === `${APP_SCHEME}:` && parsed.hostname.toLowerCase() === APP_HOST && noExtras;
  } catch {
    return false;
  }
}
