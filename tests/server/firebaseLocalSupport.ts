/**
 * Helpers for the local Firebase provider's tests: a test server that runs it (FIREBASE_LOCAL),
 * its verifier fetching the JWKS through app.inject instead of a socket, the provider's REST
 * calls, and a look inside ID tokens.
 */
import { createPublicKey, createSign, generateKeyPairSync, verify, type JsonWebKey } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { LOCAL_PROJECT_ID } from '../../src/shared/wire/firebase';
import type { SiteConfig, SystemStatus } from '../../src/shared/wire/system';
import { buildTestServer, wireHeaders, type TestServer } from './helper';
import type { DatabaseKind } from '../../server/db/database';

export type LocalFirebaseServer = TestServer;

/** A server acting as its own Firebase provider; the verifier's JWKS fetch goes through inject. */
export async function buildLocalFirebaseServer(
  kind: DatabaseKind,
  captchaText?: () => string,
): Promise<LocalFirebaseServer> {
  // The verifier fetches only after the app exists; the holder lets the fetch reach it.
  const built: { server?: TestServer } = {};
  const viaInject = async (url: string) => {
    const res = await built.server!.app.inject({ method: 'GET', url: new URL(url).pathname });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'cache-control': String(res.headers['cache-control'] ?? '') },
    });
  };
  const server = await buildTestServer(kind, {
    services: {
      accounts: {
        env: { FIREBASE_LOCAL: '1' },
        firebase: { projectId: LOCAL_PROJECT_ID, jwksUrl: 'http://127.0.0.1:8080/__/auth/jwks', fetch: viaInject },
        ...(captchaText && { captchaText }),
      },
    },
  });
  built.server = server;
  return server;
}

/** A REST call of the local provider, as the chooser page or the local adapter makes it. */
export function provider(server: TestServer) {
  return async (path: string, payload: unknown, o: { merchant?: string | null; ip?: string } = {}) => {
    const merchant = o.merchant === undefined ? 'demo' : o.merchant;
    const res = await server.app.inject({
      method: 'POST',
      url: `/__/auth/v1/${path}`,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: { 'content-type': 'application/json', ...(merchant && { merchant }) },
      payload: JSON.stringify(payload),
    });
    return {
      status: res.statusCode,
      body: res.json() as Record<string, unknown> & { error?: { code: number; message: string } },
    };
  };
}

export async function siteOf(server: TestServer, merchant = 'demo'): Promise<SiteConfig> {
  const res = await server.app.inject({ url: '/wps/system/status', headers: wireHeaders(merchant) });
  return (res.json() as { value: SystemStatus }).value.info.site;
}

export type Claims = Record<string, unknown> & {
  firebase?: { sign_in_provider?: string; identities?: Record<string, string[]> };
};

export function partsOf(token: string): { header: Record<string, unknown>; claims: Claims } {
  const [head, body] = token.split('.') as [string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: json(head), claims: json(body) as Claims };
}

/** Whether a token's RS256 signature checks out against a published key. */
export function signedBy(token: string, jwk: JsonWebKey): boolean {
  const [head, body, signature] = token.split('.') as [string, string, string];
  return verify(
    'RSA-SHA256',
    Buffer.from(`${head}.${body}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

/** The same header and claims signed with a key of the attacker's own (same kid): a forgery. */
export function forged(token: string, claims: Partial<Claims> = {}): string {
  const { header, claims: original } = partsOf(token);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const data = `${part(header)}.${part({ ...original, ...claims })}`;
  return `${data}.${createSign('RSA-SHA256').update(data).sign(privateKey).toString('base64url')}`;
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;
