/**
 * The secret in a deposit's demo payment URL. It is derived from the deposit id under a server
 * key (HMAC-SHA256, 256 bits, unguessable without the key), so the database keeps only its
 * SHA-256 (deposits.pay_token_hash) and no reply remembered for an Idempotency-Key holds it:
 * the URL is computed again whenever a pending deposit is shown.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { loadServerKey } from '../../db/serverKeys';

const KEY_NAME = 'deposit-pay-token';
export const PAY_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const PAY_PATH = '/pay/demo';

export const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A hash no token has: deposits created settled (the seed) need no payment page. */
export const unusablePayTokenHash = () => `unused:${randomBytes(24).toString('hex')}`;

export type PayTokens = { tokenFor(depositId: bigint): string; urlFor(depositId: bigint): string };

export async function loadPayTokens(db: Kysely<DB>): Promise<PayTokens> {
  const stored = await loadServerKey(db, KEY_NAME, () => ({ key: randomBytes(32).toString('base64url') }));
  const key = Buffer.from(stored.key ?? '', 'base64url');
  const tokenFor = (depositId: bigint) => createHmac('sha256', key).update(`deposit:${depositId}`).digest('base64url');
  return { tokenFor, urlFor: (depositId) => `${PAY_PATH}/${tokenFor(depositId)}` };
}

/** The deposit a payment link names, with what its page shows; undefined for a token that names none. */
export async function depositOfPayToken(db: Kysely<DB>, token: string) {
  if (!PAY_TOKEN_RE.test(token)) return undefined;
  return db
    .selectFrom('deposits as d')
    .innerJoin('merchants as m', 'm.code', 'd.merchant_code')
    .leftJoin('deposit_methods as dm', (join) =>
      join.onRef('dm.merchant_code', '=', 'd.merchant_code').onRef('dm.id', '=', 'd.method_id'),
    )
    .select(['d.id', 'd.amount', 'd.status', 'd.method_id', 'm.name', 'm.site_config', 'dm.name as method_name'])
    .where('d.pay_token_hash', '=', payTokenHash(token))
    .executeTakeFirst();
}
