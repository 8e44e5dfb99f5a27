/**
 * Crash over HTTP, next to the other built-in games (../routes.ts serves the page itself for a
 * game whose engine is 'crash'):
 *
 *   GET  /play/api/crash/state          the round, the server's time, the member's bet and money
 *   POST /play/api/crash/bet            {roundId, stakeMinor, autoCashOut?}
 *   POST /play/api/crash/cashout        {roundId}
 *   GET  /play/api/crash/rounds/<id>    any round as everyone sees it (seed once crashed)
 *   GET  /play/verify/crash-<id>        its verification page (recomputed in the browser)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../../src/shared/wire';
import type { DB } from '../../../db/schema';
import { WireError } from '../../../http/errors';
import { playAssets } from '../assets';
import { resolveGameSession, type GameSession } from '../gameSessions';
import { playPageCsp } from '../pages/html';
import { crashVerifyPage } from '../pages/crashPage';
import { GAME_SESSION_HEADER, PlayErrorCode } from '../shared/playApi';
import { NOTICE_TEXT as N } from '../shared/text';
import { CRASH_PATHS } from './api';
import { cashOutCrashBet, placeCrashBet } from './bets';
import { crashRoundPublic, crashState } from './state';

export type CrashRouteOptions = { db: Kysely<DB>; clock: () => Date; frameAncestors?: readonly string[] };

export async function crashRoutes(app: FastifyInstance, { db, clock, frameAncestors = [] }: CrashRouteOptions) {
  const csp = playPageCsp(frameAncestors);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  async function sessionOf(request: FastifyRequest): Promise<GameSession> {
    const value = request.headers[GAME_SESSION_HEADER];
    const session = await resolveGameSession(db, typeof value === 'string' ? value : undefined, clock());
    if (!session) throw new WireError(401, PlayErrorCode.sessionInvalid, N.ended);
    return session;
  }

  app.get(CRASH_PATHS.state, async (request, reply) => {
    noStore(reply);
    return ok(await crashState(db, await sessionOf(request), clock()));
  });
  app.post(CRASH_PATHS.bet, async (request, reply) => {
    noStore(reply);
    const session = await sessionOf(request);
    return ok(await placeCrashBet(db, session, request.body, clock()));
  });
  app.post(CRASH_PATHS.cashOut, async (request, reply) => {
    noStore(reply);
    const session = await sessionOf(request);
    return ok(await cashOutCrashBet(db, session, request.body, clock()));
  });
  app.get<{ Params: { id: string } }>(`${CRASH_PATHS.round}/:id`, async (request, reply) => {
    noStore(reply);
    return ok(await crashRoundPublic(db, request.params.id, clock()));
  });
  app.get<{ Params: { id: string } }>(`${CRASH_PATHS.verifyPage}:id`, async (request, reply) => {
    const assets = await playAssets();
    const id = /^\d{1,18}$/.test(request.params.id) ? request.params.id : '';
    return reply
      .code(id ? 200 : 404)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(crashVerifyPage({ roundId: id, assets: { style: assets.style, script: assets.scripts.crashVerify } }));
  });
}
