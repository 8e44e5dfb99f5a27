/** System calls (src/shared/wire/system.ts): status, whitelabel tree, register rules, domains. */
import type { FastifyInstance } from 'fastify';
import { ok, systemEndpoints } from '../../../src/shared/wire';
import { wireRoute } from '../../http/wireRoute';
import type { SystemService } from './service';
import type { SystemRepository } from './repository';

export async function systemRoutes(app: FastifyInstance, opts: { system: SystemService; repo: SystemRepository }) {
  const { system, repo } = opts;

  wireRoute(app, systemEndpoints.status, { config: { gated: false } }, async (request) =>
    ok(await system.status(request.merchant, request.ip)),
  );

  wireRoute(app, systemEndpoints.whitelabel, {}, async (request) =>
    ok(await repo.whitelabelTree(request.merchant.code)),
  );

  wireRoute(app, systemEndpoints.registerSettings, {}, async (request) =>
    ok(await repo.registerRules(request.merchant.code)),
  );

  // Answers during maintenance too: a desktop client needs it to find a working origin.
  wireRoute(app, systemEndpoints.domainRoute, { config: { gated: false } }, async (request) =>
    ok(await repo.domainRoutes(request.merchant.code)),
  );
}
