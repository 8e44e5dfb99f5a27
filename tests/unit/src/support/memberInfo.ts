/** A signed-in member's info (getMemberInfo) for renderer tests; tests override what they look at. */
import type { MemberInfo } from '../../../../src/shared/wire/auth';

export function memberInfoFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player',
    nickname: 'Player',
    type: 0,
    clubLabel: { labelName: 'VIP0', type: 'AUTO' },
    regDate: 0,
    mobile: '',
    email: '',
    currencySymbol: '$',
    currency: 'USD',
    balanceMinor: '0',
    availablePromoCount: 0,
    unreadMessage: 0,
    isAgent: false,
    isTrial: false,
    language: 'EN',
    ...overrides,
  };
}
