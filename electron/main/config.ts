/**
 * The desktop build's operator configuration: which platform it talks to, as which merchant, and
 * where updates come from. Read from resources/desktop-config.json (shipped as an extra resource,
 * so an operator can re-brand a build without rebuilding the code) and overridable by
 * environment variables for testing. Invalid values stop the app with every problem listed,
 * rather than letting a typo send tokens to the wrong host.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DesktopConfig } from '../../src/shared/ipc/contract';
import { isLoopbackHost, normaliseOrigin, parseUrl } from './security/trustedUrl';

/** The validated configuration; `externalOrigins` stays in main (the safe shell's allow list). */
export type OperatorConfig = {
  platformOrigin: string;
  merchantCode: string;
  updateFeedUrl: string;
  /** Origins the system browser may open, always including the platform origin. */
  externalOrigins: string[];
};

/** Environment variables that override the file, one per field. */
export const CONFIG_ENV = {
  platformOrigin: 'DESKTOP_PLATFORM_ORIGIN',
  merchantCode: 'DESKTOP_MERCHANT_CODE',
  updateFeedUrl: 'DESKTOP_UPDATE_FEED_URL',
  externalOrigins: 'DESKTOP_EXTERNAL_ORIGINS',
} as const;

/**
 * Overrides a packaged (installed) app ignores: where tokens go and where code comes from must be
 * what the operator shipped, never what a launcher's environment says (issue 14 item 23).
 * Development runs (`npm run dev:desktop`, the e2e shell) still point them at a local server.
 */
export const DEVELOPMENT_ONLY_ENV: readonly string[] = [CONFIG_ENV.platformOrigin, CONFIG_ENV.updateFeedUrl];

/** The environment the configuration may read: without the development-only overrides when packaged. */
export function configEnvironment(env: Env, app: { isPackaged: boolean }): Env {
  if (!app.isPackaged) return env;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !DEVELOPMENT_ONLY_ENV.includes(key)));
}

/** The slice of Electron's `app` that loading the configuration needs (injected in tests). */
export type ConfigApp = { isPackaged: boolean; getAppPath(): string };

/**
 * Reads the shipped configuration: beside the app in a packaged build (extraResources, so an
 * operator can change it per build), from the checkout otherwise.
 */
export function loadOperatorConfig(
  app: ConfigApp,
  resourcesPath: string,
  env: Env,
  readText?: (path: string) => string,
): OperatorConfig {
  const path = app.isPackaged
    ? join(resourcesPath, 'desktop-config.json')
    : join(app.getAppPath(), 'resources/desktop-config.json');
  return readOperatorConfig(path, configEnvironment(env, app), readText);
}

const KNOWN_KEYS = new Set(['$comment', ...Object.keys(CONFIG_ENV)]);
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Thrown with every problem found, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** Validates the parsed file merged with `env` overrides. Throws ConfigError listing all problems. */
export function parseOperatorConfig(file: unknown, env: Env): OperatorConfig {
  const problems: string[] = [];
  const record = isRecord(file) ? file : {};
  if (!isRecord(file)) problems.push('the configuration file must hold a JSON object');
  for (const key of Object.keys(record)) if (!KNOWN_KEYS.has(key)) problems.push(`unknown key "${key}"`);

  const pick = (key: keyof typeof CONFIG_ENV): unknown => env[CONFIG_ENV[key]] ?? record[key];
  const platformOrigin = webOrigin(pick('platformOrigin'), 'platformOrigin', problems);
  const merchantCode = pick('merchantCode');
  if (typeof merchantCode !== 'string' || !MERCHANT_CODE.test(merchantCode)) {
    problems.push('merchantCode must be 1-32 letters, digits, "_" or "-"');
  }
  const updateFeedUrl = feedUrl(pick('updateFeedUrl'), problems);
  const extra = externalList(env[CONFIG_ENV.externalOrigins] ?? record.externalOrigins, problems);

  if (problems.length > 0 || platformOrigin === null || updateFeedUrl === null || typeof merchantCode !== 'string') {
    throw new ConfigError(`Invalid desktop configuration:\n- ${problems.join('\n- ')}`);
  }
  return { platformOrigin, merchantCode, updateFeedUrl, externalOrigins: [...new Set([platformOrigin, ...extra])] };
}

/** Reads and validates the configuration file at `path` (JSON), applying `env` overrides. */
export function readOperatorConfig(
  path: string,
  env: Env,
  readText: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): OperatorConfig {
  let file: unknown;
  try {
    file = JSON.parse(readText(path));
  } catch (error) {
    throw new ConfigError(`Cannot read the desktop configuration at ${path}: ${(error as Error).message}`);
  }
  return parseOperatorConfig(file, env);
}

/** The renderer's view of the configuration (no allow list). */
export function toDesktopConfig(config: OperatorConfig, appVersion: string): DesktopConfig {
  return {
    platformOrigin: config.platformOrigin,
    merchantCode: config.merchantCode,
    updateFeedUrl: config.updateFeedUrl,
    appVersion,
  };
}

// https anywhere; plain http only on loopback (the local demo server), where no network sees it.
function webOrigin(value: unknown, field: string, problems: string[]): string | null {
  const parsed = parseUrl(value);
  const origin = typeof value === 'string' ? normaliseOrigin(value) : null;
  if (!parsed || origin === null || !(parsed.pathname === '/' && parsed.search === '' && parsed.hash === '')) {
    problems.push(`${field} must be an origin such as https://www.example.com (got ${JSON.stringify(value)})`);
    return null;
  }
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    problems.push(`${field} must use https (plain http is accepted only for localhost)`);
    return null;
  }
  return origin;
}

function feedUrl(value: unknown, problems: string[]): string | null {
  const parsed = parseUrl(value);
  const secure = parsed?.protocol === 'https:' || (parsed?.protocol === 'http:' && isLoopbackHost(parsed.hostname));
  if (!parsed || !secure || parsed.username !== '' || parsed.search !== '' || parsed.hash !== '') {
    problems.push('updateFeedUrl must be an https URL (http only for localhost) without query or fragment');
    return null;
  }
  return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
}

function externalList(value: unknown, problems: string[]): string[] {
  if (value === undefined) return [];
  const entries =
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(entries)) {
    problems.push('externalOrigins must be a list of origins');
    return [];
  }
  return entries.flatMap((entry: unknown, index) => {
    const origin = webOrigin(entry, `externalOrigins[${index}]`, problems);
    return origin === null ? [] : [origin];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
