/**
 * Helpers of the provider wallet API tests (tests/server/providers.*.test.ts): a vendor of their
 * own mapped to a test provider, a small real HTTP endpoint playing the provider's launch side
 * (it checks the platform's signature and answers a game address), signed provider calls, and a
 * player launched and authenticated the way a provider would see it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { signedHeaders, signRequest } from '../../src/shared/providers/signing';
import type { ProviderLaunchRequest } from '../../src/shared/wire/providers';
import { envelope, type Envelope, type TestMember } from './bettingSupport';
import { wireHeaders, type TestServer } from './helper';

export const PROVIDER = 'TP';
export const PROVIDER_VENDOR = 'ZZPROV';
export const GAMES = { slot: 'zz-prov-slot', off: 'zz-prov-off' } as const;
export const PROVIDER_ADDRESS = '10.9.8.7';

export async function seedProviderGames(server: TestServer): Promise<void> {
  const { db } = server.services;
  await db
    .insertInto('game_vendors')
    .values({ code: PROVIDER_VENDOR, game_type: 'RNG', display_name: 'Provider Test Vendor' })
    .onConflict((oc) => oc.columns(['code', 'game_type']).doNothing())
    .execute();
  await db
    .insertInto('merchant_game_vendors')
    .values({ merchant_code: 'demo', vendor: PROVIDER_VENDOR, game_type: 'RNG' })
    .onConflict((oc) => oc.columns(['merchant_code', 'vendor', 'game_type']).doUpdateSet({ enabled: true }))
    .execute();
  const game = (code: string, name: string, enabled: boolean) => ({
    game_code: code,
    vendor: PROVIDER_VENDOR,
    game_type: 'RNG',
    game_name: name,
    display_names: JSON.stringify({}),
    engine: 'slot' as const,
    enabled,
  });
  await db
    .insertInto('games')
    .values([game(GAMES.slot, 'Provider Fruits', true), game(GAMES.off, 'Provider Switched Off', false)])
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
}

/** The provider's launch endpoint: records each launch request whose signature checks out. */
export type LaunchEndpoint = {
  url: string;
  requests: ProviderLaunchRequest[];
  badSignatures: number;
  /** What the endpoint does: answer a game URL, fail with HTTP 503, or never answer. */
  mode: 'ok' | 'down' | 'hang';
  secret: string;
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLaunchEndpoint(): Promise<LaunchEndpoint> {
  const endpoint: LaunchEndpoint = {
    url: '',
    requests: [],
    badSignatures: 0,
    mode: 'ok',
    secret: '',
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (endpoint.mode === 'hang') return;
      if (endpoint.mode === 'down') {
        response.writeHead(503).end('down');
        return;
      }
      const expected = signRequest(endpoint.secret, {
        method: request.method ?? '',
        target: request.url ?? '',
        timestamp: Number(request.headers['x-provider-timestamp']),
        body,
      });
      if (request.headers['x-provider-signature'] !== expected) {
        endpoint.badSignatures += 1;
        response.writeHead(401).end();
        return;
      }
      const launch = JSON.parse(body) as ProviderLaunchRequest;
      endpoint.requests.push(launch);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ gameUrl: `http://provider.test/game/${launch.gameCode}?t=${launch.token}` }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/launch`;
  endpoint.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return endpoint;
}

/** Registers the test provider (allowed from PROVIDER_ADDRESS) and maps the test vendor to it. */
export async function addTestProvider(server: TestServer, endpoint: LaunchEndpoint): Promise<string> {
  const { admin } = server.services.providers;
  const secret = await admin.add({
    id: PROVIDER,
    name: 'Test Provider',
    launchUrl: endpoint.url,
    allowedIps: [PROVIDER_ADDRESS, '192.168.50.0/24'],
  });
  await admin.map(PROVIDER_VENDOR, PROVIDER);
  endpoint.secret = secret;
  return secret;
}

export type CallOptions = {
  secret?: string;
  providerId?: string;
  /** Milliseconds since the epoch; default: the test clock, a millisecond later each call. */
  timestamp?: number;
  address?: string;
  /** Sends these headers instead of the signed ones (a replay). */
  headers?: Record<string, string>;
};

export type ProviderCaller = {
  secret: string;
  call<T = unknown>(
    call: string,
    body: unknown,
    options?: CallOptions,
  ): Promise<Envelope<T> & { status: number; headers: Record<string, string> }>;
};

/** Signed calls to /provider/v1/<call>, as the provider makes them. */
export function providerCaller(server: TestServer, secret: string): ProviderCaller {
  let tick = 0;
  const caller: ProviderCaller = {
    secret,
    async call<T>(call: string, body: unknown, options: CallOptions = {}) {
      tick = (tick + 1) % 20_000;
      const target = `/provider/v1/${call}`;
      const payload = JSON.stringify(body);
      const timestamp = options.timestamp ?? server.clock.now.getTime() - 10_000 + tick;
      const headers =
        options.headers ??
        signedHeaders(options.providerId ?? PROVIDER, options.secret ?? caller.secret, {
          method: 'POST',
          target,
          timestamp,
          body: payload,
        });
      const response: LightMyRequestResponse = await server.app.inject({
        method: 'POST',
        url: target,
        remoteAddress: options.address ?? PROVIDER_ADDRESS,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      return { ...envelope<T>(response), status: response.statusCode, headers };
    },
  };
  return caller;
}

/** Launches the provider's game for the member through launchGame: the answer and the token sent. */
export async function launchExternal(
  server: TestServer,
  member: TestMember,
  endpoint: LaunchEndpoint,
  gameCode = GAMES.slot,
) {
  const before = endpoint.requests.length;
  const response = await server.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?launchMode=GLS&gameId=${gameCode}&accountType=1`,
    headers: { ...wireHeaders(), authorization: member.token },
  });
  const answer = envelope<{ content: { game_url: string; game_name: string; vendor: string } }>(response);
  return { answer, token: endpoint.requests[before]?.token ?? '', request: endpoint.requests[before] };
}

/** A member's provider session: launched, then authenticated by the provider. */
export async function providerSession(
  server: TestServer,
  caller: ProviderCaller,
  member: TestMember,
  endpoint: LaunchEndpoint,
): Promise<string> {
  const { token } = await launchExternal(server, member, endpoint);
  const authenticated = await caller.call<{ sessionId: string }>('authenticate', { token });
  if (!authenticated.success)
    throw new Error(`authenticate failed: ${authenticated.errorCode} ${authenticated.message}`);
  return authenticated.value.sessionId;
}
