/** JSON schemas of the SMS calls (see auth/schemas.ts for the validation settings). */
const mobile = { type: 'string', pattern: '^\\+?[0-9]{4,20}$', maxLength: 21 } as const;
const dialingCode = { type: 'string', pattern: '^\\+?[0-9]{1,4}$', maxLength: 5 } as const;

export const smsNoLoginBody = {
  type: 'object',
  required: ['mobileNum'],
  additionalProperties: false,
  properties: { mobileNum: mobile, countryDialingCode: dialingCode },
} as const;

export const smsRegisterBody = {
  type: 'object',
  required: ['mobileNo'],
  additionalProperties: false,
  properties: { mobileNo: mobile, countryDialingCode: dialingCode },
} as const;
