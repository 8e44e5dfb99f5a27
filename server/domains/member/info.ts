/** GET /wps/member/info: what the header and the member centre show about the member. */
import { isAgentType, isTrialType, type MemberInfo } from '../../../src/shared/wire/auth';
import type { MemberRow } from '../auth/sessions';
import type { Merchant } from '../system/service';
import { maskEmail, maskMobile } from '../verification/masks';

export function memberInfo(member: MemberRow, merchant: Merchant): MemberInfo {
  const trial = isTrialType(member.type);
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
    // Real balances come from the ledger (next issue); a trial account has its play money.
    balanceMinor: (trial ? member.demo_balance : 0n).toString(),
    availablePromoCount: 0,
    unreadMessage: 0,
    isAgent: isAgentType(member.type),
    isTrial: trial,
    language: member.language ?? merchant.site.defaultLang,
  };
}
