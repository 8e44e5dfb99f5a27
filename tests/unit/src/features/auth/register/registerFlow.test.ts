/**
 * The registration sequence: invitation code checked first and stopping everything
 * when refused, then the registration, then the session; failures placed on their field.
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../../../src/api/response';
import type { Result } from '../../../../../../src/features/auth/register/apiResult';
import { formFields } from '../../../../../../src/features/auth/register/registerFields';
import {
  buildRegisterArgs,
  placeRegisterError,
  runRegistration,
  type RegisterFlowDeps,
} from '../../../../../../src/features/auth/register/registerFlow';
import { registerPlan, type LoginValue, type RegisterArgs } from '../../../../../../src/shared/wire';
import { DEMO_FLAGS, DEMO_RULES } from './support';

const apiError = (errorCode: string, message = 'refused', status = 200, value?: unknown): ApiError => ({
  status,
  errorCode,
  message,
  alert: false,
  ...(value === undefined ? {} : { value }),
});
const loginValue = { token: 't0k3n', customerId: 7 } as LoginValue;
const noCodes = { affiliateCode: '', referralCode: '', domain: 'play.test' };

function fakeDeps(answers: { affiliate?: Result<unknown>; register?: Result<LoginValue> } = {}) {
  const calls: string[] = [];
  const sent: RegisterArgs[] = [];
  const deps: RegisterFlowDeps = {
    checkAffiliate: async (code) => {
      calls.push(`affiliate:${code}`);
      return answers.affiliate ?? { data: { code } };
    },
    register: async (args) => {
      calls.push('register');
      sent.push(args);
      return answers.register ?? { data: loginValue };
    },
    startSession: async (value) => {
      calls.push(`session:${value.token}`);
    },
  };
  return { deps, calls, sent };
}

describe('buildRegisterArgs', () => {
  it('username form: typed fields, captcha, page and method; passwords as typed, others trimmed', () => {
    const plan = registerPlan('username', DEMO_FLAGS, DEMO_RULES);
    const args = buildRegisterArgs({
      mode: 'username',
      plan,
      fields: formFields('username', plan, DEMO_RULES),
      values: { username: ' player01 ', password: ' pass12 ', confirmPassword: ' pass12 ', email: '', captcha: 'AB12' },
      urlCodes: noCodes,
      pageUrl: 'https://play.test/register',
    });
    expect(args).toEqual({
      username: 'player01',
      password: ' pass12 ',
      confirmPassword: ' pass12 ',
      captcha: 'AB12',
      domain: 'play.test',
      registerUrl: 'https://play.test/register',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('mobile form: the number is the username, with the code and dialing code 54', () => {
    const plan = registerPlan('mobile', DEMO_FLAGS, DEMO_RULES);
    const args = buildRegisterArgs({
      mode: 'mobile',
      plan,
      fields: formFields('mobile', plan, DEMO_RULES),
      values: {
        mobileNum: '1234567890',
        verificationCode: '123456',
        password: 'pass12',
        confirmPassword: 'pass12',
        captcha: 'AB12',
      },
      urlCodes: noCodes,
      pageUrl: 'https://play.test/',
    });
    expect(args).toMatchObject({
      username: '1234567890',
      mobileNum: '1234567890',
      verificationCode: '123456',
      countryDialingCode: '54',
    });
  });

  it('codes from the link fill in only when the form has no field of their own', () => {
    const plan = registerPlan('username', DEMO_FLAGS, DEMO_RULES);
    const urlCodes = { affiliateCode: 'DEMO2026', referralCode: 'FRIEND7', domain: 'play.test' };
    const base = { mode: 'username' as const, plan, values: { affiliateCode: 'TYPED1' }, urlCodes, pageUrl: '' };
    expect(buildRegisterArgs({ ...base, fields: ['username', 'affiliateCode'] })).toMatchObject({
      affiliateCode: 'TYPED1',
      referralCode: 'FRIEND7',
    });
    expect(buildRegisterArgs({ ...base, fields: ['username'] })).toMatchObject({ affiliateCode: 'DEMO2026' });
  });
});

describe('runRegistration', () => {
  it('checks the invitation code first, then registers, then starts the session', async () => {
    const { deps, calls } = fakeDeps();
    expect(await runRegistration({ username: 'u', affiliateCode: 'DEMO2026' }, 'username', deps)).toEqual({
      kind: 'registered',
    });
    expect(calls).toEqual(['affiliate:DEMO2026', 'register', 'session:t0k3n']);
  });

  it('without a code there is no check', async () => {
    const { deps, calls } = fakeDeps();
    await runRegistration({ username: 'u' }, 'username', deps);
    expect(calls).toEqual(['register', 'session:t0k3n']);
  });

  it('a refused code stops everything with "Invalid invitation code" on its field', async () => {
    for (const refusal of [apiError('affiliate.invalid'), apiError('request_param_err', 'bad', 400)]) {
      const { deps, calls } = fakeDeps({ affiliate: { error: refusal } });
      const outcome = await runRegistration({ username: 'u', affiliateCode: 'NOPE' }, 'username', deps);
      expect(outcome).toEqual({
        kind: 'failed',
        error: { field: 'affiliateCode', message: { key: 'invalidInvitation' } },
      });
      expect(calls).toEqual(['affiliate:NOPE']);
    }
  });

  it('a site without invitation codes (AFFMAN3 off) drops the code and goes on', async () => {
    const { deps, sent } = fakeDeps({ affiliate: { error: apiError('function.not.available') } });
    expect(await runRegistration({ username: 'u', affiliateCode: 'DEMO2026' }, 'username', deps)).toEqual({
      kind: 'registered',
    });
    expect(sent[0]?.affiliateCode).toBeUndefined();
  });

  it('a check that never got an answer stops with the transport message, not the code error', async () => {
    const { deps, calls } = fakeDeps({
      affiliate: { error: apiError('client.network', 'Network link is abnormal, please try again', 0) },
    });
    const outcome = await runRegistration({ affiliateCode: 'DEMO2026' }, 'username', deps);
    expect(outcome).toEqual({
      kind: 'failed',
      error: { message: { text: 'Network link is abnormal, please try again' } },
    });
    expect(calls).toEqual(['affiliate:DEMO2026']);
  });

  it('a refused registration does not start a session', async () => {
    const { deps, calls } = fakeDeps({
      register: { error: apiError('register.username.taken', 'This username is already taken.') },
    });
    const outcome = await runRegistration({ username: 'u' }, 'username', deps);
    expect(outcome).toEqual({
      kind: 'failed',
      error: { field: 'username', message: { text: 'This username is already taken.' } },
    });
    expect(calls).toEqual(['register']);
  });
});

describe('placeRegisterError', () => {
  it('puts known failures on their field', () => {
    expect(placeRegisterError(apiError('captcha.invalid'), 'username')).toEqual({
      field: 'captcha',
      message: { key: 'invalidCaptcha' },
    });
    expect(placeRegisterError(apiError('verification.code.invalid'), 'mobile')).toEqual({
      field: 'verificationCode',
      message: { key: 'invalidCode' },
    });
    expect(placeRegisterError(apiError('register.username.taken', 'taken'), 'mobile')).toEqual({
      field: 'mobileNum',
      message: { text: 'taken' },
    });
    expect(placeRegisterError(apiError('register.mobile.taken', 'used'), 'username')).toEqual({
      field: 'mobileNum',
      message: { text: 'used' },
    });
  });

  it('uses the field the server validator names, else the whole form', () => {
    const invalid = apiError('request_param_err', 'Username: too short', 400, { field: 'username', reason: 'length' });
    expect(placeRegisterError(invalid, 'username')).toEqual({
      field: 'username',
      message: { text: 'Username: too short' },
    });
    expect(placeRegisterError(invalid, 'mobile').field).toBe('mobileNum');
    expect(placeRegisterError(apiError('request_param_err', 'bad', 400), 'username')).toEqual({
      message: { text: 'bad' },
    });
    expect(placeRegisterError(apiError('TOO_MANY_REQUESTS', 'slow down', 429), 'username')).toEqual({
      message: { text: 'slow down' },
    });
  });
});
