import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  createAppProtocolHandler,
  isAppUrl,
  resolveBundlePath,
} from '../../../electron/main/security/appProtocol';

const root = '/srv/app/out/renderer';

describe('resolveBundlePath', () => {
  it.each([
    ['app://bundle/', 'index.html'],
    ['app://bundle', 'index.html'],
    ['app://bundle/index.html', 'index.html'],
    ['app://bundle/assets/index-abc.js', 'assets/index-abc.js'],
    ['app://bundle/assets/index.css?v=1#x', 'assets/index.css'],
    ['app://BUNDLE/assets/a.png', 'assets/a.png'],
    ['app://bundle/locales/pt-BR/common.json', 'locales/pt-BR/common.json'],
    ['app://bundle/img/%E4%B8%AD%20x.png', 'img/中 x.png'],
    // The URL parser resolves literal dot segments before we see the path: still inside the root.
    ['app://bundle/assets/../index.html', 'index.html'],
    ['app://bundle/../../etc/passwd', 'etc/passwd'],
    ['app://bundle/%2e%2e/%2E%2E/secret', 'secret'],
  ])('maps %s to %s', (url, expected) => {
    expect(resolveBundlePath(root, url)).toBe(join(root, expected));
  });

  it.each([
    ['encoded slash', 'app://bundle/assets%2f..%2f..%2fsecret'],
    ['encoded slash after dot-dot', 'app://bundle/..%2fsecret'],
    ['encoded absolute path', 'app://bundle/%2Fetc%2Fpasswd'],
    ['encoded backslashes', 'app://bundle/a%5c..%5c..%5csecret'],
    ['NUL byte', 'app://bundle/index.html%00.png'],
    ['drive letter', 'app://bundle/C:%5cWindows%5cwin.ini'],
    ['malformed escape', 'app://bundle/%E0%A4%A'],
    ['other host', 'app://other/index.html'],
    ['port', 'app://bundle:8080/index.html'],
    ['userinfo', 'app://user@bundle/index.html'],
    ['file scheme', 'file:///etc/passwd'],
    ['https scheme', 'https://bundle/index.html'],
    ['not a URL', 'index.html'],
  ])('refuses %s', (_name, url) => {
    expect(resolveBundlePath(root, url)).toBeNull();
  });

  it('never resolves outside the root, whatever the path (fast-check)', () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E%2E', '%2f', '%5c', '..%2f', '%00', 'C:', '~', ''),
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const resolved = resolveBundlePath(root, `app://bundle/${segments.join('/')}`);
        if (resolved === null) return;
        const fromRoot = relative(root, resolved);
        expect(fromRoot.startsWith('..')).toBe(false);
        expect(resolved.startsWith(root + sep)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isAppUrl', () => {
  it('accepts only the bundle origin', () => {
    expect(isAppUrl('app://bundle/index.html')).toBe(true);
    expect(isAppUrl('app://bundle/promotions?x=1')).toBe(true);
    expect(isAppUrl('app://bundle.evil/index.html')).toBe(false);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('app://x@bundle/')).toBe(false);
    expect(isAppUrl('https://bundle/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('createAppProtocolHandler (real files in a temp directory)', () => {
  let dir: string;
  let handler: (request: Request) => Promise<Response>;
  const csp = "default-src 'self'";

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'app-protocol-'));
    const bundle = join(dir, 'renderer');
    mkdirSync(join(bundle, 'assets'), { recursive: true });
    writeFileSync(join(bundle, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(bundle, 'assets', 'index.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'do not serve');
    handler = createAppProtocolHandler({
      root: bundle,
      reader: { readFile: (path) => readFile(path) },
      contentSecurityPolicy: csp,
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html with the CSP and nosniff', async () => {
    const response = await handler(new Request('app://bundle/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('serves assets with their content type and no CSP', async () => {
    const response = await handler(new Request('app://bundle/assets/index.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await handler(new Request('app://bundle/promotions'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('answers 404 for a missing asset, not index.html', async () => {
    expect((await handler(new Request('app://bundle/assets/missing.js'))).status).toBe(404);
  });

  it('never serves files outside the bundle', async () => {
    for (const url of [
      'app://bundle/%2e%2e/secret.txt',
      'app://bundle/..%2fsecret.txt',
      'app://bundle/assets/..%5c..%5csecret.txt',
    ]) {
      const response = await handler(new Request(url));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('do not serve');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await handler(new Request('app://bundle/', { method: 'POST', body: 'x' }))).status).toBe(405);
    const head = await handler(new Request('app://bundle/', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('contentTypeOf', () => {
  it('knows the bundle types and falls back to opaque bytes', () => {
    expect(contentTypeOf(resolve('/x/a.WOFF2'))).toBe('font/woff2');
    expect(contentTypeOf('/x/a.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('/x/a.exe')).toBe('application/octet-stream');
  });
});
