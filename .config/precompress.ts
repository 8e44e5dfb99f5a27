/**
 * Precompressed copies of the web build (issue 15: static assets are served precompressed,
 * brotli and gzip, built at build time and chosen by Accept-Encoding). Beside each text file of
 * at least MIN_BYTES a `.br` (brotli at its best quality) and a `.gz` (gzip level 9), each kept
 * only when it is smaller than the file. server/web.ts serves them through @fastify/static's
 * `preCompressed`; the server spends no CPU compressing a script twice.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What compresses: text. Images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below about one packet, compression saves no round trip. */
export const MIN_BYTES = 1024;

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the .br and .gz copies under `dir`; answers what it compressed. */
export function precompressDirectory(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of filesUnder(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(brotli.length, content.length);
    summary.gzipBytes += Math.min(gzip.length, content.length);
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  }
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The build step: after the web build is written, its precompressed copies. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'web:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle() {
      const s = precompressDirectory(outDir);
      log(`precompressed ${s.files} files: ${kb(s.bytes)} → brotli ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)}`);
    },
  };
}
