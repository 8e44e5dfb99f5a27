/**
 * ID tokens as Firebase Auth issues them (RS256 JWT, one hour), signed with the local key:
 * the claims a verifier of real Firebase tokens reads (iss, aud, sub, auth_time, iat, exp) and
 * the ones it uses (email and email_verified for Google and Facebook, phone_number for phone),
 * plus Firebase's own `firebase` claim with the provider and identities.
 */
import { createHash, createSign } from 'node:crypto';
import type { SigningKey } from './signingKey';

export type LocalIdentity =
  | { provider: 'google.com' | 'facebook.com'; email: string; name?: string }
  | { provider: 'phone'; phoneNumber: string };

export type IssuedToken = { idToken: string; uid: string };

const TOKEN_LIFETIME_S = 3600;

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A stable id per person, so signing in again gives the same uid (Firebase keeps one per account). */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** 28 letters and digits, the shape of a Firebase uid. */
function uidOf(projectId: string, who: string): string {
  return digest(`${projectId}:${who}`).toString('base64url').replace(/[-_]/g, '').slice(0, 28);
}

/** The provider's own user id (Google's and Facebook's are long digit strings). */
function providerUidOf(provider: string, email: string): string {
  return BigInt(`0x${digest(`${provider}:${email}`).subarray(0, 9).toString('hex')}`)
    .toString()
    .padStart(21, '1');
}

export function createTokenIssuer(projectId: string, signingKey: () => Promise<SigningKey>, clock: () => Date) {
  return {
    async issue(identity: LocalIdentity): Promise<IssuedToken> {
      const key = await signingKey();
      const now = Math.floor(clock().getTime() / 1000);
      const who =
        identity.provider === 'phone' ? `phone:${identity.phoneNumber}` : `email:${identity.email.toLowerCase()}`;
      const uid = uidOf(projectId, who);
      const base = {
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        auth_time: now,
        user_id: uid,
        sub: uid,
        iat: now,
        exp: now + TOKEN_LIFETIME_S,
      };
      const claims =
        identity.provider === 'phone'
          ? {
              ...base,
              phone_number: identity.phoneNumber,
              firebase: { identities: { phone: [identity.phoneNumber] }, sign_in_provider: 'phone' },
            }
          : {
              ...(identity.name && { name: identity.name }),
              ...base,
              email: identity.email.toLowerCase(),
              email_verified: true,
              firebase: {
                identities: {
                  [identity.provider]: [providerUidOf(identity.provider, identity.email.toLowerCase())],
                  email: [identity.email.toLowerCase()],
                },
                sign_in_provider: identity.provider,
              },
            };
      const data = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${part(claims)}`;
      const signature = createSign('RSA-SHA256').update(data).sign(key.privateKey).toString('base64url');
      return { idToken: `${data}.${signature}`, uid };
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
