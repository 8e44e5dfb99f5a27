/**
 * JSON schemas of the session calls. Fastify validates with Ajv configured to drop unknown
 * properties (removeAdditional) and coerce scalars, so extra fields the deployed clients send
 * (GeeTest data, device ids) are ignored, and anything malformed or oversized is a 400.
 */
const str = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: 'string', maxLength, ...extra }) as const;

export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: str(64),
    password: str(128),
    captcha: { type: ['string', 'null'], maxLength: 16 },
    // '1' was seen from one script and means a username login.
    type: { type: 'string', enum: ['username', 'sms', 'firebase', '', '1'], default: 'username' },
    firebaseIdToken: str(8192),
    countryDialingCode: str(5, { pattern: '^\\+?[0-9]{1,4}$' }),
    agentLogin: { type: 'boolean' },
  },
} as const;

export const loginVerificationBody = {
  type: 'object',
  required: ['challengeId', 'code'],
  additionalProperties: false,
  properties: {
    challengeId: str(64),
    code: str(64, { minLength: 1 }),
  },
} as const;

/** Free play has no body to speak of; os/platform are read leniently from body or headers. */
export const freePlayHeaders = {
  type: 'object',
  required: ['encryption'],
  properties: { encryption: str(1200, { minLength: 1 }) },
} as const;

export const captchaQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { t: str(20), _: str(20) },
} as const;
