/**
 * The proof image of a "not received" confirmation, checked before upload: PNG or JPG by type
 * (or extension when the system gives none) and by content, not empty, at most 5 MB; sent as
 * base64 without a data: prefix.
 */
import { describe, expect, it } from 'vitest';
import {
  checkProofFile,
  megabytes,
  readProof,
  sniffImage,
  toBase64,
} from '../../../../../src/features/cashier/withdraw/proofFile';
import { PROOF_MAX_BYTES } from '../../../../../src/shared/wire';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
};
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

describe('checkProofFile', () => {
  it('accepts PNG and JPEG by type, and by extension when the type is unknown', () => {
    expect(checkProofFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkProofFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkProofFile({ name: 'photo.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('names each problem', () => {
    expect(checkProofFile(null)).toBe('missing');
    expect(checkProofFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkProofFile({ name: 'a.pdf', type: '', size: 10 })).toBe('type');
    expect(checkProofFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(checkProofFile({ name: 'a.png', type: 'image/png', size: PROOF_MAX_BYTES })).toBeNull();
    expect(checkProofFile({ name: 'a.png', type: 'image/png', size: PROOF_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('sniffImage', () => {
  it('knows PNG and JPEG by their first bytes, nothing else', () => {
    expect(sniffImage(png())).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('readProof', () => {
  it('returns the bytes as base64 without a data: prefix', async () => {
    const bytes = png(40);
    const read = await readProof(file(bytes, 'proof.png', 'image/png'));
    expect(read).toEqual({ ok: true, base64: Buffer.from(bytes).toString('base64') });
  });

  it('refuses a file named like an image whose content is not one', async () => {
    expect(await readProof(file(new TextEncoder().encode('just text'), 'fake.png', 'image/png'))).toEqual({
      ok: false,
      problem: 'content',
    });
  });

  it('refuses a file over 5 MB before reading it', async () => {
    expect(await readProof(file(png(PROOF_MAX_BYTES + 1), 'big.png', 'image/png'))).toEqual({
      ok: false,
      problem: 'size',
    });
  });

  it('encodes large images without overflowing the call stack', async () => {
    const bytes = png(PROOF_MAX_BYTES);
    bytes[PROOF_MAX_BYTES - 1] = 0xab;
    const read = await readProof(file(bytes, 'max.png', 'image/png'));
    expect(read.ok).toBe(true);
    expect(read.ok && read.base64).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('helpers', () => {
  it('toBase64 matches Node for any bytes', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('megabytes shows one decimal', () => {
    expect(megabytes(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
    expect(megabytes(6.5 * 1024 * 1024)).toBe('6.5 MB');
  });
});
