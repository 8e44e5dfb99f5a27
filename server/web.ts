/**
 * Serves the built web client from the API's origin: static assets with long caching, and
 * index.html (with the merchant for this host and a strict CSP) for every app route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SystemRepository } from './domains/system/repository';

/** The production CSP. Inline scripts and styles are never needed by the built app. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/'];
const MERCHANT_META = '<meta name="merchant" content="" />';

function escapeAttr(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type WebApp = {
  /** Registers the static files and the root route. */
  register(app: FastifyInstance): Promise<void>;
  /** Answers a client-side route with the app, or returns false for anything else. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
};

/** Returns undefined when there is no web build: the server then serves the API only. */
export function loadWebApp(webDist: string, defaultMerchant: string, systemRepo: SystemRepository): WebApp | undefined {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = readFileSync(indexPath, 'utf8');
  if (!indexHtml.includes(MERCHANT_META)) throw new Error(`${indexPath} lacks the merchant meta tag`);

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const host = (request.hostname ?? '').replace(/:\d+$/, '');
    const merchant = (await systemRepo.merchantCodeForHost(host)) ?? defaultMerchant;
    const html = indexHtml.replace(MERCHANT_META, `<meta name="merchant" content="${escapeAttr(merchant)}" />`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: webDist,
        // Static folders such as /support/ answer with their index.html; '/' itself is the
        // explicit route below (it fills in the merchant), which wins over the wildcard.
        index: ['index.html'],
        wildcard: true,
        // Hashed asset names never change; everything else is revalidated.
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/', { config: { merchant: false } }, sendIndex);
    },
    async fallback(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
      if (request.method !== 'GET' || !wantsHtml || API_PREFIXES.some((p) => path.startsWith(p)) || path.includes('.')) {
        return false;
      }
      await sendIndex(request, reply);
      return true;
    },
  };
}

/** Security headers on every response; the CSP on every HTML page. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
