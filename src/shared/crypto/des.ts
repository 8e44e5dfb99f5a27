/**
 * DES-ECB with PKCS7 padding, as the wire protocol uses it (docs/protocol.md, Encryption and
 * Customer-service links).
 *
 * Only the DES part of crypto-js is imported (core + tripledes + mode-ecb), which keeps the
 * renderer's crypto chunk around 9 KB gzip instead of the whole library. The same module runs
 * on the server, because Node's OpenSSL 3 build no longer ships single DES by default.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

/** DES keys are the UTF-8 bytes of a string; DES itself only reads the first 8 bytes. */
function keyOf(key: string): CryptoJS.lib.WordArray {
  return CryptoJS.enc.Utf8.parse(key);
}

/** Encrypts UTF-8 text and returns base64 of the raw ciphertext (no salt, no prefix). */
export function desEncrypt(plaintext: string, key: string): string {
  const encrypted = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), keyOf(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.ciphertext.toString(CryptoJS.enc.Base64);
}

/**
 * Decrypts base64 ciphertext to UTF-8 text. Throws on input that is not valid base64,
 * not a whole number of blocks, badly padded or not valid UTF-8.
 */
export function desDecrypt(ciphertextBase64: string, key: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64) || ciphertextBase64.length % 4 !== 0) {
    throw new Error('ciphertext is not base64');
  }
  const ciphertext = CryptoJS.enc.Base64.parse(ciphertextBase64);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 8 !== 0) {
    throw new Error('ciphertext is not a whole number of DES blocks');
  }
  const decrypted = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), keyOf(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  // crypto-js does not check PKCS7 padding: a wrong key leaves a negative or oversized length.
  if (decrypted.sigBytes < 0 || decrypted.sigBytes > ciphertext.sigBytes) {
    throw new Error('bad padding');
  }
  // Utf8 stringify throws 'Malformed UTF-8 data' for bytes that are not UTF-8.
  return CryptoJS.enc.Utf8.stringify(decrypted);
}
