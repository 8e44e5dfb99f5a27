/**
 * Session calls (contract §4.1): login, the unregistered-IP verification, free play, logout
 * and the captcha image.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rsaDecryptSessionKey } from '../../../src/shared/crypto/rsa';
import { ErrorCode, ok } from '../../../src/shared/wire';
import { authEndpoints, type LoginArgs, type LoginVerificationArgs } from '../../../src/shared/wire/auth';
import { humanDuration, TooManyRequestsError, WireError } from '../../http/errors';
import { refuseNulCharacters } from '../../http/nul';
import { tokenOf } from '../../http/token';
import { createReplayGuard } from '../../wire/replayGuard';
import type { RsaKey } from '../../wire/rsaKey';
import type { AccountServices } from './accountServices';
import { CAPTCHA_COOKIE, captchaCookie, readCookie } from './captcha/captchaService';
import type { LoginContext } from './loginService';
import { captchaQuery, loginBody, loginVerificationBody } from './schemas';

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

  app.post<{ Body: LoginArgs }>(
    authEndpoints.login.path,
    { config: { encrypted: true }, schema: { body: loginBody } },
    async (request) => {
      const args: LoginArgs = { ...request.body, type: request.body.type === ('1' as string) ? 'username' : request.body.type };
      return ok(await login.login(args, loginContext(request)));
    },
  );

  // The login popup asks before the first attempt (issue 14 item 10); counting nothing.
  app.get<{ Querystring: { username?: string } }>(
    authEndpoints.loginCaptcha.path,
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { username: { type: 'string', maxLength: 100 } } } } },
    async (request) => ok({ captcha: await login.captchaWanted(request.merchant.code, request.query.username ?? '', request.ip) }),
  );

  app.post<{ Body: LoginVerificationArgs }>(
    authEndpoints.loginVerification.path,
    { config: { encrypted: true }, schema: { body: loginVerificationBody } },
    async (request) => ok(await login.completeVerification(request.body.challengeId, request.body.code, loginContext(request))),
  );

  app.post(authEndpoints.freePlay.path, async (request) => {
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
  app.delete(authEndpoints.logout.path, logout);
  app.post(authEndpoints.logout.path, logout);

  app.get(authEndpoints.captcha.path, { schema: { querystring: captchaQuery } }, async (request, reply) => {
    const wait = await counters.limit(`captcha:ip:${request.ip}`, CAPTCHAS_PER_MINUTE, 60_000);
    if (wait) throw new TooManyRequestsError(wait, `Too many captcha requests. Please try again in ${humanDuration(wait)}.`);
    const issued = await captcha.issue(request.ip);
    reply.header('set-cookie', captchaCookie(issued.id, request.protocol === 'https'));
    reply.header('cache-control', 'no-store');
    return ok(issued.png.toString('base64'));
  });
}
