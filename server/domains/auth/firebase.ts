/**
 * Firebase ID tokens (social and phone sign-in), verified with node:crypto alone: an RS256 JWT
 * whose `kid` names a key of a JWKS fetched from FIREBASE_JWKS_URL (cached as its Cache-Control
 * says, refetched when an unknown kid appears), issued by securetoken.google.com/<projectId> for
 * audience <projectId>, not expired, not from the future.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export type FirebaseConfig = {
  projectId: string;
  jwksUrl?: string;
  timeoutMs?: number;
  /** How the JWKS is fetched; global fetch unless a test routes it through app.inject. */
  fetch?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
};

export type FirebaseIdentity = { uid: string; phoneNumber?: string; email?: string; emailVerified: boolean };

export class FirebaseTokenError extends Error {}

const SKEW_S = 60;
const DEFAULT_KEYS_TTL_MS = 3_600_000;
/** An unknown kid triggers a refetch, but not more than once a minute. */
const REFETCH_GAP_MS = 60_000;

function decodePart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new FirebaseTokenError('token part is not a JSON object');
}

export function createFirebaseVerifier(config: FirebaseConfig, clock: () => Date = () => new Date()) {
  const jwksUrl = config.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS;
  let keys = new Map<string, KeyObject>();
  let keysExpire = 0;
  let fetchedAt = -Infinity;

  async function fetchKeys(): Promise<void> {
    fetchedAt = clock().getTime();
    const response = await (config.fetch ?? fetch)(jwksUrl, { signal: AbortSignal.timeout(config.timeoutMs ?? 5_000) });
    if (!response.ok) throw new FirebaseTokenError(`JWKS answered HTTP ${response.status}`);
    const body = (await response.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      try {
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        /* a malformed key is skipped; the others still work */
      }
    }
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    keys = next;
    keysExpire = fetchedAt + (maxAge ? Number(maxAge) * 1000 : DEFAULT_KEYS_TTL_MS);
  }

  async function keyFor(kid: string): Promise<KeyObject> {
    const now = clock().getTime();
    if (now >= keysExpire || (!keys.has(kid) && now - fetchedAt >= REFETCH_GAP_MS)) {
      try {
        await fetchKeys();
      } catch (error) {
        throw error instanceof FirebaseTokenError
          ? error
          : new FirebaseTokenError(`JWKS unavailable: ${(error as Error).message}`);
      }
    }
    const key = keys.get(kid);
    if (!key) throw new FirebaseTokenError('unknown signing key');
    return key;
  }

  return {
    /** Verifies an ID token; throws FirebaseTokenError when anything is off. */
    async verify(idToken: string): Promise<FirebaseIdentity> {
      const parts = idToken.split('.');
      if (parts.length !== 3 || idToken.length > 8192) throw new FirebaseTokenError('not a JWT');
      const [head, body, signature] = parts as [string, string, string];
      const header = decodePart(head);
      if (header.alg !== 'RS256' || typeof header.kid !== 'string')
        throw new FirebaseTokenError('wrong algorithm or no kid');
      const key = await keyFor(header.kid);
      const valid = verify('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'));
      if (!valid) throw new FirebaseTokenError('bad signature');

      const claims = decodePart(body);
      const now = clock().getTime() / 1000;
      const num = (name: string) => (typeof claims[name] === 'number' ? (claims[name] as number) : NaN);
      if (claims.iss !== `https://securetoken.google.com/${config.projectId}`)
        throw new FirebaseTokenError('wrong issuer');
      if (claims.aud !== config.projectId) throw new FirebaseTokenError('wrong audience');
      if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 128)
        throw new FirebaseTokenError('no subject');
      if (!(num('exp') > now - SKEW_S)) throw new FirebaseTokenError('expired');
      if (!(num('iat') <= now + SKEW_S)) throw new FirebaseTokenError('issued in the future');
      if (!(num('auth_time') <= now + SKEW_S)) throw new FirebaseTokenError('authenticated in the future');
      return {
        uid: claims.sub,
        ...(typeof claims.phone_number === 'string' && { phoneNumber: claims.phone_number }),
        ...(typeof claims.email === 'string' && { email: claims.email }),
        emailVerified: claims.email_verified === true,
      };
    },
  };
}

export type FirebaseVerifier = ReturnType<typeof createFirebaseVerifier>;
