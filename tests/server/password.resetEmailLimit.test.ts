/**
 * The e-mail reset limit says what happened (issue 14 item 12, the defect: a second "forgot
 * password" e-mail within the minute answered "A code was just sent", though no code is sent by
 * e-mail). The refusal names a password reset request, changes nothing, and tells nobody
 * whether the address belongs to an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, wire } from './authSupport';
import { backends, buildTestServer, type TestServer } from './helper';

describe.each(backends)('forgot password by e-mail, the limit on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = wire(server);
  });
  afterAll(() => server?.close());

  const forgot = (username: string, email: string, ip: string) =>
    api.call(
      'POST',
      '/wps/member/password/email',
      `username=${encodeURIComponent(username)}&email=${encodeURIComponent(email)}`,
      { ip },
    );

  it('refuses a second request within the minute, saying so, for known and unknown addresses alike', async () => {
    const messages: string[] = [];
    for (const [username, email, ip] of [
      ['demo_player', 'player@demo.test', '10.14.12.1'],
      ['nobody_at_all', 'nobody@demo.test', '10.14.12.2'],
    ] as const) {
      expect(body(await forgot(username, email, ip)).success).toBe(true);
      const again = await forgot(username, email, ip);
      expect(again.statusCode).toBe(429);
      const refusal = body(again);
      expect(refusal.success).toBe(false);
      expect(refusal.message).toMatch(
        new RegExp(
          '^A password reset was just requested for this e-mail address: .* ' +
            'Please wait \\d+ (seconds?|minutes?) before requesting another one\\.$',
        ),
      );
      expect(refusal.message).not.toMatch(/\bcode\b/i);
      messages.push(refusal.message.replace(/\d+ (seconds?|minutes?)/, 'N'));
    }
    // Known and unknown addresses read the same.
    expect(messages[0]).toBe(messages[1]);
  });
});
