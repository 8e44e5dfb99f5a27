/**
 * The contract declared once (issue 16): every endpoint of src/shared/wire has its route, with
 * the definition's method, path, session rule and encryption (server/http/wireRoute.ts registers
 * it from the definition), and every API route has a definition. A route added with app.get()
 * beside the contract, or a definition without a route, fails here.
 */
import type { FastifyContextConfig } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/wire/groups';
import { wireSchemas } from '../../src/shared/wire/schemas';
import { configOf, routePath } from '../../server/http/wireRoute';
import { buildTestServer, type TestServer } from './helper';

type Route = { method: string; url: string; config?: FastifyContextConfig };

/**
 * The platform's API prefixes (docs/protocol.md), and the provider wallet API's; the built-in
 * games' /play/ pages and /ops are not the platform's protocol.
 */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/provider/'];

describe('the wire contract and the routes', () => {
  let server: TestServer;
  const routes: Route[] = [];

  beforeAll(async () => {
    server = await buildTestServer('pglite', {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config });
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has a route for every definition, registered from it', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const def of endpoints) {
      const url = routePath(def.path).url;
      const route = routes.find((candidate) => candidate.method === def.method && candidate.url === url);
      if (!route) {
        problems.push(`${def.group}.${def.name}: no route ${def.method} ${url}`);
        continue;
      }
      if (route.config?.wire?.group !== def.group || route.config.wire.name !== def.name)
        problems.push(
          `${def.group}.${def.name}: ${def.method} ${url} is not registered from its definition (wireRoute)`,
        );
      const implied = configOf(def);
      if (route.config?.auth !== implied.auth)
        problems.push(
          `${def.group}.${def.name}: session rule ${String(route.config?.auth)}, ` +
            `definition says ${String(implied.auth)}`,
        );
      if (Boolean(route.config?.encrypted) !== Boolean(implied.encrypted))
        problems.push(
          `${def.group}.${def.name}: encrypted ${String(route.config?.encrypted)}, ` +
            `definition says ${String(implied.encrypted)}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('has a definition for every API route', () => {
    const orphans = routes
      .filter((route) => API_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && !route.config?.wire)
      .map((route) => `${route.method} ${route.url}`);
    expect(orphans).toEqual([]);
  });

  it('has schemas for exactly the defined endpoints', () => {
    const defined = allEndpoints()
      .map((def) => `${def.group}.${def.name}`)
      .sort();
    const schemas = Object.entries(wireSchemas)
      .flatMap(([group, calls]) => Object.keys(calls).map((name) => `${group}.${name}`))
      .sort();
    expect(defined).toEqual(schemas);
  });
});
