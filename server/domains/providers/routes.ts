/**
 * The provider wallet API's routes (src/shared/wire/providers.ts), registered from their
 * definitions. Every request passes the signature gate (signatureCheck.ts) before its body is
 * validated, so an unsigned caller learns nothing about the arguments. The gate needs the body
 * exactly as sent: server/wire/transport.ts keeps it as request.rawBody.
 */
import type { FastifyInstance } from 'fastify';
import { providerEndpoints } from '../../../src/shared/wire/providers';
import { wireRoute } from '../../http/wireRoute';
import type { ProviderService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider whose signature the request carries (the providers routes only). */
    providerId: string;
  }
}

export type ProviderRouteOptions = { providers: ProviderService };

export async function providerRoutes(app: FastifyInstance, { providers }: ProviderRouteOptions) {
  const { wallet, clock } = providers;
  app.decorateRequest('providerId', '');
  app.addHook('preValidation', async (request) => {
    request.providerId = await providers.check({
      method: request.method,
      target: request.url,
      body: request.rawBody,
      address: request.ip,
      headers: request.headers,
    });
  });

  const e = providerEndpoints;
  wireRoute(app, e.authenticate, {}, async (request) =>
    wallet.authenticate(request.providerId, request.body.token, clock()),
  );
  wireRoute(app, e.balance, {}, async (request) => wallet.balance(request.providerId, request.body.sessionId, clock()));
  // The stored answers are the call's envelope: success with its value, or its refusal.
  wireRoute(app, e.bet, {}, async (request) => wallet.bet(request.providerId, request.body, clock()) as never);
  wireRoute(app, e.win, {}, async (request) => wallet.win(request.providerId, request.body, clock()) as never);
  wireRoute(
    app,
    e.betAndWin,
    {},
    async (request) => wallet.betAndWin(request.providerId, request.body, clock()) as never,
  );
  wireRoute(
    app,
    e.rollback,
    {},
    async (request) => wallet.rollback(request.providerId, request.body, clock()) as never,
  );
  wireRoute(
    app,
    e.endRound,
    {},
    async (request) => wallet.endRound(request.providerId, request.body, clock()) as never,
  );
}
