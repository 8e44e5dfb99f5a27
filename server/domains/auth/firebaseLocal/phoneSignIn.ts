/**
 * Phone sign-in of the local provider, as Firebase does it: send a code to an E.164 number
 * (answer: an opaque sessionInfo), then exchange sessionInfo and code for an ID token with
 * phone_number. The code goes through the server's own code store and SMS gateway, so the
 * throttles of quality bar 8 apply and `npm run ops -- sms outbox` shows it.
 */
import { AuthErrorCode } from '../../../../src/shared/wire/auth';
import {
  LocalAuthError,
  type LocalAuthErrorMessage,
  type LocalPhoneAnswer,
  type LocalSendCodeAnswer,
} from '../../../../src/shared/wire/firebase';
import { TooManyRequestsError, WireError } from '../../../http/errors';
import type { CodeStore } from '../../verification/codes';
import type { CodeSender, Sender } from '../../verification/sender';
import type { TokenIssuer } from './tokenIssuer';

/** A refusal in Identity Toolkit's shape: HTTP status and error message. */
export class LocalAuthRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: LocalAuthErrorMessage,
  ) {
    super(reason);
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;
const PURPOSE = 'firebase-phone';

/**
 * sessionInfo names the merchant and the number. It needs no signature: the code it is
 * exchanged with is bound to exactly that merchant and number in the code store.
 */
type Session = { m: string; p: string };

function encodeSession(session: Session): string {
  return Buffer.from(JSON.stringify(session)).toString('base64url');
}

function decodeSession(value: unknown): Session | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Session>;
    return typeof parsed.m === 'string' && typeof parsed.p === 'string' && E164.test(parsed.p)
      ? { m: parsed.m, p: parsed.p }
      : undefined;
  } catch {
    return undefined;
  }
}

export function createPhoneSignIn(deps: { sender: CodeSender; codes: CodeStore; issuer: TokenIssuer }) {
  return {
    async sendCode(from: Sender, phoneNumber: unknown): Promise<LocalSendCodeAnswer> {
      if (typeof phoneNumber !== 'string' || phoneNumber === '')
        throw new LocalAuthRefusal(400, LocalAuthError.missingPhone);
      if (!E164.test(phoneNumber)) throw new LocalAuthRefusal(400, LocalAuthError.invalidPhone);
      try {
        await deps.sender.smsTo(from, phoneNumber, PURPOSE, true);
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw new LocalAuthRefusal(429, LocalAuthError.tooManyAttempts);
        if (error instanceof WireError && error.errorCode === AuthErrorCode.smsSendFailed)
          throw new LocalAuthRefusal(503, LocalAuthError.smsFailed);
        throw error;
      }
      return { sessionInfo: encodeSession({ m: from.merchantCode, p: phoneNumber }) };
    },

    async signIn(merchantCode: string, sessionInfo: unknown, code: unknown): Promise<LocalPhoneAnswer> {
      if (typeof code !== 'string' || code === '') throw new LocalAuthRefusal(400, LocalAuthError.missingCode);
      const session = decodeSession(sessionInfo);
      if (!session || session.m !== merchantCode) throw new LocalAuthRefusal(400, LocalAuthError.invalidSession);
      const outcome = await deps.codes.verify(
        { merchantCode, channel: 'sms', target: session.p, purpose: PURPOSE },
        code.slice(0, 16),
      );
      // A wrong code with tries left; otherwise the code is used up, expired or dead: send another.
      if (!outcome.ok)
        throw new LocalAuthRefusal(
          400,
          outcome.attemptsLeft > 0 ? LocalAuthError.invalidCode : LocalAuthError.sessionExpired,
        );
      const { idToken, uid } = await deps.issuer.issue({ provider: 'phone', phoneNumber: session.p });
      return { idToken, localId: uid, phoneNumber: session.p };
    },
  };
}

export type PhoneSignIn = ReturnType<typeof createPhoneSignIn>;
