/**
 * Login rate limiting. Failures are counted by the username as typed (so an
 * unknown user and a wrong password behave identically), per account+IP, per account and per IP:
 *
 *   account+IP  3 failures  → every further login for that pair needs a correct captcha
 *              10 failures  → that pair is locked for 15 minutes, the right password included
 *   account    20 failures (from any IPs) → captcha for that account everywhere (slow spraying)
 *   IP         20 failures (across accounts) → captcha for every login from that IP
 *
 * The lock is per account+IP on purpose: a stranger cannot lock the owner out from elsewhere.
 * The IP threshold is 20, not lower, so that one account's 10 failures do not put every other
 * account behind the same IP (an office, a carrier NAT) behind a captcha.
 *
 * Attempts are counted before the password is checked (and taken back on success), so a burst
 * of concurrent guesses meets the captcha and the lock like a sequence would.
 */
import type { RateCounters } from './rateCounters';

export const LOGIN_POLICY = {
  windowMs: 30 * 60_000,
  captchaAfter: 3,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  accountCaptchaAfter: 20,
  ipCaptchaAfter: 20,
} as const;

export type LoginGuardState = { captcha: boolean; lockedUntil: Date | null };

export type AttemptVerdict = {
  /** Counting the attempts before this one, a captcha was due. */
  neededCaptcha: boolean;
  /** Set when this attempt is beyond the lock (a burst that raced the lock). */
  lockedUntil: Date | null;
  /** Whether the next attempt needs a captcha, should this one fail. */
  captchaNext: boolean;
};

const normalise = (username: string) => username.trim().toLowerCase().slice(0, 64);

export function createLoginThrottle(counters: RateCounters, clock: () => Date, policy = LOGIN_POLICY) {
  const keys = (merchant: string, username: string, ip: string) => {
    const name = normalise(username);
    return { pair: `login:ui:${merchant}:${name}:${ip}`, account: `login:u:${merchant}:${name}`, ip: `login:ip:${ip}` };
  };

  const captchaDemanded = (pair: number, account: number, ip: number) =>
    pair >= policy.captchaAfter || account >= policy.accountCaptchaAfter || ip >= policy.ipCaptchaAfter;

  return {
    async state(merchant: string, username: string, ip: string): Promise<LoginGuardState> {
      const k = keys(merchant, username, ip);
      const s = await counters.read([k.pair, k.account, k.ip], policy.windowMs);
      const pair = s.get(k.pair)!;
      return {
        captcha: captchaDemanded(pair.hits, s.get(k.account)!.hits, s.get(k.ip)!.hits),
        lockedUntil: pair.lockedUntil,
      };
    },

    /**
     * Counts an attempt before the password is checked, so a burst of concurrent requests
     * cannot slip past the captcha or the lock together. Tells whether this attempt needed a
     * captcha, whether it is over the lock, and whether the next one needs a captcha.
     */
    async attempt(merchant: string, username: string, ip: string): Promise<AttemptVerdict> {
      const k = keys(merchant, username, ip);
      const pair = await counters.hit(k.pair, policy.windowMs);
      const account = await counters.hit(k.account, policy.windowMs);
      const fromIp = await counters.hit(k.ip, policy.windowMs);
      if (pair === policy.lockAfter) await counters.lock(k.pair, new Date(clock().getTime() + policy.lockMs));
      const lockedUntil =
        pair > policy.lockAfter
          ? ((await counters.read([k.pair], policy.windowMs)).get(k.pair)?.lockedUntil ?? null)
          : null;
      return {
        neededCaptcha: captchaDemanded(pair - 1, account - 1, fromIp - 1),
        lockedUntil,
        captchaNext: captchaDemanded(pair, account, fromIp),
      };
    },

    /** A successful login: forget this pair's failures and take back the attempt it counted. */
    async succeed(merchant: string, username: string, ip: string): Promise<void> {
      const k = keys(merchant, username, ip);
      await counters.clear([k.pair]);
      await counters.takeBack([k.account, k.ip]);
    },

    /** Operator unlock, or the owner proved themselves by SMS: forget every failure of the account. */
    async clearAccount(merchant: string, username: string): Promise<number> {
      const name = normalise(username);
      const pairs = await counters.clearPrefix(`login:ui:${merchant}:${name}:`);
      await counters.clear([`login:u:${merchant}:${name}`]);
      return pairs;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
