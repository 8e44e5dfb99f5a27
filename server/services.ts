/**
 * The server's services, built once over a database and shared by the HTTP app, the operator
 * CLI and the tests. Each domain adds its repository and service here.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import { createAccountServices, type AccountOptions, type AccountServices } from './domains/auth/accountServices';
import { createSystemRepository } from './domains/system/repository';
import { createSystemService } from './domains/system/service';
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
};

export type ServiceOptions = { accounts?: AccountOptions };

export async function createServices(
  database: Database,
  clock: () => Date = () => new Date(),
  options: ServiceOptions = {},
): Promise<Services> {
  const systemRepo = createSystemRepository(database.db);
  return {
    database,
    db: database.db,
    clock,
    rsaKey: await loadRsaKey(database.db),
    systemRepo,
    system: createSystemService(systemRepo, clock),
    accounts: createAccountServices(database.db, systemRepo, clock, options.accounts),
  };
}
