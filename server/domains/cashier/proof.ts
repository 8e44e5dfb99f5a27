/**
 * The proof image of a withdrawal reported not received: base64 of a PNG or JPEG (recognised by
 * its first bytes, not by what the client claims), at most PROOF_MAX_BYTES once decoded. The
 * size is computed from the text before anything is decoded.
 */
import { PROOF_MAX_BYTES } from '../../../src/shared/wire/cashier';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import { badRequest } from '../../http/errors';

export type Proof = { mime: 'image/png' | 'image/jpeg'; bytes: Buffer };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (message: string) => badRequest(message, MoneyErrorCode.proofInvalid);

export function decodeProof(value: unknown): Proof {
  if (typeof value !== 'string' || value.trim() === '')
    throw invalid('Attach a photo or screenshot (PNG or JPEG) as proof that the money did not arrive.');
  // A data: URL prefix is tolerated; the bytes decide the type either way.
  const text = value.replace(/^data:image\/[a-z]+;base64,/, '').replace(/\s+/g, '');
  if (!BASE64_RE.test(text) || text.length % 4 !== 0)
    throw invalid('The proof image could not be read. Please attach the PNG or JPEG file again.');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > PROOF_MAX_BYTES)
    throw invalid(`The proof image is too large (${(size / 1_048_576).toFixed(1)} MB). The limit is 5 MB.`);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', bytes };
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', bytes };
  throw invalid('The proof must be a PNG or JPEG image.');
}
