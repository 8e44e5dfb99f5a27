/**
 * The simulator's HTTP side, what a vendor's game server does for the platform and its players:
 *
 *   POST /launch             the platform's launch request (docs/protocol.md, "Launching an
 *                            external game"), signed with the shared secret: checked, then
 *                            answered {gameUrl} on this server
 *   GET  /game/<key>         the game page (gamePage.ts); the first visit exchanges the one-time
 *                            token for a wallet session (authenticate)
 *   POST /game/<key>/play    one round at the chosen stake (rounds.ts), answered as JSON
 *   GET  /assets/game.js|css the page's script and stylesheet (client/)
 *   GET  /health             "ok": the e2e suite waits on it
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { signRequest } from '../../src/shared/providers/signing';
import {
  PROVIDER_TIMESTAMP_WINDOW_MS,
  ProviderHeader,
  type ProviderAuthenticateValue,
  type ProviderLaunchRequest,
} from '../../src/shared/wire/providers';
import { contentSecurityPolicy, renderGamePage } from './gamePage';
import { CALM, playRound, type Behaviour, type RoundResult } from './rounds';
import { formatMinor, STAKES } from './texts';
import type { WalletClient } from './walletClient';

export type GameSession = {
  key: string;
  launch: ProviderLaunchRequest;
  /** Set by the first page visit (authenticate). */
  wallet?: ProviderAuthenticateValue;
  /** Why the session cannot play (the token was refused): the page says it ended. */
  ended?: string;
  rounds: RoundResult[];
};

export type SimServerOptions = {
  port: number;
  host?: string;
  providerId: string;
  secret: string;
  client: WalletClient;
  behaviour?: Behaviour;
  /** The origin game URLs point to (default http://<host>:<port>). */
  publicUrl?: string;
  random?: () => number;
  /** Sees every accepted launch request; attack.ts takes its tokens here. */
  onLaunch?: (launch: ProviderLaunchRequest) => void;
  /** The clock launch requests are checked against (default Date.now). */
  now?: () => number;
  /**
   * Follow the platform's clock: a signed launch request newer than every other moves this
   * clock to its timestamp (acceptLaunch's followNewer), and the wallet calls are dated by it.
   */
  platformClock?: PlatformClock;
};

/** A clock that runs `skew` ms from this machine's: the platform's, as its launch requests date it. */
export type PlatformClock = { skew: number; now(): number };

export function platformClock(): PlatformClock {
  const clock = { skew: 0, now: () => Date.now() + clock.skew };
  return clock;
}

const MAX_BODY = 16_384;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

/**
 * What the launch endpoint remembers of accepted launch requests: their signatures by timestamp
 * (one outside the window cannot come back, so it is forgotten) and the newest timestamp.
 */
export type LaunchGuard = { seen: Map<string, number>; newest: number };

export const launchGuard = (): LaunchGuard => ({ seen: new Map(), newest: 0 });

/**
 * The timestamp of a launch request that carries the platform's signature, was not seen before
 * and is within the window; undefined otherwise. `followNewer`: a signed request outside the
 * window is accepted when it is newer than every accepted one (so never a replay): the
 * platform's clock was moved, as a test server's is (tests/e2e/serve.ts), and cli.ts follows it.
 */
export function acceptLaunch(
  request: { method: string; target: string; body: string; headers: (name: string) => string },
  providerId: string,
  secret: string,
  now: number,
  guard: LaunchGuard,
  followNewer = false,
): number | undefined {
  const timestamp = Number(request.headers(ProviderHeader.timestamp));
  const given = request.headers(ProviderHeader.signature).toLowerCase();
  if (request.headers(ProviderHeader.id) !== providerId || !Number.isSafeInteger(timestamp)) return undefined;
  if (!/^[0-9a-f]{64}$/.test(given)) return undefined;
  const inWindow = Math.abs(now - timestamp) <= PROVIDER_TIMESTAMP_WINDOW_MS;
  if (!inWindow && !(followNewer && timestamp > guard.newest)) return undefined;
  const expected = signRequest(secret, {
    method: request.method,
    target: request.target,
    timestamp,
    body: request.body,
  });
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex')) || guard.seen.has(given))
    return undefined;
  for (const [signature, at] of guard.seen)
    if (Math.abs(timestamp - at) > PROVIDER_TIMESTAMP_WINDOW_MS) guard.seen.delete(signature);
  guard.seen.set(given, timestamp);
  guard.newest = Math.max(guard.newest, timestamp);
  return timestamp;
}

/** A launch request's body, or undefined when a field is missing or not text. */
export function parseLaunch(body: string): ProviderLaunchRequest | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const fields = ['gameCode', 'language', 'currency', 'token', 'playerId', 'lobbyUrl', 'depositUrl'] as const;
  if (typeof value !== 'object' || value === null || fields.some((f) => typeof value[f] !== 'string')) return undefined;
  return Object.fromEntries(fields.map((f) => [f, value[f]])) as ProviderLaunchRequest;
}

