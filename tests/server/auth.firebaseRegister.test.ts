/**
 * Mobile registration with the Firebase SMS check (spec §4), against the local provider: with
 * the site's firebase.phoneRegistration on, the server wants a Firebase ID token for exactly
 * the registered number (dialing code + mobile); a token for another number, a forged or
 * foreign token, or none at all is refused with its own envelope error and creates nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../server/domains/auth/firebaseLocal/signingKey';
import { createTokenIssuer } from '../../server/domains/auth/firebaseLocal/tokenIssuer';
import type { LoginValue } from '../../src/shared/wire/auth';
import { accountTablesFingerprint, body, captchaRecorder, lastSms, wire } from './authSupport';
import { buildLocalFirebaseServer, forged, provider, type LocalFirebaseServer } from './firebaseLocalSupport';
import { backends, ops } from './helper';

describe.each(backends)('registration with the Firebase SMS check on %s', (kind) => {
  let server: LocalFirebaseServer;
  let api: ReturnType<typeof wire>;
  let call: ReturnType<typeof provider>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildLocalFirebaseServer(kind, captchas.text);
    api = wire(server);
    call = provider(server);
    await ops(server, 'firebase', 'on', '--merchant', 'demo', '--providers', 'none');
  });
  afterAll(() => server?.close());

  /** An ID token for a number, through the local provider's phone sign-in and the SMS outbox. */
  async function phoneToken(phoneNumber: string, ip: string): Promise<string> {
    const { body: sent } = await call('sendVerificationCode', { phoneNumber }, { ip });
    const code = (await lastSms(server, phoneNumber))!.code;
    const { body: signedIn } = await call('signInWithPhoneNumber', { sessionInfo: sent.sessionInfo, code }, { ip });
    return signedIn.idToken as string;
  }

  const register = async (mobileNum: string, extra: Record<string, unknown>) => {
    const { cookie } = await api.captcha();
    const payload = {
      mobileNum,
      countryDialingCode: '54',
      password: 'Fire2026x',
      confirmPassword: 'Fire2026x',
      captcha: captchas.last(),
      ...extra,
    };
    return body<LoginValue>(await api.enc('PUT', '/wps/member/register/mobile', payload, { cookie }));
  };

  it('registers the number the ID token proves, logged in at once', async () => {
    const idToken = await phoneToken('+546600000201', '10.8.0.1');
    const res = await register('6600000201', { firebaseChannel: 'sms', firebaseIdToken: idToken });
    expect(res.success, res.message).toBe(true);
    expect(res.value).toMatchObject({ userName: '6600000201', loginType: 'register' });
    const member = await server.services.accounts.members.byMobile('demo', '6600000201');
    expect(member).toMatchObject({ mobile: '6600000201', country_dialing_code: '54' });
  });

  it('refuses a token for another number, a forged or foreign token, and no token, creating nothing', async () => {
    const idToken = await phoneToken('+546600000202', '10.8.0.2');
    // Signed with the provider's own key, for the right number, but for another Firebase project.
    const otherProject = createTokenIssuer(
      'elsewhere',
      () => loadSigningKey(server.services.db),
      () => server.clock.now,
    );
    const { idToken: foreign } = await otherProject.issue({ provider: 'phone', phoneNumber: '+546600000203' });
    const before = await accountTablesFingerprint(server);
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      [
        'another number',
        { firebaseIdToken: idToken },
        'register.firebase.mismatch',
        /not the mobile number you entered/,
      ],
      [
        'forged signature',
        { firebaseIdToken: forged(idToken, { phone_number: '+546600000203' }) },
        'register.firebase.invalid',
        /could not be checked/,
      ],
      ['another project', { firebaseIdToken: foreign }, 'register.firebase.invalid', /could not be checked/],
      ['garbage', { firebaseIdToken: 'a.b.c' }, 'register.firebase.invalid', /could not be checked/],
      [
        'our own SMS code instead',
        { verificationCode: '123456' },
        'register.firebase.required',
        /^Please complete verification first$/,
      ],
    ];
    for (const [name, extra, errorCode, message] of cases) {
      const res = await register('6600000203', { firebaseChannel: 'sms', ...extra });
      expect(res, name).toMatchObject({ success: false, errorCode });
      expect(res.message, name).toMatch(message);
    }
    expect(await accountTablesFingerprint(server)).toBe(before);
    expect(await server.services.accounts.members.byMobile('demo', '6600000203')).toBeUndefined();
  });

  it('with the check off, our own SMS code proves the number again', async () => {
    await ops(server, 'firebase', 'off', '--merchant', 'demo');
    const ip = '10.8.0.3';
    const sent = await api.call(
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '54', mobileNo: '6600000204' },
      { ip },
    );
    expect(body(sent).success).toBe(true);
    const code = (await lastSms(server, '+546600000204'))!.code;
    const res = await register('6600000204', { verificationCode: code });
    expect(res.success, res.message).toBe(true);
  });
});
