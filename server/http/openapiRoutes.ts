/**
 * The contract's reference: `GET /openapi.json` (OpenAPI 3.1, ./openapi.ts) and `GET /api`, the
 * same for people (./openapiPage.ts). Built once at start: the contract is code.
 */
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';
import { OPENAPI_PAGE_CSS, openApiPage } from './openapiPage';

export async function openApiRoutes(app: FastifyInstance, opts: { version: string }) {
  const document = openApiDocument(opts.version);
  const documentText = JSON.stringify(document);
  const page = openApiPage(document);
  const noMerchant = { config: { merchant: false } };
  app.get('/openapi.json', noMerchant, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(documentText),
  );
  app.get('/api', noMerchant, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  app.get('/api/reference.css', noMerchant, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(OPENAPI_PAGE_CSS),
  );
}
