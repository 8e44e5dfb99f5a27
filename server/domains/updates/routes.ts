/**
 * The desktop update feed: electron-updater's "generic" provider reads
 * `<feed>/latest.yml` (Windows), `latest-mac.yml`, `latest-linux.yml` and then the artifact the
 * file names, all relative to the feed URL. Each channel is a directory an operator fills with
 * electron-builder's output: `<updates dir>/<channel>/latest*.yml` plus the installers and their
 * blockmaps, served at `/updates/<channel>/<file>`.
 *
 * The files are public (they are the installers anyone may download) and only read: names are
 * checked against a strict pattern and resolved inside the channel directory, so nothing else on
 * disk is reachable. The metadata is never cached (a new release must be seen at once); the
 * artifacts carry their version in their name and may be. One byte range is answered with 206
 * (resumed downloads); a multi-range request (electron-updater's differential download) gets the
 * whole file, which the updater answers by falling back to a full download.
 */
import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, failure } from '../../../src/shared/wire';
import { loadConfig } from '../../config';

export const UPDATES_PATH = '/updates';
const CHANNEL = /^[a-z0-9][a-z0-9-]{0,31}$/;
// A plain file name: letters, digits, dot, dash, underscore, space-free; no leading dot, no "..".
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const METADATA = /\.ya?ml$/i;

/** Where the channel directories live: UPDATES_DIR, else `<DATA_DIR>/updates`. */
export function updatesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.UPDATES_DIR ? resolve(env.UPDATES_DIR) : join(loadConfig(env).dataDir, 'updates');
}

type Params = { channel: string; file: string };

/** The file a request names, inside `root/channel`, or null. */
export function feedFilePath(root: string, channel: string, file: string): string | null {
  if (!CHANNEL.test(channel) || !FILE.test(file) || file.includes('..')) return null;
  const base = resolve(root, channel);
  const target = resolve(base, file);
  return target.startsWith(base + sep) ? target : null;
}

/** One satisfiable `bytes=a-b` range, 'unsatisfiable', or null for none / several (whole file). */
export function singleRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end)
    return 'unsatisfiable';
  return { start, end };
}

function contentTypeOf(file: string): string {
  if (METADATA.test(file)) return 'text/yaml; charset=utf-8';
  if (file.endsWith('.json')) return 'application/json; charset=utf-8';
  return 'application/octet-stream';
}

export async function updateRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  const notFound = (reply: FastifyReply, what: string) =>
    reply
      .code(404)
      .send(
        failure(
          ErrorCode.notFound,
          `There is no update file ${what}. Check the update feed address in the desktop configuration.`,
        ),
      );

  app.get<{ Params: Params }>(`${UPDATES_PATH}/:channel/:file`, async (request, reply) => {
    const { channel, file } = request.params;
    const path = feedFilePath(dir, channel, file);
    if (path === null) return notFound(reply, `"${channel.slice(0, 40)}/${file.slice(0, 80)}"`);
    let info: Stats;
    let served: string;
    try {
      // A symbolic link in the channel directory must not lead out of the updates directory.
      const [real, realRoot] = await Promise.all([realpath(path), realpath(dir)]);
      if (!real.startsWith(realRoot + sep)) return notFound(reply, `"${channel}/${file}"`);
      info = await stat(real);
      served = real;
    } catch {
      return notFound(reply, `"${channel}/${file}"`);
    }
    if (!info.isFile()) return notFound(reply, `"${channel}/${file}"`);

    const range = singleRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send(failure(ErrorCode.requestParamError, 'The requested byte range is outside the file.'));
    }
    reply
      .header('content-type', contentTypeOf(file))
      .header('accept-ranges', 'bytes')
      .header('last-modified', info.mtime.toUTCString())
      .header('cache-control', METADATA.test(file) ? 'no-cache' : 'public, max-age=3600');
    if (range === null) {
      reply.header('content-length', info.size);
      return reply.send(createReadStream(served));
    }
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(served, { start: range.start, end: range.end }));
  });
}
