/**
 * Compressed answers (issue 15, "Speed on a phone"): a JSON answer of the API of at least
 * COMPRESS_MIN_BYTES goes out as brotli or gzip, whichever the request's Accept-Encoding prefers,
 * with `Vary: Accept-Encoding`; as it is when the request accepts neither (or sends no
 * Accept-Encoding). @fastify/compress does the work, on the routes under the API prefixes only:
 *
 *   - the web build's files are compressed once, at build time (.config/precompress.ts), and
 *     server/web.ts sends those copies; the update feed's installers (domains/updates), the game
 *     icons and the built-in games' pages are files or binary: none is compressed per request.
 *   - answers smaller than COMPRESS_MIN_BYTES go as they are: the frame and the CPU cost more
 *     than the bytes saved.
 *
 * Request bodies are never inflated. No client of the wire contract compresses them, and a
 * decompressing server lets a few kilobytes on the wire expand against the body limit; a request
 * that declares a Content-Encoding other than identity is refused (415) before its body is read.
 *
 * KeptAnswer is for answers sent many times over (the game list's pages, domains/games): each
 * encoding is made once and kept with the answer, so a phone's lobby page costs no compression.
 */
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { ErrorCode } from '../../src/shared/wire';
import { WireError } from '../http/errors';

/** Smaller answers go as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encodings offered, best first: brotli is smaller, gzip is understood everywhere. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli at quality 4, as @fastify/compress recommends: zlib's default, 11, takes many times as
 * long per answer for a result only a few percent smaller. Told that the input is text and how
 * long it is.
 */
const brotliOptions = (size?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(size !== undefined && { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
  },
});
const gzipOptions: ZlibOptions = { level: 6 };

/** The paths whose routes answer the wire contract's JSON (as in wire/transport.ts). */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

const isApiRoute = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The encoding to answer with, chosen as @fastify/compress chooses it; undefined for none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return undefined;
  // `*` and `x-gzip` mean gzip, as in @fastify/compress.
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Adds Accept-Encoding to the Vary header the reply already has (CORS sets Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return;
  reply.header('vary', text ? `${text}, Accept-Encoding` : 'Accept-Encoding');
}

function encode(text: string, encoding: Encoding, bytes: number): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, brotliOptions(bytes)) : gzipSync(text, gzipOptions);
}

/**
 * A text answer made for this request outside the API (the web app's index.html, which carries
 * this visitor's status and first answers: server/web.ts), compressed as the request accepts,
 * like the API's JSON.
 */
export function sendText(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const bytes = Buffer.byteLength(text);
  const encoding = bytes >= COMPRESS_MIN_BYTES ? encodingFor(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(text);
  varyOnEncoding(reply);
  return reply.header('content-encoding', encoding).send(encode(text, encoding, bytes));
}

/** A JSON answer that is sent many times: compressed at most once per encoding. */
export class KeptAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly bytes: number;

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    const encoding = this.bytes >= COMPRESS_MIN_BYTES ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(this.json);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encode(this.json, encoding, this.bytes);
      this.encoded.set(encoding, body);
    }
    varyOnEncoding(reply);
    // @fastify/compress leaves an answer that already has a Content-Encoding alone.
    return reply.header('content-encoding', encoding).send(body);
  }
}

async function compression(app: FastifyInstance) {
  // Registered before @fastify/compress's own onRoute hook, so this runs first: every route
  // outside the API keeps its answers as they are (see the top of this file).
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: brotliOptions(),
    zlibOptions: gzipOptions,
    // Request bodies are refused below instead of inflated.
    globalDecompression: false,
  });
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return;
    throw new WireError(
      415,
      ErrorCode.requestParamError,
      `Send the request body uncompressed: Content-Encoding "${encoding.slice(0, 20)}" is not accepted.`,
    );
  });
}

export const compressionPlugin = fp(compression, { name: 'wire-compression' });
