/**
 * For the tests: every answer of a route registered from the wire contract (./wireRoute.ts) is
 * checked against its response schema before it is serialised, and each mismatch is reported
 * (tests/server/helper.ts fails the test that caused it). Serialising with the schema would
 * otherwise drop a field the schema lacks without a word; the objects of the schemas are closed,
 * so such a field fails here. Not installed in production: the check costs time on every answer.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';

export function installAnswerCheck(app: FastifyInstance, report: (problem: string) => void): void {
  const checks = new Map<string, TypeCheck<TSchema>>();
  const key = (method: string, url: string) => `${method} ${url}`;
  app.addHook('onRoute', (route) => {
    const schema = (route.schema?.response as Record<number, TSchema> | undefined)?.[200];
    if (!route.config?.wire || !schema) return;
    const check = TypeCompiler.Compile(schema);
    for (const method of [route.method].flat()) checks.set(key(method, route.url), check);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const check = checks.get(key(request.method, request.routeOptions.url ?? ''));
    if (check && reply.statusCode === 200 && !check.Check(payload)) {
      const errors = [...check.Errors(payload)].slice(0, 5).map((error) => `${error.path || '/'}: ${error.message}`);
      report(`${request.method} ${request.routeOptions.url} answered outside its schema:\n  ${errors.join('\n  ')}`);
    }
    return payload;
  });
}
