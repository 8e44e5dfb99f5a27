/**
 * One-time codes by SMS and e-mail: 6 digits, stored salted-hashed, valid for
 * 5 minutes, single use, dead after 5 wrong tries; a new code replaces the previous one.
 *
 * Every send request is logged as a row, also when nothing is sent (an anonymous request for a
 * number with no account), so the throttles answer the same either way:
 *   per target  1 per 60 s, 10 per 24 h
 *   per IP      5 per 10 min, 30 per 24 h
 * The checks and the insert run under advisory locks on the IP and the target, so concurrent
 * requests on several instances cannot slip through together.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { humanDuration, TooManyRequestsError } from '../../http/errors';
import { codeMatches, newCodeHash, randomDigits } from '../auth/tokens';

export const CODE_POLICY = {
  ttlMinutes: 5,
  resendAfterMs: 60_000,
  dailyCap: 10,
  ipBurst: 5,
  ipBurstWindowMs: 10 * 60_000,
  ipDailyCap: 30,
  maxAttempts: 5,
} as const;

const DAY_MS = 24 * 3_600_000;
const LOCK_IP = 7_120_003;
const LOCK_TARGET = 7_120_004;

export type Channel = 'sms' | 'email';
export type CodeKey = { merchantCode: string; channel: Channel; target: string; purpose: string };
export type VerifyOutcome = { ok: true } | { ok: false; attemptsLeft: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** How a refusal names what was asked for: a code, or (forgot by e-mail) a reset e-mail. */
export type IssueWording = { justSent: string; many: string; requests: string };

export const CODE_WORDING: IssueWording = {
  justSent: 'A code was just sent.',
  many: 'codes',
  requests: 'code requests',
};

export function createCodeStore(db: Kysely<DB>, clock: () => Date, policy = CODE_POLICY) {
  return {
    /**
     * Logs a send request and, when `store`, keeps a fresh code (returned). Throws
     * TooManyRequestsError when a throttle refuses; then nothing is logged.
     */
    async issue(
      key: CodeKey,
      ip: string,
      store: boolean,
      wording: IssueWording = CODE_WORDING,
    ): Promise<{ code: string; expiresAt: Date }> {
      const now = clock();
      const code = randomDigits(6);
      const expiresAt = new Date(now.getTime() + policy.ttlMinutes * 60_000);
      const noun = key.channel === 'sms' ? 'number' : 'address';
      await db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${ip}))`.execute(trx);
        await sql`SELECT pg_advisory_xact_lock(${LOCK_TARGET}::int,
          hashtext(${`${key.merchantCode}:${key.channel}:${key.target}`}))`.execute(trx);

        const dayAgo = new Date(now.getTime() - DAY_MS);
        const target = await trx
          .selectFrom('verification_codes')
          .select((eb) => [
            eb.fn.countAll<bigint>().as('n'),
            eb.fn.min('created_at').as('oldest'),
            eb.fn.max('created_at').as('newest'),
          ])
          .where('merchant_code', '=', key.merchantCode)
          .where('channel', '=', key.channel)
          .where('target', '=', key.target)
          .where('created_at', '>', dayAgo)
          .executeTakeFirstOrThrow();
        if (target.newest && now.getTime() - target.newest.getTime() < policy.resendAfterMs) {
          const wait = seconds(target.newest.getTime() + policy.resendAfterMs - now.getTime());
          throw new TooManyRequestsError(
            wait,
            `${wording.justSent} Please wait ${humanDuration(wait)} before requesting another one.`,
          );
        }
        if (Number(target.n) >= policy.dailyCap && target.oldest) {
          const wait = seconds(target.oldest.getTime() + DAY_MS - now.getTime());
          throw new TooManyRequestsError(
            wait,
            `This ${noun} has received too many ${wording.many} today. Please try again in ${humanDuration(wait)}.`,
          );
        }

        const burstStart = new Date(now.getTime() - policy.ipBurstWindowMs);
        const fromIp = await trx
          .selectFrom('verification_codes')
          .select('created_at')
          .where('ip', '=', ip)
          .where('created_at', '>', dayAgo)
          .orderBy('created_at', 'desc')
          .limit(policy.ipDailyCap)
          .execute();
        const burst = fromIp.filter((r) => r.created_at > burstStart);
        if (burst.length >= policy.ipBurst) {
          const wait = seconds(burst.at(-1)!.created_at.getTime() + policy.ipBurstWindowMs - now.getTime());
          throw new TooManyRequestsError(
            wait,
            `Too many ${wording.requests} from your network. Please try again in ${humanDuration(wait)}.`,
          );
        }
        if (fromIp.length >= policy.ipDailyCap) {
          const wait = seconds(fromIp.at(-1)!.created_at.getTime() + DAY_MS - now.getTime());
          throw new TooManyRequestsError(
            wait,
            `Too many ${wording.requests} from your network today. Please try again in ${humanDuration(wait)}.`,
          );
        }

        await trx
          .updateTable('verification_codes')
          .set({ consumed_at: now })
          .where('merchant_code', '=', key.merchantCode)
          .where('channel', '=', key.channel)
          .where('target', '=', key.target)
          .where('purpose', '=', key.purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('verification_codes')
          .values({
            merchant_code: key.merchantCode,
            channel: key.channel,
            target: key.target,
            purpose: key.purpose,
            ip,
            code_hash: store ? newCodeHash(code) : null,
            created_at: now,
            expires_at: expiresAt,
          })
          .execute();
      });
      return { code, expiresAt };
    },

    /**
     * Checks a code. An attempt is counted before the comparison, so concurrent guesses cannot
     * exceed the limit; the right code is used up at once.
     */
    async verify(key: CodeKey, code: string): Promise<VerifyOutcome> {
      const now = clock();
      const live = db
        .selectFrom('verification_codes')
        .select('id')
        .where('merchant_code', '=', key.merchantCode)
        .where('channel', '=', key.channel)
        .where('target', '=', key.target)
        .where('purpose', '=', key.purpose)
        .where('code_hash', 'is not', null)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1);
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', live)
        .where('attempts', '<', policy.maxAttempts)
        .where('expires_at', '>', now)
        .returning(['id', 'code_hash', 'attempts'])
        .executeTakeFirst();
      if (!row?.code_hash) return { ok: false, attemptsLeft: 0 };
      if (!/^\d{6}$/.test(code) || !codeMatches(row.code_hash, code)) {
        return { ok: false, attemptsLeft: policy.maxAttempts - row.attempts };
      }
      const used = await db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n ? { ok: true } : { ok: false, attemptsLeft: 0 };
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
