/**
 * What the desktop shell needs from the reference server besides the API: the update feed that
 * electron-updater's generic provider reads (server/domains/updates), with nothing outside the
 * channel directories reachable, and CORS that lets the desktop renderer (app://bundle) call the
 * API cross-origin while every other origin stays refused.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { feedFilePath, singleRange } from '../../server/domains/updates/routes';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

const LATEST_LINUX = [
  'version: 0.2.0',
  'files:',
  '  - url: Casino-Client-0.2.0.AppImage',
  '    sha512: 9h0bV2v4mO6m1i4Y0f0p2J1Q7P1n8u0V8gJ1Q3cN8y2hY0kZk1u7k0k4c3s1q2w3e4r5t6y7u8i9o0p1a2s3d4f==',
  '    size: 1024',
  'path: Casino-Client-0.2.0.AppImage',
  "releaseDate: '2026-01-01T00:00:00.000Z'",
  '',
].join('\n');
const ARTIFACT = Buffer.from(Array.from({ length: 1024 }, (_, index) => index % 251));

describe.each(backends)('desktop support on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  const previous = process.env.UPDATES_DIR;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'updates-'));
    mkdirSync(join(dir, 'stable', 'sub'), { recursive: true });
    mkdirSync(join(dir, 'beta'));
    writeFileSync(join(dir, 'stable', 'latest-linux.yml'), LATEST_LINUX);
    writeFileSync(join(dir, 'stable', 'Casino-Client-0.2.0.AppImage'), ARTIFACT);
    writeFileSync(join(dir, 'beta', 'latest.yml'), 'version: 0.3.0-beta.1\n');
    writeFileSync(join(dir, 'secret.txt'), 'not for download');
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'passwd'), 'root:x:0:0');
    symlinkSync(join(outside, 'passwd'), join(dir, 'stable', 'linked.yml'));
    process.env.UPDATES_DIR = dir;
    server = await buildTestServer(kind);
  });

  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.UPDATES_DIR;
    else process.env.UPDATES_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it("serves a channel's metadata uncached and its artifacts whole or by range, with no Merchant header", async () => {
    const meta = await get('/updates/stable/latest-linux.yml');
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['content-type']).toMatch(/^text\/yaml/);
    expect(meta.headers['cache-control']).toBe('no-cache');
    expect(meta.body).toBe(LATEST_LINUX);
    expect((await get('/updates/beta/latest.yml')).body).toContain('0.3.0-beta.1');

    const whole = await get('/updates/stable/Casino-Client-0.2.0.AppImage');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'accept-ranges': 'bytes',
      'content-length': '1024',
    });
    expect(whole.rawPayload.equals(ARTIFACT)).toBe(true);

    const part = await get('/updates/stable/Casino-Client-0.2.0.AppImage', { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1024');
    expect(part.rawPayload.equals(ARTIFACT.subarray(10, 20))).toBe(true);
    const tail = await get('/updates/stable/Casino-Client-0.2.0.AppImage', { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(ARTIFACT.subarray(1019))).toBe(true);
    // Several ranges: the whole file (the updater then falls back to a full download).
    const several = await get('/updates/stable/Casino-Client-0.2.0.AppImage', { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(1024);
    const beyond = await get('/updates/stable/Casino-Client-0.2.0.AppImage', { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    const head = await server.app.inject({ method: 'HEAD', url: '/updates/stable/Casino-Client-0.2.0.AppImage' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1024');
    expect(head.body).toBe('');
  });

  it.each([
    ['a missing file', '/updates/stable/latest-mac.yml'],
    ['a missing channel', '/updates/nightly/latest.yml'],
    ['a directory', '/updates/stable/sub'],
    ['an encoded parent path', '/updates/stable/..%2F..%2Fsecret.txt'],
    ['an encoded parent channel', '/updates/..%2Fstable/latest-linux.yml'],
    ['dot segments', '/updates/stable/%2e%2e'],
    ['a hidden file', '/updates/stable/.env'],
    ['an upper-case channel', '/updates/STABLE/latest-linux.yml'],
    ['a backslash', '/updates/stable/..%5Csecret.txt'],
    ['a NUL byte', '/updates/stable/latest-linux.yml%00.png'],
    ['a symbolic link out of the directory', '/updates/stable/linked.yml'],
    ['a file beside the channels', '/updates/secret.txt'],
  ])('answers %s with the 404 envelope and nothing else', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(res.body).not.toContain('root:x');
    expect(res.body).not.toContain('not for download');
  });

  it('lets the desktop renderer call the API cross-origin, and no other origin', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/wps/v2/wallets/balance',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'merchant,authorization,language,device,x-gateway-version',
        },
      });
    const allowed = await preflight('app://bundle');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('app://bundle');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Merchant/);
    for (const origin of ['https://evil.example', 'app://bundle.evil', 'null', 'http://127.0.0.1:9999']) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const call = await server.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { ...wireHeaders(), origin: 'app://bundle' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('app://bundle');
  });
});

describe('update feed paths and CORS configuration', () => {
  it('keeps file names inside the channel directory', () => {
    expect(feedFilePath('/srv/updates', 'stable', 'latest.yml')).toBe('/srv/updates/stable/latest.yml');
    for (const [channel, file] of [
      ['stable', '../x'],
      ['..', 'x'],
      ['stable', 'a/b'],
      ['stable', '..'],
      ['', 'x'],
      ['stable', ''],
    ]) {
      expect(feedFilePath('/srv/updates', channel!, file!), `${channel}/${file}`).toBeNull();
    }
  });

  it('reads byte ranges strictly', () => {
    expect(singleRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(singleRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(singleRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(singleRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(singleRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(singleRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(singleRange('bytes=0-1,3-4', 100)).toBeNull();
    expect(singleRange('items=0-1', 100)).toBeNull();
    expect(singleRange(undefined, 100)).toBeNull();
  });

  it("allows only the desktop renderer's origin unless the operator adds one", () => {
    expect(loadConfig({}).corsOrigins).toEqual(['app://bundle']);
    expect(loadConfig({ CORS_ORIGINS: 'app://bundle, https://admin.example.com' }).corsOrigins).toEqual([
      'app://bundle',
      'https://admin.example.com',
    ]);
  });
});
