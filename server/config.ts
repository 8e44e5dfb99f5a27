/**
 * Server configuration from the environment, validated once at start. Every setting has a
 * default that makes `npm start` work on a fresh machine with nothing installed.
 */
import { resolve } from 'node:path';

export type ServerConfig = {
  host: string;
  port: number;
  /** Where the embedded database, the operator secret and uploads live. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** The built web client; served from the same origin as the API when it exists. */
  webDist: string;
  /** Merchant served to a browser whose host name is not in the merchant_domains table. */
  defaultMerchant: string;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (off unless the operator says so). */
  trustProxy: boolean;
  /** Extra origins allowed by CORS (the desktop renderer's app:// origin). */
  corsOrigins: string[];
  /** The demo provider's launch endpoint (server/demo/seedProviders.ts): where the simulator runs. */
  providerSimUrl: string | undefined;
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '..');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFrom(env.PORT, 8080, 'PORT'),
    dataDir: resolve(env.DATA_DIR ?? resolve(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? resolve(root, 'dist/web')),
    defaultMerchant: env.DEFAULT_MERCHANT ?? 'demo',
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    corsOrigins: (env.CORS_ORIGINS ?? 'app://bundle')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    providerSimUrl: env.PROVIDER_SIM_URL || undefined,
  };
}
