/**
 * Virtual sports over HTTP, next to the other built-in games (../routes.ts serves the page for a
 * game whose engine is 'virtual'):
 *
 *   GET  /play/api/virtual/state         leagues (open round with prices, live tracker, results), slips
 *   POST /play/api/virtual/slip          {requestId, stakeMinor, legs: [{fixtureId, market, pick, odds}]}
 *   GET  /play/api/virtual/rounds/<id>   a league round as everyone sees it (seed once settled)
 *   GET  /play/verify/virtual-<id>       its verification page (recomputed in the browser)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../../src/shared/wire';
import type { DB } from '../../../db/schema';
import { businessError, WireError } from '../../../http/errors';
import { playAssets } from '../assets';
import { resolveGameSession, type GameSession } from '../gameSessions';
import { playPageCsp } from '../pages/html';
import { virtualVerifyPage } from '../pages/virtualPage';
import { GAME_SESSION_HEADER, PlayErrorCode } from '../shared/playApi';
import { NOTICE_TEXT as N } from '../shared/text';
import { placeSlip } from './slips';
import { virtualState } from './state';
import { VIRTUAL_PATHS, type VirtualRoundView } from './api';

export type VirtualRouteOptions = { db: Kysely<DB>; clock: () => Date; frameAncestors?: readonly string[] };

export async function virtualRoutes(app: FastifyInstance, { db, clock, frameAncestors = [] }: VirtualRouteOptions) {
  const csp = playPageCsp(frameAncestors);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  async function sessionOf(request: FastifyRequest): Promise<GameSession> {
    const value = request.headers[GAME_SESSION_HEADER];
    const session = await resolveGameSession(db, typeof value === 'string' ? value : undefined, clock());
    if (!session) throw new WireError(401, PlayErrorCode.sessionInvalid, N.ended);
    return session;
  }

  app.get(VIRTUAL_PATHS.state, async (request, reply) => {
    noStore(reply);
    return ok(await virtualState(db, await sessionOf(request), clock()));
  });
  app.post(VIRTUAL_PATHS.slip, async (request, reply) => {
    noStore(reply);
    const session = await sessionOf(request);
    return ok(await placeSlip(db, session, request.body, clock()));
  });
  app.get<{ Params: { id: string } }>(`${VIRTUAL_PATHS.round}/:id`, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const row = /^\d{1,18}$/.test(id)
      ? await db.selectFrom('virtual_rounds').selectAll().where('id', '=', BigInt(id)).executeTakeFirst()
      : undefined;
    if (!row) throw businessError('game.round.not.found', `There is no virtual sports round ${id}.`);
    const settled = row.status === 'settled';
    const value: VirtualRoundView = {
      id: row.id.toString(),
      league: row.league,
      round: row.round_no,
      seedHash: row.seed_hash,
      kickOffAt: row.kick_off_at.getTime(),
      endsAt: row.ends_at.getTime(),
      seed: settled ? row.seed : null,
      results: settled ? row.results : null,
    };
    return ok(value);
  });
  app.get<{ Params: { id: string } }>(`${VIRTUAL_PATHS.verifyPage}:id`, async (request, reply) => {
    const assets = await playAssets();
    const id = /^\d{1,18}$/.test(request.params.id) ? request.params.id : '';
    return reply
      .code(id ? 200 : 404)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(virtualVerifyPage({ roundId: id, assets: { style: assets.style, script: assets.scripts.virtualVerify } }));
  });
}
