/**
 * The registration's Firebase SMS check without React: trade the typed code for an ID
 * token through the PhoneVerifier's pending confirmation, and place a failure on its field.
 * useFirebasePhoneCheck.ts wires it to the form.
 */
import { PhoneAuthError, type PhoneAuthReason } from '../phone/phoneAuthErrors';
import type { PhoneConfirmation } from '../phone/phoneVerifier';
import type { PhoneProof, PlacedError } from './registerFlow';

/** A code sent to a number, and the token it gave once confirmed. */
export type PendingPhoneCode = {
  mobile: string;
  confirmation: PhoneConfirmation;
  proof?: { code: string; idToken: string };
};

/** Where a phone-auth failure shows: the code, the number, or the form as a whole. */
export function placePhoneAuthError(reason: PhoneAuthReason): PlacedError {
  const message = { key: `phoneAuth.${reason}`, ns: 'firebase' } as const;
  if (reason === 'invalidCode' || reason === 'codeExpired') return { field: 'verificationCode', message };
  if (reason === 'invalidPhone') return { field: 'mobileNum', message };
  return { message };
}

/**
 * The check of one submit. Without a code sent to this very number: "Please complete
 * verification first". A submit retried after the server refused something else reuses the
 * token, since the code is used up once confirmed and the token lasts an hour.
 */
export async function confirmPhoneCode(
  pending: PendingPhoneCode | null,
  mobile: string,
  code: string,
): Promise<PhoneProof> {
  if (!pending || pending.mobile !== mobile)
    return { error: { field: 'verificationCode', message: { key: 'phoneAuth.verifyFirst', ns: 'firebase' } } };
  if (pending.proof?.code === code) return { idToken: pending.proof.idToken };
  try {
    const idToken = await pending.confirmation.confirm(code);
    pending.proof = { code, idToken };
    return { idToken };
  } catch (error) {
    return { error: placePhoneAuthError(error instanceof PhoneAuthError ? error.reason : 'unknown') };
  }
}
