/** The member menu as data: order, conditional entries, badges. */
import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  badgeText,
  memberMenu,
  pageAvailability,
  type MenuContext,
} from '../../../../../../src/features/member/menu/memberMenu';
import { MEMBER_PAGE_KEYS } from '../../../../../../src/features/member/memberPageKeys';

const keysOf = (context: MenuContext) =>
  memberMenu(context).map((entry) => (entry.kind === 'page' ? entry.key : entry.kind));

const full: MenuContext = { walletSingle: false, hasUpline: true, isAgent: true };

describe('memberMenu', () => {
  it('lists every entry in the product order, the agent entry and sign out last', () => {
    expect(keysOf(full)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'agent',
      'signOut',
    ]);
  });

  it('leaves out the transfer on a single wallet, the upline transfer without upline, the agent entry', () => {
    const keys = keysOf({ walletSingle: true, hasUpline: false, isAgent: false });
    expect(keys).not.toContain('transferFund');
    expect(keys).not.toContain('transferUpline');
    expect(keys).not.toContain('agent');
    expect(keys.slice(0, 3)).toEqual(['securityCenter', 'depositv2', 'withdraw']);
    expect(keys.at(-1)).toBe('signOut');
    expect(keys).toHaveLength(MEMBER_PAGE_KEYS.length - 2 + 1);
  });

  it('keeps the conditional entries out until their calls have answered', () => {
    const keys = keysOf({ walletSingle: undefined, hasUpline: undefined, isAgent: false });
    expect(keys).not.toContain('transferFund');
    expect(keys).not.toContain('transferUpline');
    expect(pageAvailability('transferFund', { walletSingle: undefined, hasUpline: true, isAgent: false })).toBe(
      'unknown',
    );
    expect(pageAvailability('transferUpline', { walletSingle: false, hasUpline: undefined, isAgent: false })).toBe(
      'unknown',
    );
    expect(pageAvailability('transferFund', { walletSingle: true, hasUpline: true, isAgent: false })).toBe('hidden');
    expect(pageAvailability('depositv2', { walletSingle: undefined, hasUpline: undefined, isAgent: false })).toBe(
      'available',
    );
  });
});

describe('badges', () => {
  const counts = { messages: 3, rewards: 2, missions: 120 };

  it('puts each count on its entry and nothing elsewhere', () => {
    expect(badgeCount('messageV2', counts)).toBe(3);
    expect(badgeCount('rewardCenter', counts)).toBe(2);
    expect(badgeCount('missionLeaderboard', counts)).toBe(120);
    expect(badgeCount('depositv2', counts)).toBe(0);
    expect(badgeCount('messageV2', undefined)).toBe(0);
  });

  it('ignores counts that are not positive whole numbers, and caps what is shown', () => {
    expect(badgeCount('messageV2', { messages: -1, rewards: 0, missions: 0 })).toBe(0);
    expect(badgeCount('messageV2', { messages: 1.5, rewards: 0, missions: 0 })).toBe(0);
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(120)).toBe('99+');
  });
});
