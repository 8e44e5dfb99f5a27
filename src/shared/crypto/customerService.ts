/**
 * Customer-service paths in the status call are DES-encrypted (docs/protocol.md, Customer-service
 * links): the last 8 characters are the key, everything before them is the base64 ciphertext of the
 * real URL.
 */
import { desDecrypt, desEncrypt } from './des';

export const CS_KEY_LENGTH = 8;

export function decryptCustomerServicePath(path: string): string {
  if (path.length <= CS_KEY_LENGTH) throw new Error('customer-service path is too short');
  const key = path.slice(-CS_KEY_LENGTH);
  return desDecrypt(path.slice(0, -CS_KEY_LENGTH), key);
}

export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error('customer-service key must be 8 characters');
  return desEncrypt(url, key) + key;
}
