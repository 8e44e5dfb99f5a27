/**
 * Compressed answers (issue 15, "Speed on a phone"; server/wire/compression.ts): a JSON answer of
 * at least COMPRESS_MIN_BYTES goes as brotli when the request accepts it, as gzip when it accepts
 * only gzip, and as it is otherwise; smaller answers always go as they are. The kept game-list
 * pages are compressed once. A compressed request body is refused with an envelope, never
 * inflated (no zip bomb can reach the body limit), and never answered with a 5xx.
 */
import { gzipSync, brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/shared/wire';
import { COMPRESS_MIN_BYTES, encodingFor } from '../../server/wire/compression';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

const GAME_LIST = `/wps/relay/GCSGAME_gameList?${new URLSearchParams({
  clientType: '3',
  platform: 'flash,html5-desktop',
  language: 'EN',
  pageSize: '36',
  gameType: 'RNG',
  vassalage: 'ALL',
  pageNo: '1',
})}`;
const STATUS = '/wps/system/status';
const DOMAIN_ROUTE = '/wps/system/domainRoute';
const PHONE = 'gzip, deflate, br';

function decoded(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}

describe('the encoding chosen from Accept-Encoding', () => {
  it('prefers brotli, falls back to gzip, honours q-values and refusals, and answers none otherwise', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('gzip');
    expect(encodingFor('x-gzip')).toBe('gzip');
    for (const none of [undefined, '', 'identity', 'deflate', 'compress', 'br;q=0, gzip;q=0'])
      expect(encodingFor(none)).toBeUndefined();
  });
});

describe.each(backends)('compressed answers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    server.app.inject({
      url,
      headers: {
        ...wireHeaders(),
        ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
        ...extra,
      },
    });

  it('sends a game-list page as brotli to a phone, gzip to gzip-only, plain to the rest, one envelope', async () => {
    const plain = await get(GAME_LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const envelope = plain.json() as { success: boolean; value: { games: unknown[] } };
    expect(envelope.success).toBe(true);
    expect(envelope.value.games).toHaveLength(36);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get(GAME_LIST, PHONE);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decoded(br)).toEqual(envelope);

    const gz = await get(GAME_LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(gz)).toEqual(envelope);

    for (const accept of ['identity', 'deflate']) {
      const none = await get(GAME_LIST, accept);
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.json()).toEqual(envelope);
    }

    // The page is kept compressed: the next phone gets the very same bytes.
    const again = await get(GAME_LIST, 'br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('compresses any other large JSON answer (the status) the same way', async () => {
    const plain = await get(STATUS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const envelope = plain.json() as { success: boolean };
    expect(envelope.success).toBe(true);

    const br = await get(STATUS, PHONE);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(decoded(br)).toEqual(envelope);

    const gz = await get(STATUS, 'gzip;q=1, br;q=0.1');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toEqual(envelope);
  });

  it('sends small answers and error envelopes as they are', async () => {
    const small = await get(DOMAIN_ROUTE, PHONE);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });

    const missing = await get('/wps/no/such/call', PHONE);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
  });

  it('refuses a compressed request body with an envelope, a zip bomb included, and never inflates it', async () => {
    const json = JSON.stringify({ username: 'demo_player', password: 'Player2026', captcha: null, type: 'username' });
    // 64 MB of zeros is about 64 KB as gzip: within the body limit on the wire, far beyond it inflated.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1_048_576);
    const cases: [string, Buffer][] = [
      ['gzip', gzipSync(json)],
      ['br', brotliCompressSync(json)],
      ['deflate', gzipSync(json)],
      ['GZIP', gzipSync(json)],
      ['gzip', bomb],
      ['compress', Buffer.from(json)],
    ];
    for (const [encoding, payload] of cases) {
      for (const url of ['/wps/session/login', '/wps/relay/GCS_walletTransfer']) {
        const res = await server.app.inject({
          method: 'POST',
          url,
          headers: { ...wireHeaders(), 'content-type': 'application/json', 'content-encoding': encoding },
          payload,
        });
        expect(res.statusCode, `${encoding} to ${url}`).toBe(415);
        expect(res.json()).toMatchObject({
          success: false,
          errorCode: ErrorCode.requestParamError,
          message: expect.stringContaining('uncompressed'),
        });
      }
    }
  });

  it('still reads bodies that declare identity or no encoding', async () => {
    for (const extra of [{}, { 'content-encoding': 'identity' }]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...wireHeaders(), 'content-type': 'application/json', ...extra },
        payload: '{}',
      });
      // Not encrypted, so refused by the transport: the body was read and judged, not the encoding.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: ErrorCode.requestBodyRequired });
    }
  });
});
