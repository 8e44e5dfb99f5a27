/**
 * Referral: the member's code is members.affiliate_code. An agent's link carries it as
 * `?affiliateCode=` (the new member joins the agent's downline: parent_id); anyone else's as
 * `?referralCode=` (the new member records the referrer: referrer_id). Registration reads both
 * (src/features/auth/register/urlCodes.ts, server/domains/member/register.ts). A member without
 * a code gets a unique one when the client asks with autoGenerate.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReferralValue } from '../../../src/shared/wire/rewards';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../auth/freePlay';

/** No 0/O or 1/I: a code is read aloud and typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const GENERATE_ATTEMPTS = 5;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function codeOf(db: Kysely<DB>, memberId: bigint): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select('affiliate_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.affiliate_code;
}

/** The member's code, creating one if asked and there is none (unique per merchant, case-insensitively). */
export async function referralCode(db: Kysely<DB>, memberId: bigint, autoGenerate: boolean): Promise<string | null> {
  const existing = await codeOf(db, memberId);
  if (existing || !autoGenerate) return existing;
  for (let attempt = 1; ; attempt++) {
    try {
      // Only where there is still none: two first visits at once keep whichever code won.
      await db
        .updateTable('members')
        .set({ affiliate_code: newCode() })
        .where('id', '=', memberId)
        .where('affiliate_code', 'is', null)
        .execute();
      return codeOf(db, memberId);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= GENERATE_ATTEMPTS) throw error;
    }
  }
}

export async function referralValue(
  db: Kysely<DB>,
  memberId: bigint,
  isAgent: boolean,
  site: { mainDomain: string; promotionDomains: string[] },
  autoGenerate: boolean,
): Promise<ReferralValue> {
  const code = await referralCode(db, memberId, autoGenerate);
  const counts = await db
    .selectFrom('members as m')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('total'),
      eb.fn
        .count<bigint>('m.id')
        .filterWhere(({ exists, selectFrom }) =>
          exists(
            selectFrom('deposits as d')
              .select('d.id')
              .whereRef('d.member_id', '=', 'm.id')
              .where('d.status', '=', 'credited'),
          ),
        )
        .as('active'),
    ])
    .where((eb) => eb.or([eb('m.parent_id', '=', memberId), eb('m.referrer_id', '=', memberId)]))
    .executeTakeFirstOrThrow();
  const base = site.mainDomain.replace(/\/+$/, '');
  return {
    referralCode: code ?? '',
    totalInvitations: Number(counts.total),
    promotionDomains: site.promotionDomains,
    inviteUrl: code ? `${base}/register?${isAgent ? 'affiliateCode' : 'referralCode'}=${encodeURIComponent(code)}` : '',
    activeInvitations: Number(counts.active),
  };
}
