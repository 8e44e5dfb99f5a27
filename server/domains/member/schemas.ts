/** JSON schemas of the member calls (see auth/schemas.ts for the validation settings). */
const str = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: 'string', maxLength, ...extra }) as const;

const REGISTER_STRINGS: Record<string, number> = {
  username: 64,
  password: 128,
  confirmPassword: 128,
  payeeName: 100,
  email: 254,
  mobileNum: 20,
  countryDialingCode: 5,
  verificationCode: 12,
  captcha: 16,
  affiliateCode: 32,
  referralCode: 32,
  recommenderId: 32,
  paymentPassword: 64,
  qqNum: 32,
  line: 64,
  whatsapp: 32,
  facebook: 100,
  telegram: 64,
  zalo: 32,
  wechat: 64,
  idNumber: 40,
  birthday: 10,
  nickname: 32,
  domain: 255,
  registerUrl: 2048,
  registerMethod: 16,
  firebaseChannel: 32,
  firebaseIdToken: 8192,
};

export const registerBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(Object.entries(REGISTER_STRINGS).map(([k, max]) => [k, str(max)])),
    login: { type: 'boolean' },
  },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['newPassword', 'confirmNewPassword'],
  additionalProperties: false,
  properties: { oldPassword: str(128), newPassword: str(128), confirmNewPassword: str(128) },
} as const;

export const forgotEmailBody = {
  type: 'object',
  required: ['username', 'email'],
  additionalProperties: false,
  properties: { username: str(64, { minLength: 1 }), email: str(254, { pattern: '^[^\\s@]+@[^\\s@]+$' }) },
} as const;

export const resetBySmsBody = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'verificationCode'],
  additionalProperties: false,
  properties: {
    newPassword: str(128),
    confirmNewPassword: str(128),
    mobileNum: str(21, { pattern: '^\\+?[0-9]{4,20}$' }),
    verificationCode: str(12),
    countryDialingCode: str(5, { pattern: '^\\+?[0-9]{1,4}$' }),
  },
} as const;

export const languageBody = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: { language: str(10, { minLength: 2 }) },
} as const;

export const checkUsernameQuery = {
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: { username: str(64, { minLength: 1 }) },
} as const;

export const affiliateQuery = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: str(32, { minLength: 1 }), domain: str(255), referralCode: str(32) },
} as const;
