/** Reads and writes of members and the IPs they use. Usernames compare case-insensitively. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB, MembersTable } from '../../db/schema';
import { AGENT_TYPES, HOUSE_TYPE, TRIAL_TYPE } from '../../../src/shared/wire/auth';
import type { MemberRow } from '../auth/sessions';

export type NewMember = Insertable<MembersTable>;

export function createMemberRepository(db: Kysely<DB>, clock: () => Date) {
  const members = () => db.selectFrom('members').selectAll();

  /** The active agent owning an invitation (affiliate) code. */
  const agentByAffiliateCode = (merchantCode: string, code: string): Promise<MemberRow | undefined> =>
    members()
      .where('merchant_code', '=', merchantCode)
      .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase())
      .where('type', 'in', [...AGENT_TYPES])
      .where('status', '=', 'active')
      .executeTakeFirst();

  return {
    byId(id: bigint): Promise<MemberRow | undefined> {
      return members().where('id', '=', id).executeTakeFirst();
    },

    byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> {
      return members()
        .where('merchant_code', '=', merchantCode)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    byMobile(merchantCode: string, mobile: string): Promise<MemberRow | undefined> {
      return members().where('merchant_code', '=', merchantCode).where('mobile', '=', mobile).executeTakeFirst();
    },

    /** The one member with this E.164 number ('+' + dialing code + mobile). */
    byPhone(merchantCode: string, e164: string): Promise<MemberRow | undefined> {
      return members()
        .where('merchant_code', '=', merchantCode)
        .where(sql<string>`'+' || coalesce(country_dialing_code, '') || mobile`, '=', e164)
        .executeTakeFirst();
    },

    /** Members with this e-mail address (it is not unique). */
    byEmail(merchantCode: string, email: string): Promise<MemberRow[]> {
      return members()
        .where('merchant_code', '=', merchantCode)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .limit(2)
        .execute();
    },

    agentByAffiliateCode,

    /**
     * What an invitation code (?affiliateCode=) invites to: the agent's own affiliate code (a
     * member), else one of the agent's invitation links (agent_invitations, member or agent).
     * Only an active agent's codes count. `code` is the code as stored.
     */
    async invitationByCode(
      merchantCode: string,
      code: string,
    ): Promise<{ agent: MemberRow; isAgent: boolean; code: string } | undefined> {
      const own = await agentByAffiliateCode(merchantCode, code);
      if (own) return { agent: own, isAgent: false, code: own.affiliate_code ?? code };
      const link = await db
        .selectFrom('agent_invitations')
        .select(['agent_id', 'is_agent', 'code'])
        .where('merchant_code', '=', merchantCode)
        .where('code', '=', code.toUpperCase())
        .executeTakeFirst();
      if (!link) return undefined;
      const agent = await members()
        .where('id', '=', link.agent_id)
        .where('type', 'in', [...AGENT_TYPES])
        .where('status', '=', 'active')
        .executeTakeFirst();
      return agent ? { agent, isAgent: link.is_agent, code: link.code } : undefined;
    },

    /** Any official member's code (a member's referral link); trial and house accounts have none that count. */
    byReferralCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      return members()
        .where('merchant_code', '=', merchantCode)
        .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase())
        .where('type', 'not in', [TRIAL_TYPE, HOUSE_TYPE])
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    async insert(values: NewMember): Promise<MemberRow> {
      return db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: bigint, values: Updateable<MembersTable>): Promise<void> {
      await db.updateTable('members').set(values).where('id', '=', id).execute();
    },

    /** Sets a new password; the flags and any temporary password go with the old one. */
    async setPassword(
      id: bigint,
      passwordHash: string,
      opts: { isDefault?: boolean; expiresAt?: Date | null } = {},
    ): Promise<void> {
      await db
        .updateTable('members')
        .set({
          password_hash: passwordHash,
          password_is_default: opts.isDefault ?? false,
          password_expires_at: opts.expiresAt ?? null,
          password_changed_at: clock(),
          temp_password_hash: null,
          temp_password_expires_at: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Takes a TOTP step unless it (or a later one) was used already: each code works once. */
    async claimTotpStep(id: bigint, step: bigint): Promise<boolean> {
      const result = await db
        .updateTable('members')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async knowsIp(id: bigint, ip: string): Promise<boolean> {
      const row = await db
        .selectFrom('member_ips')
        .select('ip')
        .where('member_id', '=', id)
        .where('ip', '=', ip)
        .executeTakeFirst();
      return Boolean(row);
    },

    async rememberIp(id: bigint, ip: string): Promise<void> {
      const now = clock();
      await db
        .insertInto('member_ips')
        .values({ member_id: id, ip, first_seen_at: now, last_seen_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
        .execute();
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
