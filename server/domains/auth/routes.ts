/**
 * Session calls (src/shared/wire/auth.ts): login, the unregistered-IP verification, free play, logout
 * and the captcha image.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rsaDecryptSessionKey } from '../../../src/shared/crypto/rsa';
import { ErrorCode, ok } from '../../../src/shared/wire';
import { authAliasEndpoints, authEndpoints } from '../../../src/shared/wire/auth';
import { loginTypeOf } from '../../../src/shared/wire/loginType';
import { humanDuration, TooManyRequestsError, WireError } from '../../http/errors';
import { refuseNulCharacters } from '../../http/nul';
import { tokenOf } from '../../http/token';
import { wireRoute } from '../../http/wireRoute';
import { createReplayGuard } from '../../wire/replayGuard';
import type { RsaKey } from '../../wire/rsaKey';
import type { AccountServices } from './accountServices';
import { CAPTCHA_COOKIE, captchaCookie, readCookie } from './captcha/captchaService';
import type { LoginContext } from './loginService';

const CAPTCHAS_PER_MINUTE = 30;

export function loginContext(request: FastifyRequest): LoginContext {
  return { merchant: request.merchant, ip: request.ip, captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE) };
}

/** Free play sends only the RSA half (docs/protocol.md): the Encryption header must decrypt. */
function checkRsaOnly(request: FastifyRequest, rsaKey: RsaKey, seen: (token: string) => boolean) {
  const header = request.headers.encryption;
  const refuse = (message: string) => new WireError(400, ErrorCode.requestBodyRequired, message);
  if (typeof header !== 'string' || !header.trim()) throw refuse('This call must carry the Encryption header.');
  let key = '';
  try {
    key = rsaDecryptSessionKey(header, rsaKey.modulus, rsaKey.privateExponent);
  } catch {
    /* answered below */
  }
  if (key.length < 8) throw refuse('The Encryption header could not be read. Fetch a fresh key and try again.');
  if (seen(header.trim())) throw refuse('This encrypted request was already used. Please try again.');
}

const clientField = (request: FastifyRequest, name: 'os' | 'platform'): string => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = (body && typeof body === 'object' ? body[name] : undefined) ?? request.headers[name];
  return typeof value === 'string' ? value.replace(/[^\w .-]/g, '').slice(0, 40) : '';
};

export type AuthRouteOptions = {
  accounts: Pick<AccountServices, 'login' | 'freePlay' | 'sessions' | 'captcha' | 'counters'>;
  /** Free play's Encryption header is decrypted with it. */
  rsaKey: RsaKey;
};

export async function authRoutes(app: FastifyInstance, { accounts, rsaKey }: AuthRouteOptions) {
  const { login, freePlay, sessions, captcha, counters } = accounts;
  const replay = createReplayGuard();
  refuseNulCharacters(app);

  wireRoute(app, authEndpoints.login, {}, async (request) =>
    ok(await login.login({ ...request.body, type: loginTypeOf(request.body.type) }, loginContext(request))),
  );

  // The login popup asks before the first attempt; counting nothing.
  wireRoute(app, authEndpoints.loginCaptcha, {}, async (request) =>
    ok({ captcha: await login.captchaWanted(request.merchant.code, request.query.username ?? '', request.ip) }),
  );

  wireRoute(app, authEndpoints.loginVerification, {}, async (request) =>
    ok(await login.completeVerification(request.body.challengeId, request.body.code, loginContext(request))),
  );

  wireRoute(app, authEndpoints.freePlay, {}, async (request) => {
    checkRsaOnly(request, rsaKey, replay.seen);
    const client = { os: clientField(request, 'os'), platform: clientField(request, 'platform') || 'W' };
    return ok(await freePlay.start(request.merchant, request.ip, client));
  });

  // Logging out always succeeds: a dead or unknown token has nothing left to end.
  const logout = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (token) await sessions.revoke(token, request.merchant.code);
    return ok(null, 'You have logged out.');
  };
  wireRoute(app, authEndpoints.logout, {}, logout);
  wireRoute(app, authAliasEndpoints.logout, {}, logout);

  wireRoute(app, authEndpoints.captcha, {}, async (request, reply) => {
    const wait = await counters.limit(`captcha:ip:${request.ip}`, CAPTCHAS_PER_MINUTE, 60_000);
    if (wait)
      throw new TooManyRequestsError(wait, `Too many captcha requests. Please try again in ${humanDuration(wait)}.`);
    const issued = await captcha.issue(request.ip);
    reply.header('set-cookie', captchaCookie(issued.id, request.protocol === 'https'));
    reply.header('cache-control', 'no-store');
    return ok(issued.png.toString('base64'));
  });
}
