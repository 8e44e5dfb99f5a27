/**
 * The reference platform server as a Fastify app. server.ts listens; tests build it with
 * buildApp() and talk to it through app.inject().
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { localFirebaseRoutes } from './domains/auth/firebaseLocal/routes';
import { authRoutes } from './domains/auth/routes';
import { cashierRoutes } from './domains/cashier/routes';
import { payRoutes } from './domains/cashier/payRoutes';
import { memberAuthPlugin } from './domains/auth/requireMember';
import { memberRoutes } from './domains/member/routes';
import { messageRoutes } from './domains/messages/routes';
import { opsRoutes } from './domains/ops/routes';
import { announcementRoutes } from './domains/announcements/routes';
import { gameIconRoutes } from './domains/games/icons/routes';
import { gameRoutes } from './domains/games/routes';
import { playRoutes } from './domains/play/routes';
import { crashRoutes } from './domains/play/crash/routes';
import { virtualRoutes } from './domains/play/virtual/routes';
import { securityRoutes } from './domains/security/routes';
import { walletRoutes } from './domains/wallet/routes';
import { providerRoutes } from './domains/providers/routes';
import { recordRoutes } from './domains/records/routes';
import { rewardRoutes } from './domains/rewards/routes';
import { verificationRoutes } from './domains/verification/routes';
import { systemRoutes } from './domains/system/routes';
import { agentRoutes } from './domains/agents/routes';
import { contractRoutes } from './domains/contracts/routes';
import { eventRoutes } from './domains/events/routes';
import { updateRoutes, updatesDir } from './domains/updates/routes';
import type { Services } from './services';
import { ErrorCode, failure, GATEWAY_VERSION } from '../src/shared/wire';
import { installAnswerCheck } from './http/answerCheck';
import { openApiRoutes } from './http/openapiRoutes';
import { httpPlugin } from './http/plugin';
import { compressionPlugin } from './wire/compression';
import { installErrorHandling } from './wire/errors';
import { transportPlugin } from './wire/transport';
import { installSecurityHeaders, loadWebApp } from './web';

export type AppOptions = {
  services: Services;
  config: Pick<ServerConfig, 'webDist' | 'defaultMerchant' | 'logLevel' | 'trustProxy' | 'corsOrigins'>;
  /** The operator secret; without it the /ops route is not mounted. */
  opsSecret?: string;
  logger?: boolean;
  /** Receives every route as it is added (the access-matrix test checks that it covers them all). */
  onRoute?: (route: { method: string | string[]; url: string; config?: FastifyContextConfig }) => void;
  /** Tests: receives each answer that does not match its route's response schema (server/http/answerCheck.ts). */
  checkAnswers?: (problem: string) => void;
};

export const ALLOWED_HEADERS = [
  'Merchant',
  'Authorization',
  'Language',
  'Device',
  'X-Gateway-Version',
  'Encryption',
  'X-Digest',
  'X-RSA',
  'ModuleId',
  'X-Real-UA',
  'X-Timestamp',
  'Content-Type',
  'Idempotency-Key',
];

export async function buildApp({
  services,
  config,
  opsSecret,
  logger = false,
  onRoute,
  checkAnswers,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Stack traces never leave the process; our error handler writes the envelope.
    return503OnClosing: true,
    // Errors Fastify's router raises before any hook runs (a malformed %-escape in the path)
    // still get the envelope, not Fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      // The option is typed with the raw server generics; the reply is an ordinary FastifyReply.
      const answer = reply as unknown as FastifyReply;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not a valid URL: check its %-escapes.'
          : 'The request is not valid.';
      void answer.code(400).send(failure(ErrorCode.requestParamError, message));
    },
  });

  if (onRoute)
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url, config: route.config }));
  if (checkAnswers) installAnswerCheck(app, checkAnswers);
  const web = loadWebApp(config.webDist, config.defaultMerchant, services.systemRepo, services.system);
  if (!web && logger) app.log.warn(`No web build at ${config.webDist}: serving the API only (npm run build:web).`);
  installErrorHandling(app, web?.fallback);
  installSecurityHeaders(app);
  // Retry-After and Cache-Control for every route, before any is added (server/http/plugin.ts).
  await app.register(httpPlugin);
  // Before any route is added: it chooses, route by route, which answers are compressed.
  await app.register(compressionPlugin);
  // The desktop renderer runs on its own origin (app://bundle); only it may call cross-origin.
  await app.register(cors, { origin: config.corsOrigins, allowedHeaders: ALLOWED_HEADERS, maxAge: 600 });
  // Each route plugin gets only the services it uses (its options type says which).
  const { db, clock, system, systemRepo, accounts, cashier } = services;
  await app.register(transportPlugin, { gate: system, rsaKey: services.rsaKey });
  await app.register(systemRoutes, { system, repo: systemRepo });
  await app.register(memberAuthPlugin, { sessions: accounts.sessions });
  await app.register(authRoutes, { accounts, rsaKey: services.rsaKey });
  await app.register(memberRoutes, { accounts, systemRepo, db });
  await app.register(verificationRoutes, { accounts });
  await app.register(walletRoutes, { wallet: services.wallet });
  await app.register(cashierRoutes, { cashier });
  await app.register(payRoutes, { cashier });
  await app.register(securityRoutes, { security: services.security });
  await app.register(messageRoutes, { messages: services.messages });
  await app.register(recordRoutes, { records: services.records });
  await app.register(rewardRoutes, { rewards: services.rewards });
  await app.register(gameRoutes, { db, clock, favourites: services.favourites });
  await app.register(gameIconRoutes, { db });
  await app.register(announcementRoutes, { announcements: services.announcements, db, clock });
  await app.register(playRoutes, {
    db,
    clock,
    system,
    frameAncestors: config.corsOrigins,
    external: services.providers.launcher,
  });
  await app.register(crashRoutes, { db, clock, frameAncestors: config.corsOrigins });
  await app.register(virtualRoutes, { db, clock, frameAncestors: config.corsOrigins });
  await app.register(agentRoutes, {
    db,
    clock,
    members: accounts.members,
    systemRepo,
    paymentPasswords: services.security.paymentPasswords,
  });
  await app.register(contractRoutes, { db, clock });
  await app.register(eventRoutes, { events: services.events });
  await app.register(providerRoutes, { providers: services.providers });
  await app.register(updateRoutes, { dir: updatesDir() });
  if (accounts.firebaseLocal)
    await app.register(localFirebaseRoutes, { accounts, system, systemRepo, corsOrigins: config.corsOrigins });
  // Operator commands may touch any service (server/domains/ops/commands.ts): this one gets them all.
  if (opsSecret) await app.register(opsRoutes, { services, secret: opsSecret });
  // The contract's reference, generated from src/shared/wire (server/http/openapi.ts).
  await app.register(openApiRoutes, { version: GATEWAY_VERSION });
  if (web) await web.register(app);
  return app;
}
