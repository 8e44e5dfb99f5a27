/**
 * The server's services, built once over a database and shared by the HTTP app, the operator
 * CLI and the tests: every domain's repositories and services are composed here, and nowhere
 * else. Route plugins get the few they use from server/app.ts; operator commands get them all.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import { createAccountServices, type AccountOptions, type AccountServices } from './domains/auth/accountServices';
import { createAnnouncementRepository, type AnnouncementRepository } from './domains/announcements/repository';
import { createBettingService, type BettingService } from './domains/betting/service';
import { createCashierServices, type CashierServices } from './domains/cashier/services';
import { createEventServices, type EventServices } from './domains/events/services';
import { createFavourites, type Favourites } from './domains/games/favourites';
import { createMessageServices, type MessageServices } from './domains/messages/services';
import { createProviderService, type ProviderService, type ProviderServiceOptions } from './domains/providers/service';
import { createRecordsRepository, type RecordsRepository } from './domains/records/repository';
import { createRewardService, type RewardService } from './domains/rewards/service';
import { createSecurityServices, type SecurityServices } from './domains/security/services';
import { createSystemRepository, type SystemRepository } from './domains/system/repository';
import { createSystemService, type SystemService } from './domains/system/service';
import { createWallet, type Wallet } from './domains/wallet/wallet';
import { loadRsaKey, type RsaKey } from './wire/rsaKey';

export type Services = {
  database: Database;
  db: Kysely<DB>;
  clock: () => Date;
  rsaKey: RsaKey;
  systemRepo: SystemRepository;
  system: SystemService;
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
  /** The member's account records, bets and profit and loss. */
  records: RecordsRepository;
  /** Announcements by type and language, and the banner art's titles. */
  announcements: AnnouncementRepository;
  /** A member's favourite games. */
  favourites: Favourites;
  /** The desktop shell's member event stream: its log, session check and bus. */
  events: EventServices;
  /** External game providers: their registry, the wallet API and external launches (issue 17). */
  providers: ProviderService;
};

export type ServiceOptions = { accounts?: AccountOptions; providers?: ProviderServiceOptions };

export async function createServices(
  database: Database,
  clock: () => Date = () => new Date(),
  options: ServiceOptions = {},
): Promise<Services> {
  const { db } = database;
  const systemRepo = createSystemRepository(db);
  const accounts = createAccountServices(db, systemRepo, clock, options.accounts);
  const security = createSecurityServices({ db, clock, counters: accounts.counters, systemRepo });
  return {
    database,
    db,
    clock,
    rsaKey: await loadRsaKey(db),
    systemRepo,
    system: createSystemService(systemRepo, clock, { siteView: accounts.firebaseSiteView }),
    accounts,
    messages: createMessageServices(db, clock),
    security,
    wallet: createWallet({ db, clock, paymentPasswords: security.paymentPasswords }),
    cashier: await createCashierServices({ db, clock, security }),
    betting: createBettingService(db, clock),
    rewards: createRewardService(db, clock, systemRepo),
    records: createRecordsRepository(db),
    announcements: createAnnouncementRepository(db),
    favourites: createFavourites(db, clock),
    events: createEventServices(db, clock),
    providers: await createProviderService(db, clock, options.providers),
  };
}
