/**
 * The wire encryption against fixed vectors computed outside this code base (OpenSSL's DES-ECB
 * and Python's pow() for the textbook RSA), and round trips for arbitrary input.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from '../../../src/shared/crypto/customerService';
import { desDecrypt, desEncrypt } from '../../../src/shared/crypto/des';
import { encryptPayload } from '../../../src/shared/crypto/envelope';
import {
  parseModulusHex,
  randomSessionKey,
  rsaDecryptSessionKey,
  rsaEncryptSessionKey,
  SESSION_KEY_ALPHABET,
  toDigitHex,
} from '../../../src/shared/crypto/rsa';

// `printf '<json>' | openssl enc -des-ecb -K <hex of "Ab3dEf7h"> -nosalt -provider legacy | base64`
const DES_VECTORS = [
  {
    key: 'Ab3dEf7h',
    plaintext: '{"username":"demo_player","password":"Player2026"}',
    ciphertext: 'zV0+zioD1RKGQGbr8gfkIHznsVBl+PGav1LTmyvN1qMwu4gPnTMMX+tVeFHtL7xnu3dbP1AXMHs=',
  },
  {
    key: 'K9x2Lm4Q',
    plaintext: 'https://example.com/chat?x=1',
    ciphertext: 'tBdULjdOEG9UgBiTRTMzp2JfqYrYLKuDPzeOTMKZobM=',
  },
];

// A 1024-bit key from `openssl genrsa`; C = pow(int.from_bytes(reverse(R).encode('latin1'), 'little'), 65537, N).
const N =
  'e0eb553d9c6e16ffb5d7f98357828673aa03c05a1ad8efc4a5763577cf218d32' +
  '078f20eddf1b92fba89f0d8bb3d98bf9b358ebffd9f0df6efc6966810cbd2b5c' +
  '6f5bea392d20105346a912500b5a6a30f17e0819318364e61ed6cd2b95a05074' +
  '4283a414bf670b42bcebafb06ee92bfbd78c7c68d041b16aac3212874e2675fb';
const D =
  '2d6410ddd035ff7a378e90924b14d261814c24838aab8127e46488c1d7116457' +
  '566332380f309767264e8303509674c33dc892481e09986de38eb9db0d6117e0' +
  'bcb426137f64c13b2f83b9b3e3346a9666d2a27fe04e0915c507567821a73174' +
  'ed0680e23dbdd360ba0f580f06156608d9df352747473973e2534dcaee69f131';
const R = 'A7fT3kQz9LmN2pXw';
const C =
  '9fcdc05d7ac6b7f522abcd0243625396f70906742ebf22705f9558dc71378f81' +
  '0328e3e4909af4fc7fa41174848e8f6da6487205422c5a9618cfd32c4b2939de' +
  'bdd4716068de5284697d2fd2cb419b5739742f07372adb2328c800307554883b' +
  'cd9a6c626503e4298e8ddf50540ee846335b5e4e56040e60c3c4c0f79bb6149a';

const modulus = BigInt('0x' + N);
const d = BigInt('0x' + D);
const sessionKeyArb = fc.string({ unit: fc.constantFrom(...SESSION_KEY_ALPHABET), minLength: 16, maxLength: 16 });

describe('DES-ECB/PKCS7', () => {
  it.each(DES_VECTORS)('matches OpenSSL for key $key', ({ key, plaintext, ciphertext }) => {
    expect(desEncrypt(plaintext, key)).toBe(ciphertext);
    expect(desDecrypt(ciphertext, key)).toBe(plaintext);
  });

  it('uses only the first 8 bytes of a 16-character session key', () => {
    const [v] = DES_VECTORS;
    expect(desEncrypt(v!.plaintext, v!.key + 'ZZZZZZZZ')).toBe(v!.ciphertext);
  });

  it('round-trips any UTF-8 text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        sessionKeyArb,
        (text, key) => desDecrypt(desEncrypt(text, key), key) === text,
      ),
      { numRuns: 300 },
    );
  });

  it('rejects input that is not base64, not whole blocks, or decrypted with the wrong key', () => {
    expect(() => desDecrypt('not base64!', 'Ab3dEf7h')).toThrow();
    expect(() => desDecrypt('AAAA', 'Ab3dEf7h')).toThrow(/blocks/);
    expect(() => desDecrypt(DES_VECTORS[0]!.ciphertext, 'wrongkey')).toThrow();
  });
});

describe('textbook RSA of the session key', () => {
  it('matches the reference computation', () => {
    expect(rsaEncryptSessionKey(R, modulus)).toBe(C);
    expect(rsaDecryptSessionKey(C, modulus, d)).toBe(R);
  });

  it('prints whole 16-bit digits, as RSA.js does', () => {
    expect(toDigitHex(0xabcn)).toBe('0abc');
    expect(toDigitHex(0x12345n)).toBe('00012345');
    expect(C.length % 4).toBe(0);
  });

  it('round-trips every session key and accepts a quoted modulus', () => {
    const n = parseModulusHex(`"${N}"\n`);
    fc.assert(
      fc.property(sessionKeyArb, (key) => rsaDecryptSessionKey(rsaEncryptSessionKey(key, n), n, d) === key),
      {
        numRuns: 100,
      },
    );
  });

  it('refuses headers that are not hex or exceed the modulus', () => {
    expect(() => rsaDecryptSessionKey('xyz', modulus, d)).toThrow(/hex/);
    expect(() => rsaDecryptSessionKey('f'.repeat(300), modulus, d)).toThrow();
  });

  it('draws session keys from the 61-character alphabet only', () => {
    expect(SESSION_KEY_ALPHABET).toHaveLength(61);
    const keys = Array.from({ length: 200 }, () => randomSessionKey((n) => randomBytes(n)));
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(keys.join('')).not.toMatch(/[Yj]/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a whole encrypted request', () => {
  it('decrypts back to the payload with the server half of the key pair', () => {
    const payload = { username: 'demo_player', password: 'Player2026', captcha: null };
    const request = encryptPayload(payload, N, modulus, (n) => randomBytes(n));
    const key = rsaDecryptSessionKey(request.headers.Encryption, modulus, d);
    expect(JSON.parse(desDecrypt(request.body.value, key))).toEqual(payload);
    expect(request.headers['X-Digest']).toBe(request.body.value);
    expect(request.headers['X-RSA']).toBe(N);
  });
});

describe('customer-service paths', () => {
  it('decrypts with the last 8 characters as the key', () => {
    expect(decryptCustomerServicePath(DES_VECTORS[1]!.ciphertext + 'K9x2Lm4Q')).toBe('https://example.com/chat?x=1');
    expect(decryptCustomerServicePath(encryptCustomerServicePath('/support/', 'Zq81mM0p'))).toBe('/support/');
  });

  it('rejects paths too short to hold a key', () => {
    expect(() => decryptCustomerServicePath('abc')).toThrow();
    expect(() => encryptCustomerServicePath('/x', 'short')).toThrow();
  });
});
