/** The security centre's services: payment password, bank accounts and profile. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RateCounters } from '../auth/rateCounters';
import type { SystemRepository } from '../system/repository';
import { createBankAccounts } from './bankAccounts';
import { createPaymentPasswords } from './paymentPassword';
import { createProfiles } from './profile';

type Deps = { db: Kysely<DB>; clock: () => Date; counters: RateCounters; systemRepo: SystemRepository };

export function createSecurityServices({ db, clock, counters, systemRepo }: Deps) {
  const paymentPasswords = createPaymentPasswords({ db, counters, clock });
  return {
    paymentPasswords,
    bankAccounts: createBankAccounts({ db, clock, paymentPasswords, systemRepo }),
    profiles: createProfiles(db, clock),
  };
}

export type SecurityServices = ReturnType<typeof createSecurityServices>;
