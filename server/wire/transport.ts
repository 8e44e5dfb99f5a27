/**
 * The transport of the wire protocol (docs/protocol.md), as one Fastify plugin: the Merchant
 * header, the Language header, decryption of encrypted calls and the maintenance and region gates.
 *
 * Routes opt out or in through their `config`:
 *   merchant: false   an API route that needs no Merchant header (paths outside the API
 *                     prefixes, such as the web app and the operator route, never need one)
 *   gated: false      status and the RSA key answer even during maintenance
 *   encrypted: true   the body is DES + RSA; handlers see the decrypted JSON
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, normaliseLanguageCode, systemEndpoints } from '../../src/shared/wire';
import { WireError } from '../http/errors';
import { wireRoute } from '../http/wireRoute';
import { decryptRequest } from './decryptBody';
import type { Merchant, TransportGate } from './gate';
import { createReplayGuard } from './replayGuard';
import type { RsaKey } from './rsaKey';

declare module 'fastify' {
  interface FastifyContextConfig {
    merchant?: boolean;
    gated?: boolean;
    encrypted?: boolean;
  }
  interface FastifyRequest {
    merchant: Merchant;
    /** Platform language code of this request: the Language header or the merchant default. */
    language: string;
    /** The JSON or text body exactly as sent ('' without one): the provider signature covers it. */
    rawBody: string;
  }
}

/** The gate is the system domain's service (server/app.ts passes it); the wire knows only its interface. */
export type TransportOptions = { gate: TransportGate; rsaKey: RsaKey };

const MERCHANT_CODE = /^[a-z0-9]{2,20}$/;

/** The platform's API lives under these prefixes; everything else (the web app) needs no Merchant. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

function needsMerchant(request: FastifyRequest): boolean {
  return request.routeOptions.config.merchant !== false && API_PREFIXES.some((p) => request.url.startsWith(p));
}

/** Count raw header lines: Node folds a repeated custom header into one comma-joined value. */
function merchantHeader(request: FastifyRequest): string | undefined {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'merchant') values.push(raw[i + 1]!);
  if (values.length > 1) {
    throw new WireError(400, ErrorCode.functionNotAvailable, 'Send the Merchant header exactly once.');
  }
  return values[0]?.trim();
}

async function transport(app: FastifyInstance, { gate, rsaKey }: TransportOptions) {
  const replay = createReplayGuard();

  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('language', 'EN');
  app.decorateRequest('rawBody', '');

  // JSON bodies, and the bare-base64 body that encrypted calls may send (docs/protocol.md).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (request, body, done) => {
      request.rawBody = body as string;
      const text = (body as string).trim();
      if (text === '') return done(null, undefined);
      try {
        return done(null, JSON.parse(text));
      } catch {
        if (/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return done(null, text);
        return done(new WireError(400, ErrorCode.requestParamError, 'The request body is not valid JSON.'), undefined);
      }
    },
  );

  app.addHook('onRequest', async (request) => {
    if (!needsMerchant(request)) return;
    const code = merchantHeader(request);
    if (!code) throw new WireError(400, ErrorCode.functionNotAvailable, 'The Merchant header is missing.');
    const merchant = MERCHANT_CODE.test(code) ? await gate.merchant(code) : undefined;
    if (!merchant)
      throw new WireError(400, ErrorCode.functionNotAvailable, `Merchant "${code.slice(0, 40)}" is not available.`);
    request.merchant = merchant;
    const asked = normaliseLanguageCode(request.headers.language as string | undefined);
    request.language = asked && merchant.site.supportLanguages.includes(asked) ? asked : merchant.site.defaultLang;
  });

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const { payload } = decryptRequest(request.body, request.headers, rsaKey);
    if (replay.seen(String(request.headers.encryption))) {
      throw new WireError(
        400,
        ErrorCode.requestBodyRequired,
        'This encrypted request was already used. Please try again.',
      );
    }
    request.body = payload;
  });

  app.addHook('preHandler', async (request) => {
    if (!needsMerchant(request) || request.routeOptions.config.gated === false) return;
    const verdict = await gate.gate(request.merchant.code, request.ip);
    if (verdict.state === 1) {
      throw new WireError(400, ErrorCode.functionNotAvailable, 'The system is under maintenance.', {
        content: { data: { info: verdict.info, maintainTime: verdict.maintainTime, endTime: verdict.endTime } },
      });
    }
    if (verdict.state === 2) {
      throw new WireError(400, ErrorCode.functionNotAvailable, 'Access from your IP address or region is restricted.');
    }
  });

  wireRoute(app, systemEndpoints.rsaKey, { config: { gated: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return rsaKey.modulusHex;
  });
}

export const transportPlugin = fp(transport, { name: 'wire-transport' });
