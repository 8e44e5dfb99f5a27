/** GET /wps/member/info: what the header and the member centre show about the member. */
import type { Kysely } from 'kysely';
import { isAgentType, isTrialType, type MemberInfo } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import type { MemberRow } from '../auth/sessions';
import { mainBalance } from '../ledger/balances';
import { unreadCountOf } from '../messages/inbox';
import type { Merchant } from '../system/service';
import { maskEmail, maskMobile } from '../verification/masks';

export async function memberInfo(member: MemberRow, merchant: Merchant, db: Kysely<DB>): Promise<MemberInfo> {
  const trial = isTrialType(member.type);
  // The main wallet from the ledger; a trial account has its play money and no messages.
  const [balance, unread] = trial
    ? [member.demo_balance, 0]
    : await Promise.all([mainBalance(db, member.id), unreadCountOf(db, member.id)]);
  return {
    id: Number(member.id),
    account: member.username,
    nickname: member.nickname || member.username,
    type: member.type,
    // VIP levels arrive with the ledger and turnover; everyone starts at VIP0.
    clubLabel: { labelName: 'VIP0', type: 'AUTO' },
    regDate: member.created_at.getTime(),
    mobile: maskMobile(member.country_dialing_code, member.mobile),
    email: maskEmail(member.email),
    currencySymbol: merchant.site.currency.symbol,
    currency: merchant.site.currency.code,
    balanceMinor: balance.toString(),
    availablePromoCount: 0,
    unreadMessage: unread,
    isAgent: isAgentType(member.type),
    isTrial: trial,
    language: member.language ?? merchant.site.defaultLang,
  };
}
