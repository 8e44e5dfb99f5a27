/**
 * Captchas. GET /wps/captcha draws a fresh one and binds it to the browser with
 * an HttpOnly cookie holding a random id. We store only hashes of the id and of the answer; a
 * captcha expires after 2 minutes and is deleted by the first attempt to use it, right or wrong.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { sameDigest, sha256Hex } from '../tokens';
import { drawCaptcha, randomCaptchaText } from './draw';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_COOKIE = 'wps_captcha';

export type CaptchaOptions = {
  /** Chooses the answer; tests pass a function that records what it chose. */
  text?: () => string;
};

const answerHash = (id: string, answer: string) => sha256Hex(`${id}:${answer.trim().toUpperCase()}`);

export function createCaptchaService(db: Kysely<DB>, clock: () => Date, options: CaptchaOptions = {}) {
  return {
    /** Draws a captcha for this requester; returns the cookie id and the PNG. */
    async issue(ip: string): Promise<{ id: string; png: Buffer; expiresAt: Date }> {
      const now = clock();
      const id = randomBytes(24).toString('base64url');
      const text = options.text?.() ?? randomCaptchaText();
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
      await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
      await db
        .insertInto('captchas')
        .values({ id_hash: sha256Hex(id), answer_hash: answerHash(id, text), ip, expires_at: expiresAt })
        .execute();
      return { id, png: drawCaptcha(text), expiresAt };
    },

    /** Checks an answer; the captcha is used up whatever the outcome. */
    async verify(id: string | undefined, answer: string | null | undefined): Promise<boolean> {
      if (!id || id.length > 64) return false;
      const row = await db
        .deleteFrom('captchas')
        .where('id_hash', '=', sha256Hex(id))
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at <= clock() || !answer) return false;
      return sameDigest(row.answer_hash, answerHash(id, answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** Reads one cookie from a Cookie header (no cookie library needed for one value). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export function captchaCookie(id: string, secure: boolean): string {
  return (
    `${CAPTCHA_COOKIE}=${id}; Path=/wps; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}
