/**
 * The server's services, built once over a database and shared by the HTTP app, the operator
 * CLI and the tests. Each domain adds its repository and service here.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import { createAccountServices, type AccountOptions, type AccountServices } from './domains/auth/accountServices';
import { createBettingService, type BettingService } from './domains/betting/service';
import { createRewardService, type RewardService } from './domains/rewards/service';
import { createSystemRepository } from './domains/system/repository';
import { createSystemService } from './domains/system/service';
import { createCashierServices, type CashierServices } from './domains/cashier/services';
import { createMessageServices, type MessageServices } from './domains/messages/services';
import { createSecurityServices, type SecurityServices } from './domains/security/services';
import { createWallet, type Wallet } from './domains/wallet/wallet';
import { loadRsaKey, type RsaKey } from './wire/rsaKey';

export type Services = {
  database: Database;
  db: Kysely<DB>;
  clock: () => Date;
  rsaKey: RsaKey;
  systemRepo: ReturnType<typeof createSystemRepository>;
  system: ReturnType<typeof createSystemService>;
  /** Members, sessions, logins, registration, passwords, codes (issue 3). */
  accounts: AccountServices;
  /** Platform messages: inbox, unread count, read marks (issue 4). */
  messages: MessageServices;
  /** Security centre: payment password, bank accounts, profile (issue 4). */
  security: SecurityServices;
  /** Balances and transfers between wallets and to the upline (issue 4). */
  wallet: Wallet;
  /** Deposits, withdrawals, their settlement and the withdrawal sweep (issue 4). */
  cashier: CashierServices;
  /** Bets, settlements and refunds of game rounds (issue 4). */
  betting: BettingService;
  /** Reward centre, rebate, referral, missions and badges (issue 4). */
  rewards: RewardService;
};

export type ServiceOptions = { accounts?: AccountOptions };

export async function createServices(
  database: Database,
  clock: () => Date = () => new Date(),
  options: ServiceOptions = {},
): Promise<Services> {
  const systemRepo = createSystemRepository(database.db);
  const accounts = createAccountServices(database.db, systemRepo, clock, options.accounts);
  const security = createSecurityServices({ db: database.db, clock, counters: accounts.counters, systemRepo });
  return {
    database,
    db: database.db,
    clock,
    rsaKey: await loadRsaKey(database.db),
    systemRepo,
    system: createSystemService(systemRepo, clock, { siteView: accounts.firebaseSiteView }),
    accounts,
    messages: createMessageServices(database.db, clock),
    security,
    wallet: createWallet({ db: database.db, clock, paymentPasswords: security.paymentPasswords }),
    cashier: await createCashierServices({ db: database.db, clock, security }),
    betting: createBettingService(database.db, clock),
    rewards: createRewardService(database.db, clock, systemRepo),
  };
}
