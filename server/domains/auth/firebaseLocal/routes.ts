/**
 * HTTP side of the local provider (mounted only with FIREBASE_LOCAL=1): the JWKS the verifier
 * fetches, the account chooser a social sign-in popup opens, and the Identity Toolkit-like calls
 * behind it and behind phone sign-in. They live outside the platform API prefixes, as the
 * provider is another service: the merchant comes from the Merchant header (or the chooser's
 * query), and only a merchant whose Firebase block is in local mode may use them. Refusals
 * answer as Identity Toolkit does: {"error": {"code": 400, "message": "INVALID_CODE"}}.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  firebaseSettingsOf,
  LOCAL_AUTH_PATHS,
  LocalAuthError,
  PROVIDER_IDS,
  SOCIAL_PROVIDERS,
  type FirebaseSettings,
  type LocalIdpAnswer,
} from '../../../../src/shared/wire/firebase';
import type { SystemRepository } from '../../system/repository';
import type { Merchant, SystemService } from '../../system/service';
import type { AccountServices } from '../accountServices';
import { badRequestPage, CHOOSER_CSP, chooserPage } from './accountChooser';
import { LocalAuthRefusal } from './phoneSignIn';

export type LocalFirebaseRouteOptions = {
  /** The local provider itself (absent unless FIREBASE_LOCAL=1) and the rate counters. */
  accounts: Pick<AccountServices, 'firebaseLocal' | 'counters'>;
  system: Pick<SystemService, 'merchant'>;
  systemRepo: Pick<SystemRepository, 'domainRoutes'>;
  /** Origins of the desktop renderer (CORS_ORIGINS): the chooser may answer them too. */
  corsOrigins: readonly string[];
};

const MERCHANT_CODE = /^[a-z0-9]{2,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOKENS_PER_MINUTE = 30;
const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

const providerOf = (providerId: unknown) => SOCIAL_PROVIDERS.find((p) => PROVIDER_IDS[p] === providerId);

const fieldOf = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

export async function localFirebaseRoutes(
  app: FastifyInstance,
  { accounts, system, systemRepo, corsOrigins }: LocalFirebaseRouteOptions,
) {
  const local = accounts.firebaseLocal;
  if (!local) return;
  const script = readFileSync(join(import.meta.dirname, 'handler.js'), 'utf8');
  const style = readFileSync(join(import.meta.dirname, 'handler.css'), 'utf8');

  /** The merchant and its settings, when it runs Firebase in local mode. */
  async function localMerchant(code: unknown): Promise<{ merchant: Merchant; settings: FirebaseSettings }> {
    const merchant = typeof code === 'string' && MERCHANT_CODE.test(code) ? await system.merchant(code) : undefined;
    const settings = merchant ? firebaseSettingsOf(merchant.site) : null;
    if (!merchant || settings?.mode !== 'local') throw new LocalAuthRefusal(403, LocalAuthError.notAllowed);
    return { merchant, settings };
  }

  /** Runs a REST handler; a refusal becomes Identity Toolkit's error body. */
  const rest =
    <T>(handler: (request: FastifyRequest) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await handler(request);
      } catch (error) {
        if (!(error instanceof LocalAuthRefusal)) throw error;
        return reply.code(error.status).send({ error: { code: error.status, message: error.reason } });
      }
    };

  app.get(LOCAL_AUTH_PATHS.jwks, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return local.jwks();
  });

  app.get(LOCAL_AUTH_PATHS.handlerScript, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  app.get(LOCAL_AUTH_PATHS.handlerStyle, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(style),
  );

  app.get<{ Querystring: Record<string, unknown> }>(LOCAL_AUTH_PATHS.handler, async (request, reply) => {
    const { providerId, merchant: code, origin, hl } = request.query;
    reply
      .header('content-security-policy', CHOOSER_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    let html: string | undefined;
    try {
      const { merchant, settings } = await localMerchant(code);
      const provider = providerOf(providerId);
      // The answer goes only to an origin of this site: its own, a merchant domain or the desktop app.
      const origins = [
        `${request.protocol}://${request.host}`,
        ...corsOrigins,
        ...(await systemRepo.domainRoutes(merchant.code)),
      ];
      if (provider && settings.providers.includes(provider) && typeof origin === 'string' && origins.includes(origin)) {
        const id = PROVIDER_IDS[provider];
        html = chooserPage({
          hl,
          providerName: PROVIDER_NAMES[id] ?? id,
          providerId: id,
          merchant: merchant.code,
          siteName: merchant.name,
          origin,
        });
      }
    } catch (error) {
      if (!(error instanceof LocalAuthRefusal)) throw error;
    }
    return html ? reply.send(html) : reply.code(400).send(badRequestPage(hl));
  });

  app.post(
    LOCAL_AUTH_PATHS.signInWithIdp,
    rest(async (request): Promise<LocalIdpAnswer> => {
      const { settings } = await localMerchant(request.headers.merchant);
      const provider = providerOf(fieldOf(request.body, 'providerId'));
      if (!provider || !settings.providers.includes(provider))
        throw new LocalAuthRefusal(400, LocalAuthError.invalidProvider);
      const email = fieldOf(request.body, 'email');
      if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim()))
        throw new LocalAuthRefusal(400, LocalAuthError.invalidEmail);
      const name = fieldOf(request.body, 'displayName');
      if (await accounts.counters.limit(`firebase-local:idp:${request.ip}`, TOKENS_PER_MINUTE, 60_000)) {
        throw new LocalAuthRefusal(429, LocalAuthError.tooManyAttempts);
      }
      const providerId = PROVIDER_IDS[provider];
      const identity = {
        provider: providerId as 'google.com' | 'facebook.com',
        email: email.trim(),
        ...(typeof name === 'string' && name.trim() && { name: name.trim().slice(0, 64) }),
      };
      const { idToken, uid } = await local.issuer.issue(identity);
      return { idToken, localId: uid, email: identity.email.toLowerCase(), providerId };
    }),
  );

  /** Phone sign-in is Firebase's "phone" provider: on only where the site checks registrations with it. */
  async function phoneMerchant(request: FastifyRequest): Promise<Merchant> {
    const { merchant, settings } = await localMerchant(request.headers.merchant);
    if (!settings.phoneRegistration) throw new LocalAuthRefusal(403, LocalAuthError.notAllowed);
    return merchant;
  }

  app.post(
    LOCAL_AUTH_PATHS.sendVerificationCode,
    rest(async (request) => {
      const merchant = await phoneMerchant(request);
      return local.phone.sendCode(
        { merchantCode: merchant.code, siteName: merchant.name, ip: request.ip },
        fieldOf(request.body, 'phoneNumber'),
      );
    }),
  );

  app.post(
    LOCAL_AUTH_PATHS.signInWithPhoneNumber,
    rest(async (request) => {
      const merchant = await phoneMerchant(request);
      return local.phone.signIn(merchant.code, fieldOf(request.body, 'sessionInfo'), fieldOf(request.body, 'code'));
    }),
  );
}
