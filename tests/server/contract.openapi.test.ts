/**
 * The contract's reference (issue 16): GET /openapi.json is an OpenAPI 3.1 document generated
 * from the definitions (server/http/openapi.ts), with every endpoint once and every schema valid
 * JSON Schema 2020-12; GET /api shows the same to people, under the site's CSP.
 */
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/wire/groups';
import { buildTestServer, type TestServer } from './helper';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};

describe('the OpenAPI document and the reference page', () => {
  let server: TestServer;
  let document: { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    server = await buildTestServer('pglite');
    const response = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
  });
  afterAll(async () => {
    await server.close();
  });

  it('describes every endpoint of the contract once, at its method and path', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const endpoints = allEndpoints();
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(
      endpoints.map((def) => `${def.group}.${def.name}`).sort(),
    );
    for (const def of endpoints) {
      const operation = document.paths[def.path]?.[def.method.toLowerCase()];
      expect(operation?.operationId, `${def.method} ${def.path}`).toBe(`${def.group}.${def.name}`);
      // A call that needs a session says so; an encrypted one too.
      expect(Boolean((operation as { security?: unknown }).security), `${def.group}.${def.name} security`).toBe(
        Boolean(def.token),
      );
      expect(
        (operation as { 'x-encrypted'?: unknown })['x-encrypted'] ?? false,
        `${def.group}.${def.name} x-encrypted`,
      ).toBe(def.encrypt ?? false);
    }
  });

  it('holds only valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) {
        const schemas = [
          ...operation.parameters.map((parameter) => parameter.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
          ...Object.values(operation.responses).flatMap((response) =>
            Object.values(response.content ?? {}).map((media) => media.schema),
          ),
        ];
        for (const schema of schemas) {
          try {
            ajv.compile(schema);
          } catch (error) {
            problems.push(`${operation.operationId} ${path}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows every endpoint on the reference page, without a script', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toContain('<script');
    for (const def of allEndpoints()) expect(response.body).toContain(`id="${def.group}.${def.name}"`);
    const styles = await server.app.inject({ method: 'GET', url: '/api/reference.css' });
    expect(styles.headers['content-type']).toContain('text/css');
  });
});
