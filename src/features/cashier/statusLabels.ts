/** Catalog keys (namespace cashier) and tones of the deposit and withdrawal statuses. */
import type { DepositStatus, WithdrawalStatus } from '../../shared/wire';

export type Tone = 'good' | 'bad' | 'neutral';

// A cancelled deposit is the member's own choice, not something that went wrong.
export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  pending: 'neutral',
  credited: 'good',
  failed: 'bad',
  cancelled: 'neutral',
};

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = {
  pending: 'neutral',
  rejected: 'bad',
  approved: 'neutral',
  received: 'good',
  not_received: 'bad',
  partial: 'neutral',
  refunded: 'good',
};
