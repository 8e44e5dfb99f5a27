/**
 * The PhoneVerifier adapter on the local stand-in provider: its sendVerificationCode and
 * signInWithPhoneNumber calls, as the Firebase SDK makes them to Identity Toolkit. The code
 * itself goes through the server's SMS gateway (its outbox here). `fetch` is a parameter for
 * the tests.
 */
import {
  LOCAL_AUTH_PATHS,
  type LocalAuthFailure,
  type LocalPhoneAnswer,
  type LocalSendCodeAnswer,
} from '../../../shared/wire/firebase';
import type { LocalProvider } from '../social/localProvider';
import { PhoneAuthError, phoneAuthReasonOfRest } from './phoneAuthErrors';
import type { PhoneVerifier } from './phoneVerifier';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function createLocalPhoneVerifier(
  local: LocalProvider,
  fetcher: Fetch = (url, init) => fetch(url, init),
): PhoneVerifier {
  async function call<T>(path: string, body: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(new URL(path, local.origin).toString(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: local.merchant },
        body: JSON.stringify(body),
      });
    } catch {
      throw new PhoneAuthError('unknown');
    }
    const answer = (await response.json().catch(() => null)) as (T & Partial<LocalAuthFailure>) | null;
    if (response.ok && answer && !answer.error) return answer;
    throw new PhoneAuthError(phoneAuthReasonOfRest(answer?.error?.message));
  }

  return {
    async sendCode(phoneNumber) {
      const { sessionInfo } = await call<LocalSendCodeAnswer>(LOCAL_AUTH_PATHS.sendVerificationCode, { phoneNumber });
      return {
        async confirm(code) {
          const { idToken } = await call<LocalPhoneAnswer>(LOCAL_AUTH_PATHS.signInWithPhoneNumber, {
            sessionInfo,
            code,
          });
          return idToken;
        },
      };
    },
  };
}
