/** Opens the database, applies migrations, seeds on first start and builds the services. */
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './demo/seed';
import { pointDemoProvider } from './demo/seedProviders';
import { createServices, type Services } from './services';
import { serverClock } from './testClock';

export async function bootServices(
  config: ServerConfig = loadConfig(),
): Promise<{ services: Services; seeded: boolean }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const origins = [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`];
  const seeded = await seedIfEmpty(database, origins, { externalProvider: true });
  if (config.providerSimUrl) await pointDemoProvider(database.db, config.providerSimUrl);
  return { services: await createServices(database, serverClock), seeded };
}
