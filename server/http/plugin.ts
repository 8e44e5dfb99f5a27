/**
 * Headers the whole app owes every answer of a kind, installed once (server/app.ts registers the
 * plugin before any route), so a domain cannot forget them:
 *
 *   Retry-After     every 429 that knows its wait (TooManyRequestsError, server/http/errors.ts)
 *                   says it in the header as in the envelope's value.retryAfterSeconds
 *                   (src/api/retry.ts waits for it).
 *   Cache-Control   every answer of a route that requires a member (config.auth 'member'), and
 *                   every answer to a request that carries a token, is `no-store`: it may be
 *                   personal (balances, records, member info), so no browser, proxy or CDN keeps
 *                   it. Anonymous answers keep whatever caching their route sets.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { WireError } from './errors';
import { tokenOf } from './token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'member': no valid session answers 401; 'optional': the member when a valid token came.
     * Read by server/domains/auth/requireMember.ts, and here for the caching of the answer.
     */
    auth?: 'member' | 'optional';
  }
}

/** The wait a 429 names, in seconds; undefined for any other error. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof WireError) || error.statusCode !== 429) return undefined;
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

async function httpHeaders(app: FastifyInstance) {
  // onError runs before the error handler writes the envelope (Fastify's hook order).
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = retryAfterOf(error);
    if (seconds !== undefined) reply.header('retry-after', String(seconds));
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.auth === 'member' || tokenOf(request)) reply.header('cache-control', 'no-store');
  });
}

export const httpPlugin = fp(httpHeaders, { name: 'http-headers' });
