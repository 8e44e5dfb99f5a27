/**
 * The proof image of a "not received" withdrawal confirmation (issue 4: png or jpg, at most
 * 5 MB): checked here before anything is uploaded, each problem with its own message, then sent
 * as base64 without a data: prefix. The bytes must really be a PNG or JPEG, not merely be named
 * like one.
 */
import { PROOF_MAX_BYTES } from '../../../shared/wire';

export type ProofProblem = 'missing' | 'empty' | 'type' | 'size' | 'content';

export type ProofFileLike = { name: string; type: string; size: number };

const ALLOWED_TYPES = ['image/png', 'image/jpeg'];
const ALLOWED_EXTENSIONS = /\.(png|jpe?g)$/i;

/** What can be told from the file's name, type and size, before reading it. */
export function checkProofFile(file: ProofFileLike | null | undefined): ProofProblem | null {
  if (!file) return 'missing';
  // Some systems report no MIME type; the extension decides then.
  const typeOk = file.type ? ALLOWED_TYPES.includes(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

/** PNG or JPEG by their signatures; null for anything else. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Base64 of bytes, in slices so a 5 MB image does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  return btoa(binary);
}

export type ProofRead = { ok: true; base64: string } | { ok: false; problem: ProofProblem };

/** Checks and reads a chosen file: its base64, or the first problem found. */
export async function readProof(
  file: (ProofFileLike & { arrayBuffer(): Promise<ArrayBuffer> }) | null | undefined,
): Promise<ProofRead> {
  const problem = checkProofFile(file);
  if (problem || !file) return { ok: false, problem: problem ?? 'missing' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > PROOF_MAX_BYTES) return { ok: false, problem: 'size' };
  if (!sniffImage(bytes)) return { ok: false, problem: 'content' };
  return { ok: true, base64: toBase64(bytes) };
}

/** "6.2 MB" for the size message (display only). */
export function megabytes(size: number): string {
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
