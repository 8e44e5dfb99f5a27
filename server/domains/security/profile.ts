/**
 * The member's profile in the security centre: the editable PROFILE_FIELDS, plus the account,
 * the masked mobile and the payee name, which are shown but not edited here. nickname and email
 * are member columns; the other fields live in members.profile beside the registration extras.
 *
 * A bound e-mail address is not changed here: it receives temporary passwords (forgot password)
 * and login checks, so a stolen session must not be able to redirect it.
 */
import { sql, type Kysely } from 'kysely';
import {
  PROFILE_FIELDS,
  type ProfileArgs,
  type ProfileField,
  type ProfileValue,
} from '../../../src/shared/wire/security';
import type { DB } from '../../db/schema';
import { badInput } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { maskMobile } from '../verification/masks';
import { refuseTrial } from '../wallet/guards';

/** Longest value of each field, in characters. */
const PROFILE_LIMITS: Record<ProfileField, number> = {
  nickname: 32,
  fullname: 64,
  email: 254,
  birthday: 10,
  address: 200,
  nationality: 64,
  occupation: 64,
  sourceOfIncome: 100,
};

const LABELS: Record<ProfileField, string> = {
  nickname: 'Nickname',
  fullname: 'Full name',
  email: 'E-mail',
  birthday: 'Birthday',
  address: 'Address',
  nationality: 'Nationality',
  occupation: 'Occupation',
  sourceOfIncome: 'Source of income',
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** A real calendar date in the past, written yyyy-MM-dd. */
function isBirthday(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < now && Number(match[1]) >= 1900
  );
}

export function profileOf(member: MemberRow): ProfileValue {
  const extra = member.profile ?? {};
  const stored = (field: ProfileField) => (typeof extra[field] === 'string' ? extra[field] : '');
  return {
    nickname: member.nickname,
    fullname: stored('fullname'),
    email: member.email ?? '',
    birthday: stored('birthday'),
    address: stored('address'),
    nationality: stored('nationality'),
    occupation: stored('occupation'),
    sourceOfIncome: stored('sourceOfIncome'),
    account: member.username,
    mobile: maskMobile(member.country_dialing_code, member.mobile),
    payeeName: member.payee_name ?? '',
  };
}

export function createProfiles(db: Kysely<DB>, clock: () => Date) {
  return {
    async update(member: MemberRow, args: ProfileArgs): Promise<ProfileValue> {
      refuseTrial(member);
      const values: Partial<Record<ProfileField, string>> = {};
      for (const field of PROFILE_FIELDS) {
        const raw = args[field];
        if (raw === undefined) continue;
        const value = raw.trim();
        const label = LABELS[field];
        if (value.length > PROFILE_LIMITS[field])
          throw badInput(`${label} can be at most ${PROFILE_LIMITS[field]} characters.`, { field, reason: 'length' });
        if (CONTROL_RE.test(value))
          throw badInput(`${label} contains characters that are not allowed.`, { field, reason: 'pattern' });
        if (field === 'email' && value !== '' && !EMAIL_RE.test(value))
          throw badInput('Enter a valid e-mail address, like name@example.com.', { field, reason: 'pattern' });
        if (field === 'birthday' && value !== '' && !isBirthday(value, clock())) {
          throw badInput('Enter your birthday as a real past date, written yyyy-MM-dd.', { field, reason: 'pattern' });
        }
        values[field] = value;
      }
      if (values.email !== undefined && member.email && values.email.toLowerCase() !== member.email.toLowerCase()) {
        throw badInput(
          'Your e-mail address is bound to your account and cannot be changed here. Please contact customer service.',
          { field: 'email', reason: 'bound' },
        );
      }
      const { nickname, email, ...rest } = values;
      const changes = {
        ...(nickname !== undefined && { nickname }),
        ...(email !== undefined && !member.email && { email: email || null }),
        ...(Object.keys(rest).length > 0 && { profile: sql<string>`profile || ${JSON.stringify(rest)}::jsonb` }),
      };
      if (Object.keys(changes).length > 0)
        await db.updateTable('members').set(changes).where('id', '=', member.id).execute();
      const fresh = await db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
      return profileOf(fresh);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
