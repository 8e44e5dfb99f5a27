/**
 * The secret in a deposit's demo payment URL. It is derived from the deposit id under a server
 * key (HMAC-SHA256, 256 bits, unguessable without the key), so the database keeps only its
 * SHA-256 (deposits.pay_token_hash) and no reply remembered for an Idempotency-Key holds it:
 * the URL is computed again whenever a pending deposit is shown.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const KEY_NAME = 'deposit-pay-token';
export const PAY_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const PAY_PATH = '/pay/demo';

export const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A hash no token has: deposits created settled (the seed) need no payment page. */
export const unusablePayTokenHash = () => `unused:${randomBytes(24).toString('hex')}`;

export type PayTokens = { tokenFor(depositId: bigint): string; urlFor(depositId: bigint): string };

export async function loadPayTokens(db: Kysely<DB>): Promise<PayTokens> {
  let row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  if (!row) {
    // Two instances may race here: the first insert wins and both read it back.
    await db
      .insertInto('server_keys')
      .values({ name: KEY_NAME, value: JSON.stringify({ key: randomBytes(32).toString('base64url') }) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  }
  const key = Buffer.from(row.value.key ?? '', 'base64url');
  const tokenFor = (depositId: bigint) => createHmac('sha256', key).update(`deposit:${depositId}`).digest('base64url');
  return { tokenFor, urlFor: (depositId) => `${PAY_PATH}/${tokenFor(depositId)}` };
}
