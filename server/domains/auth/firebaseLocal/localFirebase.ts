/**
 * The local Firebase-like identity provider (FIREBASE_LOCAL=1): the reference server signs ID
 * tokens with its own key and publishes that key as a JWKS, so the product's Firebase paths
 * (social sign-in, the registration SMS check) run end to end with no internet. The verifier
 * is the production one, pointed at the local JWKS (FIREBASE_JWKS_URL defaults to it).
 *
 * It mints a token for whatever account the chooser page is given: a development and test
 * tool, refused when NODE_ENV=production.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { CodeStore } from '../../verification/codes';
import type { CodeSender } from '../../verification/sender';
import { LOCAL_AUTH_PATHS } from '../../../../src/shared/wire/firebase';
import { createPhoneSignIn } from './phoneSignIn';
import { loadSigningKey, type SigningKey } from './signingKey';
import { createTokenIssuer } from './tokenIssuer';

/** Whether the environment asks for the local provider; throws in production. */
export function localFirebaseWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.FIREBASE_LOCAL !== '1' && env.FIREBASE_LOCAL !== 'true') return false;
  if (env.NODE_ENV === 'production')
    throw new Error('FIREBASE_LOCAL signs ID tokens for any account; it cannot be set in production.');
  return true;
}

/** The server's own JWKS route over loopback: where the verifier fetches the local key. */
export function localJwksUrl(env: NodeJS.ProcessEnv): string {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '8080'}${LOCAL_AUTH_PATHS.jwks}`;
}

type Deps = { db: Kysely<DB>; clock: () => Date; projectId: string; sender: CodeSender; codes: CodeStore };

export function createLocalFirebase({ db, clock, projectId, sender, codes }: Deps) {
  let key: Promise<SigningKey> | undefined;
  // Loaded on first use (the services are built synchronously); a failed load is retried.
  const signingKey = () =>
    (key ??= loadSigningKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const issuer = createTokenIssuer(projectId, signingKey, clock);
  return {
    projectId,
    issuer,
    phone: createPhoneSignIn({ sender, codes, issuer }),
    async jwks() {
      return { keys: [(await signingKey()).publicJwk] };
    },
  };
}

export type LocalFirebase = ReturnType<typeof createLocalFirebase>;
