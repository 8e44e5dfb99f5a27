/** Checks every money-moving call makes before it does anything. */
import { isTrialType } from '../../../src/shared/wire/auth';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';

/** Trial (free-play) accounts play with demo money and never move real money. */
export function refuseTrial(member: MemberRow): void {
  if (isTrialType(member.type)) {
    throw businessError(
      MoneyErrorCode.trialAccount,
      'Trial accounts cannot move money. Please register an account first.',
    );
  }
}

/** The Idempotency-Key scope of a member's requests. */
export const memberScope = (member: MemberRow) => `member:${member.id}`;
