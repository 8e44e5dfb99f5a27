/**
 * The "textbook" RSA half of the wire encryption (docs/protocol.md, Encryption, step 4).
 *
 * The deployed client uses the classic RSA.js routine: it packs the char codes of the reversed
 * session key little-endian into 16-bit digits, zero-pads to the block size, computes m^e mod n
 * with no padding scheme and prints lower-case hex, four hex characters per 16-bit digit.
 * Equivalent: m = int.from_bytes(reverse(r).encode('latin1'), 'little'); c = pow(m, 65537, n).
 * BigInt does this natively, on the client and on the server alike.
 */

export const RSA_EXPONENT = 0x10001n;

/** The 61-character alphabet of the deployed client (note: 'T' twice, no 'Y', no 'j'). */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

export const SESSION_KEY_LENGTH = 16;

/** Square-and-multiply modular exponentiation over BigInt. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** Parses a hex modulus as the server prints it (some clients see stray quotes or spaces). */
export function parseModulusHex(text: string): bigint {
  const hex = text.trim().replace(/^"+|"+$/g, '');
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('RSA modulus is not hex');
  return BigInt('0x' + hex);
}

/** Packs text little-endian (first char = least significant byte), as RSA.js does. */
export function packLittleEndian(text: string): bigint {
  let m = 0n;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error('RSA plaintext must be Latin-1');
    m = (m << 8n) | BigInt(code);
  }
  return m;
}

/** Inverse of packLittleEndian; trailing zero bytes (the block padding) are dropped. */
export function unpackLittleEndian(m: bigint): string {
  let text = '';
  let rest = m;
  while (rest > 0n) {
    text += String.fromCharCode(Number(rest & 0xffn));
    rest >>= 8n;
  }
  return text;
}

/** Prints an integer the way RSA.js's biToHex does: whole 16-bit digits, lower-case. */
export function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/** Encrypts a session key for the `Encryption` header: RSA over the reversed key. */
export function rsaEncryptSessionKey(sessionKey: string, modulus: bigint): string {
  const reversed = [...sessionKey].reverse().join('');
  const m = packLittleEndian(reversed);
  if (m >= modulus) throw new Error('session key too long for the RSA modulus');
  return toDigitHex(modPow(m, RSA_EXPONENT, modulus));
}

/** Server side: recovers the session key from the `Encryption` header. */
export function rsaDecryptSessionKey(headerHex: string, modulus: bigint, privateExponent: bigint): string {
  // RSA.js separates blocks with a space; a 16-character key always fits one block.
  const hex = headerHex.trim().split(/\s+/)[0] ?? '';
  if (!/^[0-9a-fA-F]{1,512}$/.test(hex)) throw new Error('Encryption header is not hex');
  const c = BigInt('0x' + hex);
  if (c >= modulus) throw new Error('Encryption header is out of range');
  const reversed = unpackLittleEndian(modPow(c, privateExponent, modulus));
  return [...reversed].reverse().join('');
}

/** A fresh 16-character session key from the contract's alphabet. */
export function randomSessionKey(randomValues: (n: number) => Uint8Array): string {
  // Rejection sampling keeps every character equally likely (61 does not divide 256).
  const limit = 256 - (256 % SESSION_KEY_ALPHABET.length);
  let key = '';
  while (key.length < SESSION_KEY_LENGTH) {
    for (const byte of randomValues(SESSION_KEY_LENGTH * 2)) {
      if (byte < limit && key.length < SESSION_KEY_LENGTH) {
        key += SESSION_KEY_ALPHABET[byte % SESSION_KEY_ALPHABET.length];
      }
    }
  }
  return key;
}
