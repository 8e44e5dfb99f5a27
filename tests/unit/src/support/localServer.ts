/**
 * A real HTTP server on 127.0.0.1 for the API-layer tests: the requests it saw are recorded,
 * the replies come from the test. The web tsconfig, which checks these tests, has no Node
 * types on purpose (the renderer must not use Node), so node:http is imported dynamically and
 * typed by the small part of it used here.
 */

type NodeRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  socket: { destroy(): void };
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
};
type NodeResponse = { statusCode: number; setHeader(name: string, value: string): void; end(body?: string): void };
type NodeServer = {
  listen(port: number, host: string, listener: () => void): void;
  address(): { port: number } | string | null;
  close(listener: () => void): void;
  closeAllConnections(): void;
};
type NodeHttp = { createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer };

export type Recorded = {
  method: string;
  url: string;
  /** Lower-case names, as Node folds them. */
  headers: Record<string, string | string[] | undefined>;
  /** Names and values as sent, alternating: shows whether a header came twice. */
  rawHeaders: string[];
  body: string;
};

/** A status with a JSON (or text) body, or 'drop': the connection closes without an answer. */
export type Reply = { status?: number; headers?: Record<string, string>; body?: unknown; delayMs?: number } | 'drop';

export type LocalServer = {
  origin: string;
  requests: Recorded[];
  close(): Promise<void>;
};

const NODE_HTTP: string = 'node:http';

export async function startServer(
  reply: (request: Recorded, index: number) => Reply | Promise<Reply>,
): Promise<LocalServer> {
  const http = (await import(/* @vite-ignore */ NODE_HTTP)) as NodeHttp;
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = new TextDecoder().decode(concat(chunks));
      const recorded: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawHeaders: req.rawHeaders,
        body,
      };
      requests.push(recorded);
      void Promise.resolve(reply(recorded, requests.length - 1)).then(async (answer) => {
        if (answer === 'drop') return req.socket.destroy();
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        res.statusCode = answer.status ?? 200;
        for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
        if (answer.body === undefined) return res.end();
        if (typeof answer.body === 'string') return res.end(answer.body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The values of one header as sent, however it was spelled. */
export function headerValues(request: Recorded, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]?.toLowerCase() === name.toLowerCase()) values.push(request.rawHeaders[i + 1] ?? '');
  }
  return values;
}

/** A fixed platform seam pointing at a test server. */
export function testPlatform(origin: string, token: string | null = null) {
  let current = token;
  return {
    apiOrigin: async () => origin,
    token: {
      get: async () => current,
      set: (value: string | null) => {
        current = value;
      },
    },
  };
}

export const ok = (value: unknown) => ({ body: { success: true, value, message: '', errorCode: '' } });
export const fail = (status: number, errorCode: string, message = '', value: unknown = null) => ({
  status,
  body: { success: false, value, message, errorCode },
});
