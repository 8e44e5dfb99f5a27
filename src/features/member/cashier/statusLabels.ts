/** Catalog keys (namespace cashier) and tones of the deposit and withdrawal statuses. */
import type { DepositStatus, WithdrawalStatus } from '../../../shared/wire';

export type Tone = 'good' | 'bad' | 'neutral';

export const DEPOSIT_TONE: Record<DepositStatus, Tone> = { pending: 'neutral', credited: 'good', failed: 'bad' };

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = {
  pending: 'neutral',
  rejected: 'bad',
  approved: 'neutral',
  received: 'good',
  not_received: 'bad',
  partial: 'neutral',
  refunded: 'good',
};
