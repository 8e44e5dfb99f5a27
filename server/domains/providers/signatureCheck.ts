/**
 * The gate of every provider call (docs/protocol.md, "The provider wallet API"), before its
 * arguments are read: the provider is known, calls from an allowed address, is enabled, signed
 * within the timestamp window with one of its current secrets, and has not sent this signature
 * before. Each refusal is a WireError with the provider-facing code; none stores anything but
 * the accepted signature.
 *
 * The HMAC is node:crypto over the shared canonical string (src/shared/providers/signing.ts).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalString } from '../../../src/shared/providers/signing';
import { PROVIDER_TIMESTAMP_WINDOW_MS, ProviderErrorCode } from '../../../src/shared/wire/providers';
import { WireError } from '../../http/errors';
import { addressAllowed, type ProviderRegistry } from './registry';
import type { ReplayStore } from './replay';

export type SignedRequest = {
  method: string;
  target: string;
  body: string;
  address: string;
  headers: Record<string, string | string[] | undefined>;
};

const header = (request: SignedRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
};

const refuse = (status: number, code: string, message: string) => new WireError(status, code, message);

const SIGNATURE_RE = /^[0-9a-f]{64}$/;
const TIMESTAMP_RE = /^\d{1,16}$/;

function hmacHex(secret: string, canonical: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonical, 'utf8').digest();
}

/** The provider id of an accepted request; throws the refusal otherwise. */
export async function checkSignedRequest(
  registry: ProviderRegistry,
  replay: ReplayStore,
  request: SignedRequest,
  now: Date,
): Promise<string> {
  const id = header(request, 'X-Provider-Id') ?? '';
  const timestampText = header(request, 'X-Provider-Timestamp') ?? '';
  const signature = (header(request, 'X-Provider-Signature') ?? '').toLowerCase();
  const provider = id ? await registry.auth(id, now) : undefined;
  if (!provider)
    throw refuse(401, ProviderErrorCode.invalidSignature, 'X-Provider-Id names no provider registered here.');
  if (!addressAllowed(provider.allowed, request.address))
    throw refuse(
      403,
      ProviderErrorCode.ipNotAllowed,
      `Calls from ${request.address} are not allowed for provider ${id}: ask the operator to add the address.`,
    );
  if (!provider.enabled)
    throw refuse(403, ProviderErrorCode.providerDisabled, `Provider ${id} is disabled by the operator.`);
  if (!TIMESTAMP_RE.test(timestampText) || !SIGNATURE_RE.test(signature))
    throw refuse(
      401,
      ProviderErrorCode.invalidSignature,
      'Send X-Provider-Timestamp (milliseconds since the epoch) and X-Provider-Signature (64 hex digits).',
    );
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() - timestamp) > PROVIDER_TIMESTAMP_WINDOW_MS)
    throw refuse(
      401,
      ProviderErrorCode.requestExpired,
      `The request's timestamp is more than ${PROVIDER_TIMESTAMP_WINDOW_MS / 1000} s from the server's ` +
        `clock: sign it again now.`,
    );
  const digest = createHash('sha256').update(request.body, 'utf8').digest('hex');
  const canonical = canonicalString(
    { method: request.method, target: request.target, timestamp, body: request.body },
    digest,
  );
  const given = Buffer.from(signature, 'hex');
  if (!provider.secrets.some((secret) => timingSafeEqual(hmacHex(secret, canonical), given)))
    throw refuse(
      401,
      ProviderErrorCode.invalidSignature,
      'The signature does not match: sign the canonical string of docs/protocol.md with your current secret.',
    );
  if (!(await replay.firstUse(id, signature, timestamp, now)))
    throw refuse(
      401,
      ProviderErrorCode.signatureReused,
      'This signature was already used: sign every attempt afresh, with its own timestamp.',
    );
  return id;
}
