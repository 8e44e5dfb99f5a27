/**
 * Helpers of the games and announcements tests: wire calls with or without a member token
 * (DELETE with a body or a query, as browsers and proxies differ), and a fingerprint of the
 * tables a refused call must leave alone.
 */
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { wireHeaders, type TestServer } from './helper';

export type Envelope<T = unknown> = { success: boolean; value: T; message: string; errorCode: string };

export const envelope = <T = unknown>(response: LightMyRequestResponse) => response.json() as Envelope<T>;

type Query = Record<string, string | number | boolean | undefined>;

export function toQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type CallOptions = { token?: string; merchant?: string };

/** Wire calls as the client makes them. */
export function gamesClient(server: TestServer, defaults: CallOptions = {}) {
  const headers = (o: CallOptions, json: boolean) => ({
    ...wireHeaders(o.merchant ?? defaults.merchant ?? 'demo'),
    ...((o.token ?? defaults.token) !== undefined && { authorization: (o.token ?? defaults.token)! }),
    ...(json && { 'content-type': 'application/json' }),
  });
  return {
    get(path: string, query: Query = {}, o: CallOptions = {}) {
      return server.app.inject({ method: 'GET', url: `${path}${toQuery(query)}`, headers: headers(o, false) });
    },
    post(path: string, body: unknown, o: CallOptions = {}) {
      return server.app.inject({ method: 'POST', url: path, headers: headers(o, true), payload: JSON.stringify(body) });
    },
    /** DELETE with a JSON body, or (body undefined) with the query only. */
    delete(path: string, body: unknown, query: Query = {}, o: CallOptions = {}) {
      return server.app.inject({
        method: 'DELETE',
        url: `${path}${toQuery(query)}`,
        headers: headers(o, body !== undefined),
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
    },
  };
}

/** Row counts and row versions of the games tables: any write to them changes it. */
export async function gamesFingerprint(server: TestServer): Promise<string> {
  const tables = ['games', 'game_vendors', 'merchant_game_vendors', 'favourite_games', 'recent_games', 'announcements'];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const result = await sql<{
        f: string;
      }>`SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS f FROM ${sql.table(table)}`.execute(
        server.services.db,
      );
      return `${table}=${result.rows[0]!.f}`;
    }),
  );
  return parts.join(' ');
}

/** The node id of a seeded game by its code. */
export async function nodeIdOf(server: TestServer, gameCode: string): Promise<number> {
  const row = await server.services.db
    .selectFrom('games')
    .select('node_id')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return Number(row.node_id);
}
