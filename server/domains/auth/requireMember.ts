/**
 * Member authentication for any domain's routes. A route registered from a definition that needs
 * a token (server/http/wireRoute.ts sets `config.auth` from the definition's `token`) reads the
 * member from the request:
 *
 *   wireRoute(app, walletEndpoints.upline, {}, async (request) => {
 *     const member = memberOf(request);          // the active member; never null here
 *     ...
 *   });
 *
 *   auth: 'member'    no valid session → HTTP 401 errorCode user.or.token.invalid (docs/protocol.md)
 *   auth: 'optional'  request.member is the member when a valid token came, else null
 *
 * The token is the raw `Authorization` header (docs/protocol.md); a `Bearer ` prefix is tolerated.
 * Sessions are looked up on every request (see sessions.ts), only for the request's merchant.
 * A route may read its own data in the same statement as that lookup, with
 * `config.sessionColumns` (sessions.ts SessionColumns; the balance call does, wallet/routes.ts).
 * A route whose calls are not the member doing something (the event stream, events/routes.ts)
 * says `config.sessionActivity: false`: its check leaves the session's idle deadline alone.
 *
 * The `auth` config is declared with the app's headers (server/http/plugin.ts), which keep every
 * answer of such a route, and every answer to a request with a token, out of caches.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src/shared/wire';
import { WireError } from '../../http/errors';
import { tokenOf } from '../../http/token';
import type { MemberRow, ResolvedSession, SessionColumns, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read with the session check, in the same statement (sessions.ts SessionColumns). */
    sessionColumns?: SessionColumns;
    /**
     * false: the session check is not the member's activity and leaves the idle deadline alone (sessions.ts resolve).
     */
    sessionActivity?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in member on routes with config.auth; null otherwise. */
    member: MemberRow | null;
    session: ResolvedSession | null;
  }
}

export const NOT_LOGGED_IN = 'Sorry, you are not logged in yet, please log in';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** The member of a route declared with auth: 'member'. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new WireError(401, ErrorCode.userOrTokenInvalid, NOT_LOGGED_IN);
  return request.member;
}

export function sessionOf(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new WireError(401, ErrorCode.userOrTokenInvalid, NOT_LOGGED_IN);
  return request.session;
}

async function memberAuth(app: FastifyInstance, { sessions }: { sessions: SessionService }) {
  app.decorateRequest('member', null);
  app.decorateRequest('session', null);

  app.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const token = tokenOf(request);
    const { sessionColumns, sessionActivity } = request.routeOptions.config;
    const session = token
      ? await sessions.resolve(token, request.merchant.code, sessionColumns, sessionActivity !== false)
      : undefined;
    if (session) {
      request.session = session;
      request.member = session.member;
    } else if (mode === 'member') {
      throw new WireError(401, ErrorCode.userOrTokenInvalid, token ? SESSION_ENDED : NOT_LOGGED_IN);
    }
  });
}

export const memberAuthPlugin = fp(memberAuth, { name: 'member-auth', dependencies: ['wire-transport'] });
