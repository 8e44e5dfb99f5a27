/**
 * Serves the built web client from the API's origin: static assets with long caching, and
 * index.html (with the merchant for this host and a strict CSP) for every app route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_STATUS_ELEMENT_ID } from '../src/shared/bootStatus';
import { FIRST_PAINT_LOBBY_TILES, firstLobbyPaintHtml, firstPaintHtml } from '../src/shared/firstPaint';
import { escapeHtml } from '../src/shared/html';
import {
  BOOT_ANSWERS_ELEMENT_ID,
  bootCallsFor,
  firstHomeBannerImage,
  firstLobbyTileImages,
  lobbyRowsOf,
  HOME_PAGE_PATHS,
  LOBBY_PAGE_TYPES,
  LOBBY_SCREEN_SOURCE,
  type BootAnswers,
} from '../src/shared/bootAnswers';
import { ok, resolveLanguage, supportedCodes, systemStateOf } from '../src/shared/wire';
import { firebaseSettingsOf } from '../src/shared/wire/firebase';
import type { SystemRepository } from './domains/system/repository';
import type { SystemService } from './domains/system/service';
import { answerBootCalls } from './bootAnswers';
import { sendText } from './wire/compression';
import { loadScreenPreloads } from './webPreloads';

/** The production CSP. Inline scripts and styles are never needed by the built app. */
const BASE_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const policyText = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export const CONTENT_SECURITY_POLICY = policyText(BASE_POLICY);

/**
 * A site that signs in through the real Firebase needs its SDK's origins: Google's sign-in
 * scripts and the invisible reCAPTCHA, the Identity Toolkit and token calls, and the project's
 * auth domain in a frame. Only those, and only for that merchant's pages.
 */
export function contentSecurityPolicyFor(site: unknown): string {
  const firebase = firebaseSettingsOf(site);
  if (firebase?.mode !== 'firebase') return CONTENT_SECURITY_POLICY;
  // A host name or nothing: a configured value can never add a directive of its own.
  const authOrigin = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(firebase.authDomain)
    ? [`https://${firebase.authDomain}`]
    : [];
  const extra: Record<string, string[]> = {
    'script-src': ['https://apis.google.com', 'https://www.gstatic.com', 'https://www.google.com'],
    'connect-src': [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ],
    'frame-src': [...authOrigin, 'https://www.google.com', 'https://recaptcha.google.com'],
    'img-src': ['https://www.gstatic.com'],
  };
  return policyText(
    Object.fromEntries(
      Object.entries(BASE_POLICY).map(([name, sources]) => [name, [...sources, ...(extra[name] ?? [])]]),
    ),
  );
}

// /play/ is the built-in games' own pages and API (domains/play): never the web app's index.
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/play/'];
const MERCHANT_META = '<meta name="merchant" content="" />';
const ROOT_ELEMENT = '<div id="root"></div>';
/** How many of a lobby's first tiles are asked for with the page: a phone's first row and the next. */
const LOBBY_PRELOADED_TILES = 4;

