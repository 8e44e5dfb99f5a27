/**
 * The web build's scripts cross the wire compressed (issue 15: "The server sends every script
 * uncompressed: 686 KB of JavaScript … where 230 KB (gzip) or 192 KB (brotli) would do"). The
 * build step (.config/precompress.ts) writes .br and .gz copies; server/web.ts sends the best one
 * the browser accepts, with Vary and the immutable caching of hashed files, and the file itself
 * to a client that accepts neither.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from '../../.config/precompress';
import { buildApp } from '../../server/app';
import { buildTestServer, type TestServer } from './helper';

const SCRIPT =
  `export const lobby = ` +
  `${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ nodeId: i, name: `Game ${i}` })))};\n`;
const SMALL = 'export const x = 1;\n';

describe('precompressed web build', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    server = await buildTestServer('pglite');
    webDist = mkdtempSync(join(tmpdir(), 'web-precompressed-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><meta name="merchant" content="" /></head><body></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'lobby-AbC123.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets', 'tiny-XyZ789.js'), SMALL);
    writeFileSync(join(webDist, 'assets', 'logo-Q1w2E3.png'), Buffer.alloc(4096, 7));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(
      join(webDist, '.vite', 'manifest.json'),
      '{"index.html":{"file":"assets/index-secret.js","isEntry":true}}',
    );
    app = await buildApp({
      services: server.services,
      config: {
        webDist,
        defaultMerchant: 'demo',
        logLevel: 'silent',
        trustProxy: false,
        corsOrigins: ['app://bundle'],
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("never serves the build's manifest (a dotfile folder, read by the budget test only)", async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('index-secret');
  });

  it('the build writes brotli and gzip copies of text files big enough to gain, and nothing else', () => {
    const summary = precompressDirectory(webDist);
    expect(existsSync(join(webDist, 'assets', 'lobby-AbC123.js.br'))).toBe(true);
    expect(existsSync(join(webDist, 'assets', 'lobby-AbC123.js.gz'))).toBe(true);
    expect(SMALL.length).toBeLessThan(MIN_BYTES);
    expect(existsSync(join(webDist, 'assets', 'tiny-XyZ789.js.br'))).toBe(false);
    expect(existsSync(join(webDist, 'assets', 'logo-Q1w2E3.png.br'))).toBe(false);
    expect(summary.files).toBe(1);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes / 4);
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that takes it, gzip to a gzip-only one, with Vary and immutable caching', async () => {
    const br = await get('/assets/lobby-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/lobby-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding, and small files as they are', async () => {
    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/lobby-AbC123.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
    const tiny = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(SMALL);
  });
});
