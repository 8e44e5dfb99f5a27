/** Shared fixtures of the register and password tests: the demo site's rules and an English `t`. */
import { createInstance, type TFunction } from 'i18next';
import en from '../../../../../../src/i18n/locales/en/register.json';
import type { RegisterRule, RegisterRules } from '../../../../../../src/shared/wire';

const rule = (
  key: string,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: number,
  enabled = true,
  required = false,
): RegisterRule => ({
  key,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled,
  required,
});

/** The rules the reference server seeds for merchant demo (server/demo/siteData.ts). */
export const DEMO_RULES: RegisterRules = {
  username: rule('username', '^[A-Za-z][A-Za-z0-9]*$', 6, 16, 1, true, true),
  password: rule('password', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20, 5, true, true),
  mobileNum: rule('mobileNum', '^\\d+$', 7, 15, 6),
  email: rule('email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, 3),
  payeeName: rule('payeeName', '^[A-Za-z ]+$', 2, 40, 8),
  affiliateCode: rule('affiliateCode', '^[A-Za-z0-9]+$', 4, 16, 4),
  captcha: rule('captcha', '^[A-Za-z0-9]+$', 4, 4, 4, true, true),
  paymentPassword: rule('paymentPassword', '^\\d+$', 6, 6, 6, false),
  qqNum: rule('qqNum', '^\\d+$', 5, 12, 6, false),
};

export const DEMO_FLAGS: Readonly<Record<string, boolean>> = {
  REG3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: false,
  CAPTCHA3: true,
  CHNGPASSVERIF3: true,
};

/** The English catalog of the `register` namespace as the app's t would read it. */
export async function englishT(): Promise<TFunction<'register'>> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['register'],
    defaultNS: 'register',
    resources: { en: { register: en } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.getFixedT('en', 'register');
}

export { en as registerCatalog };
