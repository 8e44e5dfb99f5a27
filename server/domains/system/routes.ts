/** System calls of the wire contract §4.2: status, whitelabel tree, register rules, domains. */
import type { FastifyInstance } from 'fastify';
import { ok, systemEndpoints } from '../../../src/shared/wire';
import type { SystemService } from './service';
import type { SystemRepository } from './repository';

export async function systemRoutes(app: FastifyInstance, opts: { system: SystemService; repo: SystemRepository }) {
  const { system, repo } = opts;

  app.get(systemEndpoints.status.path, { config: { gated: false } }, async (request) =>
    ok(await system.status(request.merchant, request.ip)),
  );

  app.get(systemEndpoints.whitelabel.path, async (request) => ok(await repo.whitelabelTree(request.merchant.code)));

  app.get(systemEndpoints.registerSettings.path, async (request) => ok(await repo.registerRules(request.merchant.code)));

  // Answers during maintenance too: a desktop client needs it to find a working origin.
  app.get(systemEndpoints.domainRoute.path, { config: { gated: false } }, async (request) =>
    ok(await repo.domainRoutes(request.merchant.code)),
  );
}
