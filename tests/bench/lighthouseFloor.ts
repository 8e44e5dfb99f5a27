/**
 * The Lighthouse bench's floor app (tests/bench/floorApp/): built with Vite from node_modules
 * into a temp directory, in one JavaScript chunk, and served by a small static server that
 * gzips, as any production host would. Any path answers the page (a single-page app), so the
 * floor is measured on the same paths as ours.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const APP_DIR = resolve(import.meta.dirname, 'floorApp');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Builds the floor app into `outDir`; returns the gzip size of its JavaScript (one chunk). */
export async function buildFloorApp(outDir: string): Promise<{ jsChunks: number; jsGzipBytes: number }> {
  await build({
    root: APP_DIR,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    // Dependencies resolve from the repository's node_modules (APP_DIR is inside it).
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  // The list the page fetches: what an RTK Query call brings back.
  const items = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));
  writeFileSync(join(outDir, 'items.json'), JSON.stringify(items));
  const js = filesUnder(outDir).filter((file) => file.endsWith('.js'));
  return {
    jsChunks: js.length,
    jsGzipBytes: js.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0),
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Serves `dir` on a free loopback port: every file gzipped once up front (level 9, as a
 * precompressing host would) and sent gzipped when the browser accepts it; unknown paths get
 * index.html. Hashed assets are cacheable for a year, as ours are.
 */
export async function serveFloorApp(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const files = new Map<string, { body: Buffer; gzip: Buffer; type: string }>();
  for (const file of filesUnder(dir)) {
    const body = readFileSync(file);
    files.set(`/${relative(dir, file).split('\\').join('/')}`, {
      body,
      gzip: gzipSync(body, { level: 9 }),
      type: TYPES[extname(file)] ?? 'application/octet-stream',
    });
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`no index.html in ${dir}`);

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = files.get(path) ?? index;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? file.gzip : file.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