/** The stake a play request asks for, when it is one of the choices. */
export function stakeOf(body: string): bigint | undefined {
  try {
    const asked = String((JSON.parse(body) as { stake?: unknown }).stake ?? '');
    return STAKES.find((stake) => stake.toString() === asked);
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
) {
  response
    .writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...extra,
    })
    .end(body);
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

async function loadAssets(): Promise<Record<string, { type: string; body: string }>> {
  const dir = join(import.meta.dirname, 'client');
  const esbuild = await import('esbuild');
  const script = await esbuild.transform(await readFile(join(dir, 'game.ts'), 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
  });
  return {
    '/assets/game.js': { type: 'text/javascript; charset=utf-8', body: script.code },
    '/assets/game.css': { type: 'text/css; charset=utf-8', body: await readFile(join(dir, 'game.css'), 'utf8') },
  };
}

export type SimServer = {
  url: string;
  sessions: Map<string, GameSession>;
  close(): Promise<void>;
};

export async function startSimServer(options: SimServerOptions): Promise<SimServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.platformClock?.now ?? options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const behaviour = options.behaviour ?? CALM;
  const sessions = new Map<string, GameSession>();
  const guard = launchGuard();
  const assets = await loadAssets();
  let publicUrl = options.publicUrl ?? '';

  async function openWallet(session: GameSession): Promise<void> {
    if (session.wallet || session.ended) return;
    const answer = await options.client.call<ProviderAuthenticateValue>('authenticate', {
      token: session.launch.token,
    });
    if (answer.success) session.wallet = answer.value;
    else session.ended = `${answer.errorCode}: ${answer.message}`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sim.invalid');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/health') return send(response, 200, 'text/plain', 'ok');
    const asset = request.method === 'GET' ? assets[path] : undefined;
    if (asset) return send(response, 200, asset.type, asset.body);

    if (request.method === 'POST' && path === '/launch') {
      const body = await bodyOf(request);
      const timestamp = acceptLaunch(
        { method: 'POST', target: request.url ?? '', body, headers: (name) => headerOf(request, name) },
        options.providerId,
        options.secret,
        now(),
        guard,
        options.platformClock !== undefined,
      );
      if (timestamp === undefined)
        return json(response, 401, { error: 'The launch request is not signed by the platform.' });
      if (options.platformClock && Math.abs(now() - timestamp) > PROVIDER_TIMESTAMP_WINDOW_MS)
        options.platformClock.skew = timestamp - Date.now();
      const launch = parseLaunch(body);
      if (!launch) return json(response, 400, { error: 'The launch request lacks a field.' });
      options.onLaunch?.(launch);
      const key = randomBytes(24).toString('base64url');
      sessions.set(key, { key, launch, rounds: [] });
      return json(response, 200, { gameUrl: `${publicUrl}/game/${key}` });
    }

    const game = /^\/game\/([A-Za-z0-9_-]{32})(\/play)?$/.exec(path);
    const session = game ? sessions.get(game[1]!) : undefined;
    if (!game || !session) return send(response, 404, 'text/plain; charset=utf-8', 'No such game session.');
    await openWallet(session);
    if (request.method === 'GET' && !game[2]) {
      if (!session.wallet)
        return send(response, 410, 'text/plain; charset=utf-8', `This game session cannot start: ${session.ended}`);
      const html = renderGamePage({
        key: session.key,
        gameCode: session.launch.gameCode,
        language: session.launch.language,
        currency: session.wallet.currency,
        balance: session.wallet.balance,
        lobbyUrl: session.launch.lobbyUrl,
        depositUrl: session.launch.depositUrl,
      });
      return send(response, 200, 'text/html; charset=utf-8', html, {
        'content-security-policy': contentSecurityPolicy(session.launch.lobbyUrl),
      });
    }
    if (request.method === 'POST' && game[2]) {
      if (!session.wallet) return json(response, 410, { outcome: 'refused', message: session.ended });
      const stake = stakeOf(await bodyOf(request));
      if (stake === undefined)
        return json(response, 400, { outcome: 'refused', message: `Choose a stake of ${STAKES.join(', ')}.` });
      const { currency, sessionId } = session.wallet;
      const round = await playRound({ client: options.client, sessionId, currency, stake, behaviour, random });
      session.rounds.push(round);
      return json(response, 200, {
        outcome: round.outcome,
        reels: round.reels,
        balance: round.balance && formatMinor(round.balance, currency),
        payout: formatMinor(round.payout, currency),
        message: round.message,
      });
    }
    return send(response, 405, 'text/plain', 'Method not allowed.');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl ||= `http://${host}:${port}`;
  return {
    url: `http://${host}:${port}`,
    sessions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