/**
 * JSON inside a <script> data block: `<` becomes \u003c, so no value can close the element
 * (`</script>`) or open a comment, and U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type WebApp = {
  /** Registers the static files and the root route. */
  register(app: FastifyInstance): Promise<void>;
  /** Answers a client-side route with the app, or returns false for anything else. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
};

/** Returns undefined when there is no web build: the server then serves the API only. */
export function loadWebApp(
  webDist: string,
  defaultMerchant: string,
  systemRepo: SystemRepository,
  system: SystemService,
): WebApp | undefined {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = readFileSync(indexPath, 'utf8');
  if (!indexHtml.includes(MERCHANT_META)) throw new Error(`${indexPath} lacks the merchant meta tag`);
  const screenPreloads = loadScreenPreloads(webDist, indexHtml);

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const host = (request.hostname ?? '').replace(/:\d+$/, '');
    const merchant = (await systemRepo.merchantCodeForHost(host)) ?? defaultMerchant;
    const site = (await systemRepo.merchant(merchant))?.site_config;
    // The status answer comes with the page (src/api/bootStatus.ts reads it), so the first paint
    // of content waits for no call: the same envelope GET /wps/system/status would send this
    // visitor now (gates by their address included). A data block, never run: the CSP holds.
    const known = await system.merchant(merchant);
    const status = known ? await system.status(known, request.ip) : undefined;
    const statusBlock = status
      ? `<script type="application/json" id="${BOOT_STATUS_ELEMENT_ID}" ` +
        `data-merchant="${escapeHtml(merchant)}">${jsonForScript(ok(status))}</script>`
      : '';
    // A guest's home and lobby pages also get their first calls answered (src/shared/bootAnswers.ts),
    // in the language a first visit resolves to. Not behind a gate: the gate page makes no such call.
    const path = request.url.split('?')[0] ?? '/';
    const language = known ? resolveLanguage(null, known.site) : '';
    const calls = known && status && systemStateOf(status) === 0 ? bootCallsFor(path, language) : [];
    const answers = calls.length ? await answerBootCalls(request.server, calls, merchant, language, request.ip) : [];
    const answersBlock = answers.length
      ? `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}" ` +
        `data-merchant="${escapeHtml(merchant)}">${jsonForScript({ answers } satisfies BootAnswers)}</script>`
      : '';
    // The home banner is the home page's largest image; a lobby's are its first tiles.
    const banner = HOME_PAGE_PATHS.includes(path) ? firstHomeBannerImage(answers) : undefined;
    const imagePreload = (url: string) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`;
    // A phone's lobby shows its first two tiles whole; a wide screen more, further down the list.
    const lobbyType = Object.hasOwn(LOBBY_PAGE_TYPES, path) ? LOBBY_PAGE_TYPES[path] : undefined;
    const tiles = lobbyType ? firstLobbyTileImages(answers, LOBBY_PRELOADED_TILES) : [];
    const imagePreloads = [...(banner ? [banner] : []), ...tiles].map(imagePreload).join('');
    // A lobby page's screen is a lazy chunk: asked for beside the entry, not after it ran, and
    // after the entry's own links, which the first paint needs first.
    const screenLinks = Object.hasOwn(LOBBY_PAGE_TYPES, path) ? screenPreloads(LOBBY_SCREEN_SOURCE) : '';
    // On a phone the home and lobby pages paint from the HTML, before any script
    // (src/shared/firstPaint.ts); a lobby's picture only once its games are in the answers.
    let firstPaint = banner ? firstPaintHtml(banner) : '';
    if (lobbyType && known && tiles.length) {
      const rows = lobbyRowsOf(answers, lobbyType, supportedCodes(known.site));
      firstPaint = firstLobbyPaintHtml(rows, firstLobbyTileImages(answers, FIRST_PAINT_LOBBY_TILES));
    }
    const html = indexHtml
      .replace(
        MERCHANT_META,
        `<meta name="merchant" content="${escapeHtml(merchant)}" />${statusBlock}${answersBlock}${imagePreloads}`,
      )
      .replace('</head>', `${screenLinks}</head>`)
      .replace(ROOT_ELEMENT, `${firstPaint}${ROOT_ELEMENT}`);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicyFor(site));
    // ~45 KB with the answers: compressed, as the API's JSON is.
    return sendText(request, reply, html);
  }

  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: webDist,
        // Static folders such as /support/ answer with their index.html; '/' itself is the
        // explicit route below (it fills in the merchant), which wins over the wildcard.
        index: ['index.html'],
        wildcard: true,
        // The build writes .br and .gz beside each text file (.config/precompress.ts): sent
        // by Accept-Encoding, with Vary, and never compressed again per request.
        preCompressed: true,
        // Nothing under a dot folder is for browsers (the build's .vite/manifest.json is read
        // only by tests/bench/homeRoute.ts).
        dotfiles: 'ignore',
        // Hashed asset names never change; everything else is revalidated.
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/', { config: { merchant: false } }, sendIndex);
      // The app's own route too (src/app/routeTable.ts): the file as built has no merchant,
      // status or answers in it.
      app.get('/index.html', { config: { merchant: false } }, sendIndex);
    },
    async fallback(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
      if (
        request.method !== 'GET' ||
        !wantsHtml ||
        API_PREFIXES.some((p) => path.startsWith(p)) ||
        path.includes('.')
      ) {
        return false;
      }
      await sendIndex(request, reply);
      return true;
    },
  };
}

/**
 * Security headers on every response; the CSP on every HTML page that did not set a stricter
 * one of its own (the local sign-in provider's page does).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
