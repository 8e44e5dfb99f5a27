/**
 * The built-in games over HTTP:
 *
 *   GET  /wps/game/launchGame          the platform launch call (member token): a one-time URL
 *   GET  /play/<token>                 uses the token up, starts a game session, the game page
 *   GET  /play/game/<launchId>         the same session again (reload), from its cookie
 *   GET  /play/verify[/<roundKey>]     the verification page
 *   POST /play/api/lobby/launch        a vendor lobby's pick: the game's one-time URL
 *   GET  /play/assets/<file>           the pages' script and stylesheet
 *   /play/api/…                        the games' own API (X-Game-Session header)
 *
 * /play paths are outside the platform API prefixes: no Merchant header, the launch row says
 * whose game it is. Every page answers with its own strict CSP (pages/html.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseLanguageCode, ok } from '../../../src/shared/wire';
import { gameEndpoints } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { badRequest, WireError } from '../../http/errors';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import { merchantMoney } from '../betting/settings';
import type { SystemService } from '../system/service';
import { ASSET_PREFIX, playAssets } from './assets';
import { playGame } from './catalogue';
import { checkClientSeed, rotateSeed } from './fairSeeds';
import {
  consumeLaunchToken,
  memberSessionFromCookies,
  resolveGameSession,
  sessionCookie,
  sessionFromCookie,
  type GameSession,
} from './gameSessions';
import { launchBase, launchGame, type ExternalLaunch } from './launch';
import { launchFromLobby, lobbyOf } from './lobby';
import { lobbyPage } from './pages/lobbyPage';
import { gamePage } from './pages/gamePage';
import { crashPage } from './pages/crashPage';
import { virtualPage } from './pages/virtualPage';
import { noticePage, playPageCsp } from './pages/html';
import { verifyPage, type VerifyPageInput } from './pages/verifyPage';
import { houseAct, housePlay } from './houseRounds';
import { cashOut, deal, guess, spin } from './playRounds';
import { resetPlayMoney } from './playMoney';
import { gameState, verifyRound } from './playState';
import { roundByKey } from './roundViews';
import { GAME_SESSION_HEADER, PLAY_PATHS, PlayErrorCode, ROUND_KEY_RE } from './shared/playApi';
import { NOTICE_TEXT as N } from './shared/text';

const LAUNCH_ID_RE = /^\d{1,18}$/;

export type PlayRouteOptions = {
  db: Kysely<DB>;
  clock: () => Date;
  /** The launch call takes its game CDNs from the status. */
  system: Pick<SystemService, 'status'>;
  /** Origins that may frame the game pages (the desktop renderer's, CORS_ORIGINS). */
  frameAncestors?: readonly string[];
  /** External providers' launches (server/domains/providers/launchExternal.ts). */
  external?: ExternalLaunch;
};

