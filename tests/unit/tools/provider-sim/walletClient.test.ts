/**
 * The simulator's wallet client (tools/provider-sim/walletClient.ts) against a real HTTP peer on
 * this machine that misbehaves like a network: a call whose first attempt dies or times out is
 * sent again with the same body (the same transaction id) and a fresh signature, and a refusal
 * is an answer, not something to retry.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signRequest } from '../../../../src/shared/providers/signing';
import { createWalletClient, WalletCallError } from '../../../../tools/provider-sim/walletClient';

type Seen = { body: string; signature: string; timestamp: number; valid: boolean };
let server: Server | undefined;

async function peer(answer: (attempt: number, response: ServerResponse) => void) {
  const seen: Seen[] = [];
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = Number(request.headers['x-provider-timestamp']);
      const signature = String(request.headers['x-provider-signature']);
      const valid = signature === signRequest('s', { method: 'POST', target: request.url ?? '', timestamp, body });
      seen.push({ body, signature, timestamp, valid });
      answer(seen.length, response);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { seen, origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}` };
}

const ok = (response: ServerResponse) =>
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ success: true, value: { balance: '1' }, message: '', errorCode: '' }));

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const bet = { sessionId: 'S'.repeat(43), transactionId: 'b-1', roundId: 'r-1', currency: 'USD', amount: '100' };

describe("the simulator's wallet client", () => {
  it('sends a call again after a dropped connection: same body, new signature', async () => {
    const { seen, origin } = await peer((attempt, response) =>
      attempt === 1 ? response.socket?.destroy() : ok(response),
    );
    const client = createWalletClient({ server: origin, providerId: 'SIM', secret: 's', backoffMs: 1 });
    const answer = await client.call('bet', bet);
    expect(answer).toMatchObject({ success: true, attempts: 2 });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.body).toBe(seen[1]!.body);
    expect(JSON.parse(seen[1]!.body)).toEqual(bet);
    expect(seen[0]!.signature).not.toBe(seen[1]!.signature);
    expect(seen.every((s) => s.valid)).toBe(true);
  });

  it('sends it again when an attempt does not answer in time, and after an HTTP 503', async () => {
    const { seen, origin } = await peer((attempt, response) => {
      if (attempt === 1) return; // never answers
      if (attempt === 2) return void response.writeHead(503).end();
      ok(response);
    });
    const client = createWalletClient({ server: origin, providerId: 'SIM', secret: 's', timeoutMs: 300, backoffMs: 1 });
    expect(await client.call('bet', bet)).toMatchObject({ success: true, attempts: 3 });
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);
  });

  it('answers a refusal at once, and gives up after its attempts', async () => {
    const refusing = await peer((_attempt, response) =>
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: false, value: null, message: 'no', errorCode: 'INVALID_SIGNATURE' })),
    );
    const client = createWalletClient({ server: refusing.origin, providerId: 'SIM', secret: 's', backoffMs: 1 });
    expect(await client.call('bet', bet)).toMatchObject({
      success: false,
      errorCode: 'INVALID_SIGNATURE',
      attempts: 1,
    });
    expect(refusing.seen).toHaveLength(1);
  });

  it('gives up after its attempts with a message', async () => {
    const { seen, origin } = await peer((_attempt, response) => response.writeHead(502).end());
    const client = createWalletClient({ server: origin, providerId: 'SIM', secret: 's', attempts: 2, backoffMs: 1 });
    await expect(client.call('bet', bet)).rejects.toThrow(WalletCallError);
    expect(seen).toHaveLength(2);
  });

  it('dates each signature later than the last, even on a clock that stands still', () => {
    const client = createWalletClient({
      server: 'http://127.0.0.1:1',
      providerId: 'SIM',
      secret: 's',
      now: () => 1000,
    });
    expect([client.stamp(), client.stamp(), client.stamp()]).toEqual([1000, 1001, 1002]);
  });
});
