/**
 * Login rate limiting (quality bar 7). Failures are counted by the username as typed (so an
 * unknown user and a wrong password behave identically), per account+IP, per account and per IP:
 *
 *   account+IP  3 failures  → every further login for that pair needs a correct captcha
 *              10 failures  → that pair is locked for 15 minutes, the right password included
 *   account    20 failures (from any IPs) → captcha for that account everywhere (slow spraying)
 *   IP         20 failures (across accounts) → captcha for every login from that IP
 *
 * The lock is per account+IP on purpose: a stranger cannot lock the owner out from elsewhere.
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
      return { captcha: captchaDemanded(pair.hits, s.get(k.account)!.hits, s.get(k.ip)!.hits), lockedUntil: pair.lockedUntil };
    },

    /** Records a failure; answers whether the next attempt needs a captcha. */
    async fail(merchant: string, username: string, ip: string): Promise<{ captcha: boolean }> {
      const k = keys(merchant, username, ip);
      const pair = await counters.hit(k.pair, policy.windowMs);
      const account = await counters.hit(k.account, policy.windowMs);
      const fromIp = await counters.hit(k.ip, policy.windowMs);
      if (pair >= policy.lockAfter) await counters.lock(k.pair, new Date(clock().getTime() + policy.lockMs));
      return { captcha: captchaDemanded(pair, account, fromIp) };
    },

    /** A successful login forgets this pair's failures (the account and IP counters decay). */
    async succeed(merchant: string, username: string, ip: string): Promise<void> {
      await counters.clear([keys(merchant, username, ip).pair]);
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
