/**
 * docs/protocol.md's worked example of the encryption is computed, not typed: this test reads
 * it from the document and does each step with the code both sides use, so the document
 * cannot drift from the protocol it describes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desDecrypt, desEncrypt } from '../../../src/shared/crypto/des';
import {
  parseModulusHex,
  rsaDecryptSessionKey,
  rsaEncryptSessionKey,
  SESSION_KEY_ALPHABET,
  SESSION_KEY_LENGTH,
} from '../../../src/shared/crypto/rsa';

type Example = {
  payload: unknown;
  sessionKey: string;
  modulus: string;
  privateExponent: string;
  value: string;
  encryption: string;
};

function workedExample(): Example {
  const text = readFileSync(resolve(import.meta.dirname, '../../../docs/protocol.md'), 'utf8');
  const block = /```json worked-example\n([\s\S]*?)\n```/.exec(text);
  if (!block) throw new Error('docs/protocol.md has no ```json worked-example block');
  return JSON.parse(block[1]!) as Example;
}

describe('docs/protocol.md worked example', () => {
  const example = workedExample();
  const modulus = parseModulusHex(example.modulus);

  it('uses a session key the client could have drawn and a 1024-bit modulus', () => {
    expect(example.sessionKey).toHaveLength(SESSION_KEY_LENGTH);
    expect([...example.sessionKey].every((c) => SESSION_KEY_ALPHABET.includes(c))).toBe(true);
    expect(example.modulus).toMatch(/^[0-9a-f]{256}$/);
  });

  it('has the body a client sends: DES-ECB of the payload JSON under the session key', () => {
    expect(desEncrypt(JSON.stringify(example.payload), example.sessionKey)).toBe(example.value);
  });

  it('has the Encryption header a client sends: textbook RSA over the reversed key', () => {
    expect(rsaEncryptSessionKey(example.sessionKey, modulus)).toBe(example.encryption);
  });

  it('lets the server recover the key and the payload with the private exponent', () => {
    const key = rsaDecryptSessionKey(example.encryption, modulus, BigInt(`0x${example.privateExponent}`));
    expect(key).toBe(example.sessionKey);
    expect(JSON.parse(desDecrypt(example.value, key))).toEqual(example.payload);
  });
});
