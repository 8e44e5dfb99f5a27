/**
 * Helpers for the account tests: encrypted calls built the way the client builds them, a
 * captcha recorder (the answer is never on the wire, so the test chooses it), and fingerprints
 * of the tables a failed call must leave alone.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { encryptPayload } from '../../src/shared/crypto/envelope';
import { parseModulusHex } from '../../src/shared/crypto/rsa';
import { randomCaptchaText } from '../../server/domains/auth/captcha/draw';
import { wireHeaders, type TestServer } from './helper';

export type CallOptions = {
  ip?: string;
  token?: string;
  cookie?: string;
  merchant?: string;
  headers?: Record<string, string>;
};

export type Envelope<T = unknown> = { success: boolean; value: T; message: string; errorCode: string };

/** Chooses captcha answers with the real generator and remembers them. */
export function captchaRecorder() {
  const issued: string[] = [];
  return {
    issued,
    text: () => {
      const text = randomCaptchaText();
      issued.push(text);
      return text;
    },
    last: () => issued.at(-1)!,
  };
}

export function wire(server: TestServer) {
  let modulusHex: string | undefined;
  const key = async () => {
    modulusHex ??= (await server.app.inject({ url: '/wps/session/key/rsa', headers: wireHeaders() })).body;
    return { hex: modulusHex, n: parseModulusHex(modulusHex) };
  };
  const headersFor = (o: CallOptions) => ({
    ...wireHeaders(o.merchant ?? 'demo'),
    ...(o.token !== undefined && { authorization: o.token }),
    ...(o.cookie && { cookie: o.cookie }),
    ...o.headers,
  });

  return {
    /** An encrypted call (DES body + RSA header), as the client sends it. */
    async enc(
      method: 'POST' | 'PUT',
      url: string,
      payload: unknown,
      o: CallOptions = {},
    ): Promise<LightMyRequestResponse> {
      const { hex, n } = await key();
      const request = encryptPayload(payload, hex, n, (k) => randomBytes(k));
      return server.app.inject({
        method,
        url,
        remoteAddress: o.ip ?? '127.0.0.1',
        headers: { ...headersFor(o), 'content-type': 'application/json', ...request.headers },
        payload: JSON.stringify(request.body),
      });
    },

    /** A plain call; a string payload is sent as is (form bodies). */
    async call(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
      o: CallOptions = {},
    ): Promise<LightMyRequestResponse> {
      const form = typeof payload === 'string';
      return server.app.inject({
        method,
        url,
        remoteAddress: o.ip ?? '127.0.0.1',
        headers: {
          ...headersFor(o),
          ...(payload !== undefined && {
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          }),
        },
        ...(payload !== undefined && { payload: form ? payload : JSON.stringify(payload) }),
      });
    },

    async rsaHeader(): Promise<Record<string, string>> {
      const { hex, n } = await key();
      return encryptPayload({}, hex, n, (k) => randomBytes(k)).headers;
    },

    login(username: string, password: string, extra: Record<string, unknown> = {}, o: CallOptions = {}) {
      return this.enc(
        'POST',
        '/wps/session/login',
        { username, password, captcha: null, type: 'username', ...extra },
        o,
      );
    },

    /** Fetches a captcha; returns the cookie header to send back. */
    async captcha(o: CallOptions = {}): Promise<{ cookie: string; response: LightMyRequestResponse }> {
      const response = await this.call('GET', '/wps/captcha', undefined, o);
      const setCookie = String(response.headers['set-cookie'] ?? '');
      return { cookie: setCookie.split(';')[0]!, response };
    },
  };
}

export const body = <T = unknown>(response: LightMyRequestResponse) => response.json() as Envelope<T>;

/**
 * A signature of the members and sessions tables: row count and the sum of the rows' xmin (the
 * id of the transaction that wrote each row version). Any insert, update or delete changes it,
 * even an update that writes the same values, and it costs far less than hashing every row.
 */
export async function accountTablesFingerprint(server: TestServer): Promise<string> {
  const result = await sql<{ m: string; s: string }>`
    SELECT (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM members) AS m,
           (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM sessions) AS s`.execute(
    server.services.db,
  );
  const row = result.rows[0]!;
  return `${row.m}/${row.s}`;
}

/** The latest SMS text to a number in the outbox, and the code in it. */
export async function lastSms(server: TestServer, to: string): Promise<{ body: string; code: string } | undefined> {
  const row = await server.services.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_number', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { body: row.body, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '' };
}

export async function smsCount(server: TestServer, to: string): Promise<number> {
  const row = await server.services.db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('to_number', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
