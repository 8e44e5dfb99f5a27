/**
 * The cashier's services: deposits and their settlement, the payment page's, withdrawals, operator decisions, the
 * sweep.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SecurityServices } from '../security/services';
import { cancelDeposit, confirmDeposit, failDeposit } from './depositSettlement';
import { createDeposits } from './deposits';
import { depositOfPayToken, loadPayTokens } from './payToken';
import { createWithdrawalDecisions, sweepWithdrawals } from './withdrawalDecisions';
import { createWithdrawals } from './withdrawals';

type Deps = { db: Kysely<DB>; clock: () => Date; security: SecurityServices };

export async function createCashierServices({ db, clock, security }: Deps) {
  const payTokens = await loadPayTokens(db);
  const { paymentPasswords, bankAccounts } = security;
  return {
    payTokens,
    deposits: createDeposits({ db, clock, payTokens }),
    withdrawals: createWithdrawals({ db, clock, paymentPasswords, bankAccounts }),
    decisions: createWithdrawalDecisions(db, clock),
    confirmDeposit: (id: bigint) => confirmDeposit(db, id, clock()),
    failDeposit: (id: bigint) => failDeposit(db, id, clock()),
    /** The payer's own cancel on the payment page: the deposit shows "Cancelled", not "Failed". */
    cancelDeposit: (id: bigint) => cancelDeposit(db, id, clock()),
    /** The deposit a payment link names (payRoutes.ts). */
    depositOfPayToken: (token: string) => depositOfPayToken(db, token),
    /** Marks approved withdrawals past their confirmation time received (forced); returns how many. */
    sweepWithdrawals: (now: Date = clock()) => sweepWithdrawals(db, now),
  };
}

export type CashierServices = Awaited<ReturnType<typeof createCashierServices>>;
