/**
 * Which platform origin the desktop build talks to. The build names one (the operator
 * configuration); the platform publishes the others it answers on (domainRoute), and the list
 * is remembered from the last time the platform was reachable. When the origin in use stops
 * answering (a blocked domain, a DNS failure), the resolver tries the configured origin again,
 * then each remembered one in order, and switches to the first that answers; the renderer is
 * told (`app:originChanged`) and its next request goes there. While on a fallback, the
 * configured origin is tried again from time to time, since it is the operator's first choice.
 *
 * Every origin from the list is validated like the configured one (https, or loopback http in
 * development): the list comes over the network and must not widen where tokens are sent.
 */
import { isWebUrl, normaliseOrigin, parseUrl } from '../security/trustedUrl';
import type { KeyValueStore } from './settingsStore';

/** Settings key of the remembered domain list (origins only). */
export const DOMAIN_ROUTE_KEY = 'platform.domainRoute';
const MAX_ORIGINS = 20;
/** Failures closer together than this start one search, not one each. */
export const REPORT_COOLDOWN_MS = 30_000;

type WarnLogger = { warn(message: string, ...details: unknown[]): void };

export type OriginResolverDeps = {
  configured: string;
  allowLoopbackHttp: boolean;
  store: KeyValueStore;
  /** Asks `origin` for its domain list; rejects when it does not answer. */
  probe(origin: string): Promise<string[]>;
  onChange(origin: string): void;
  now(): number;
  log?: WarnLogger;
};

/** An origin from the list, normalised, or null when it may not be used. Bare hosts mean https. */
export function acceptableOrigin(entry: unknown, allowLoopbackHttp: boolean): string | null {
  if (typeof entry !== 'string') return null;
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`;
  const parsed = parseUrl(text);
  if (
    !parsed ||
    !isWebUrl(parsed, allowLoopbackHttp) ||
    parsed.pathname !== '/' ||
    parsed.search !== '' ||
    parsed.hash !== ''
  )
    return null;
  return normaliseOrigin(parsed.href);
}

/** Chromium network errors that mean "this origin did not answer" (not an HTTP status). */
const UNREACHABLE_ERRORS = new Set([
  'net::ERR_NAME_NOT_RESOLVED',
  'net::ERR_NAME_RESOLUTION_FAILED',
  'net::ERR_CONNECTION_REFUSED',
  'net::ERR_CONNECTION_RESET',
  'net::ERR_CONNECTION_CLOSED',
  'net::ERR_CONNECTION_TIMED_OUT',
  'net::ERR_CONNECTION_FAILED',
  'net::ERR_ADDRESS_UNREACHABLE',
  'net::ERR_TIMED_OUT',
  'net::ERR_SSL_PROTOCOL_ERROR',
  'net::ERR_CERT_COMMON_NAME_INVALID',
  'net::ERR_CERT_DATE_INVALID',
  'net::ERR_CERT_AUTHORITY_INVALID',
]);

/** True when a failed renderer request (webRequest.onErrorOccurred) means `origin` is unreachable. */
export function isOriginFailure(details: { url: string; error: string }, origin: string): boolean {
  return UNREACHABLE_ERRORS.has(details.error) && normaliseOrigin(details.url) === normaliseOrigin(origin);
}

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class OriginResolver {
  private readonly deps: OriginResolverDeps;
  private active: string;
  private searching: Promise<string> | null = null;
  private lastReport = Number.NEGATIVE_INFINITY;

  constructor(deps: OriginResolverDeps) {
    this.deps = deps;
    this.active = deps.configured;
  }

  /** The origin in use. */
  current(): string {
    return this.active;
  }

  /** The remembered domain list, validated. */
  remembered(): string[] {
    const stored = this.deps.store.get(DOMAIN_ROUTE_KEY);
    if (!Array.isArray(stored)) return [];
    return stored
      .flatMap((entry: unknown) => acceptableOrigin(entry, this.deps.allowLoopbackHttp) ?? [])
      .slice(0, MAX_ORIGINS);
  }

  /**
   * Finds an origin that answers: the configured one, then the remembered list. Keeps the
   * current origin when none answers (the next failure searches again). One search at a time.
   */
  resolve(): Promise<string> {
    this.searching ??= this.search().finally(() => {
      this.searching = null;
    });
    return this.searching;
  }

  /** A request to `origin` got no answer: search again, at most once per cooldown. */
  reportFailure(origin: string): void {
    if (normaliseOrigin(origin) !== normaliseOrigin(this.active)) return;
    const now = this.deps.now();
    if (now - this.lastReport < REPORT_COOLDOWN_MS) return;
    this.lastReport = now;
    void this.resolve();
  }

  private async search(): Promise<string> {
    const candidates = [...new Set([this.deps.configured, ...this.remembered()])];
    for (const origin of candidates) {
      let list: string[];
      try {
        list = await this.deps.probe(origin);
      } catch (error) {
        this.deps.log?.warn(`[origin] ${origin} did not answer`, error instanceof Error ? error.message : error);
        continue;
      }
      const published = list
        .flatMap((entry) => acceptableOrigin(entry, this.deps.allowLoopbackHttp) ?? [])
        .slice(0, MAX_ORIGINS);
      // An empty answer keeps the old list: a platform that lists nothing has not withdrawn them.
      if (published.length > 0) this.deps.store.set(DOMAIN_ROUTE_KEY, published);
      if (origin !== this.active) {
        this.active = origin;
        this.deps.onChange(origin);
      }
      return origin;
    }
    return this.active;
  }
}