export async function playRoutes(
  app: FastifyInstance,
  { db, clock, system, frameAncestors = [], external }: PlayRouteOptions,
) {
  const pageCsp = playPageCsp(frameAncestors);

  // The platform's launch call.
  wireRoute(app, gameEndpoints.launch, {}, async (request) => {
    const member = memberOf(request);
    const query = request.query;
    // The launch's own language (the deployed client sends one) when the site offers it, else the request's.
    const asked = normaliseLanguageCode(query.language);
    const language = asked && request.merchant.site.supportLanguages.includes(asked) ? asked : request.language;
    const status = await system.status(request.merchant, request.ip);
    const value = await launchGame(db, {
      member,
      merchantCode: request.merchant.code,
      query,
      language,
      base: launchBase(status.info.launchGameCDNs, `${request.protocol}://${request.host}`),
      now: clock(),
      external,
      siteOrigin: `${request.protocol}://${request.host}`,
    });
    return ok(value);
  });

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-security-policy', pageCsp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  const notice = async (reply: FastifyReply, status: number, title: string, message: string) =>
    page(reply, status, noticePage(title, message, { style: (await playAssets()).style }));

  async function sendGame(reply: FastifyReply, session: GameSession, secret: string) {
    const assets = await playAssets();
    if (session.lobbyGameType) {
      const lobby = await lobbyOf(db, session);
      if (!lobby) return notice(reply, 404, N.notFoundTitle, N.notFound);
      return page(
        reply,
        200,
        lobbyPage({
          lobby,
          secret,
          freePlay: session.accountType === 0,
          assets: { style: assets.style, script: assets.scripts.lobby },
        }),
      );
    }
    const game = await playGame(db, session.nodeId, session.language);
    if (!game) return notice(reply, 404, N.notFoundTitle, N.notFound);
    const input = {
      game,
      secret,
      launchId: session.launchId,
      assets: { style: assets.style, script: assets.scripts[game.engine] },
    };
    const body =
      game.engine === 'crash' ? crashPage(input) : game.engine === 'virtual' ? virtualPage(input) : gamePage(input);
    return page(reply, 200, body);
  }

  app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const opened = await consumeLaunchToken(db, request.params.token, clock());
    if (opened.kind === 'gone') return notice(reply, 410, N.usedTitle, N.used);
    if (opened.kind === 'unknown') return notice(reply, 404, N.unknownTitle, N.unknown);
    reply.header('set-cookie', sessionCookie(opened.session.launchId, opened.secret, request.protocol === 'https'));
    return sendGame(reply, opened.session, opened.secret);
  });

  app.get<{ Params: { launchId: string } }>('/play/game/:launchId', async (request, reply) => {
    const { launchId } = request.params;
    const found = LAUNCH_ID_RE.test(launchId)
      ? await sessionFromCookie(db, request.headers.cookie, BigInt(launchId), clock())
      : undefined;
    if (!found) return notice(reply, 410, N.endedTitle, N.ended);
    return sendGame(reply, found.session, found.secret);
  });

  async function sendVerify(request: FastifyRequest, reply: FastifyReply, roundKey: string | undefined) {
    const assets = await playAssets();
    const input: VerifyPageInput = { assets: { style: assets.style, script: assets.scripts.verify }, roundKey };
    let status = 200;
    if (roundKey !== undefined) {
      const row = ROUND_KEY_RE.test(roundKey) ? await roundByKey(db, roundKey) : undefined;
      const owner = row
        ? await memberSessionFromCookies(db, request.headers.cookie, row.member_id, clock())
        : undefined;
      try {
        const value = await verifyRound(db, roundKey, owner?.session);
        const money = await merchantMoney(db, row!.merchant_code);
        input.round = { ...value, money: money!.currency };
        input.secret = owner?.secret;
      } catch (error) {
        if (!(error instanceof WireError)) throw error;
        // A round that exists but is not revealed yet is a page that explains (200); 404 is
        // for keys that name no round.
        if (error.errorCode === PlayErrorCode.roundUnrevealed) input.pending = error.message;
        else {
          input.problem = error.message;
          status = 404;
        }
      }
    }
    return page(reply, status, verifyPage(input));
  }

  app.get(PLAY_PATHS.verifyPage, (request, reply) => sendVerify(request, reply, undefined));
  app.get<{ Params: { roundKey: string } }>(`${PLAY_PATHS.verifyPage}/:roundKey`, (request, reply) =>
    sendVerify(request, reply, request.params.roundKey),
  );

  app.get<{ Params: { file: string } }>(`${ASSET_PREFIX}:file`, async (request, reply) => {
    const asset = (await playAssets()).files.get(request.params.file);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body);
  });

  // The games' API.
  const header = (request: FastifyRequest) => {
    const value = request.headers[GAME_SESSION_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  async function sessionOf(request: FastifyRequest): Promise<GameSession> {
    const session = await resolveGameSession(db, header(request), clock());
    if (!session) throw new WireError(401, PlayErrorCode.sessionInvalid, N.ended);
    return session;
  }
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(PLAY_PATHS.state, async (request, reply) => {
    noStore(reply);
    return ok(await gameState(db, await sessionOf(request), clock()));
  });
  const round = (path: string, run: typeof spin) =>
    app.post(path, async (request, reply) => {
      noStore(reply);
      return ok(await run(db, await sessionOf(request), request.body, clock()));
    });
  round(PLAY_PATHS.spin, spin);
  round(PLAY_PATHS.deal, deal);
  round(PLAY_PATHS.guess, guess);
  round(PLAY_PATHS.cashOut, cashOut);
  round(PLAY_PATHS.housePlay, housePlay);
  round(PLAY_PATHS.houseAct, houseAct);

  app.post(PLAY_PATHS.lobbyLaunch, async (request, reply) => {
    noStore(reply);
    return ok(await launchFromLobby(db, await sessionOf(request), request.body, clock()));
  });

  app.post(PLAY_PATHS.playMoneyReset, async (request, reply) => {
    noStore(reply);
    const session = await sessionOf(request);
    if (session.accountType !== 0) throw badRequest('Only free play (play money) can be reset; real money never is.');
    return ok({ balanceMinor: (await resetPlayMoney(db, session.memberId, clock())).toString() });
  });

  app.post(PLAY_PATHS.rotate, async (request, reply) => {
    noStore(reply);
    return ok(await rotateSeed(db, (await sessionOf(request)).memberId, clock()));
  });
  app.post(PLAY_PATHS.clientSeed, async (request, reply) => {
    noStore(reply);
    const session = await sessionOf(request);
    const body = request.body as Record<string, unknown> | undefined;
    return ok(await rotateSeed(db, session.memberId, clock(), checkClientSeed(body?.clientSeed)));
  });
  app.get<{ Params: { roundKey: string } }>(`${PLAY_PATHS.round}/:roundKey`, async (request, reply) => {
    noStore(reply);
    const viewer = await resolveGameSession(db, header(request), clock());
    return ok(await verifyRound(db, request.params.roundKey, viewer));
  });

  // Anything else under /play is a page that does not exist (never the web app's index).
  app.get('/play/*', (_request, reply) => notice(reply, 404, N.notFoundTitle, N.notFound));
}
