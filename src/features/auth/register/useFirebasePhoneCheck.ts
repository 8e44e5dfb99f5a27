import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseSettings } from '../../../shared/wire/firebase';
import { useDialog } from '../../ui/useDialog';
import { PHONE_AUTH_RETRY_SECONDS, PhoneAuthError } from '../phone/phoneAuthErrors';
import { loadPhoneVerifier } from '../phone/phoneVerifier';
import { codeCountdownSeconds, FIREBASE_CODE_MINUTES } from '../timing';
import { confirmPhoneCode, type PendingPhoneCode } from './phoneCheck';
import { DEFAULT_DIALING_CODE, type PhoneProof } from './registerFlow';

export type FirebasePhoneCheck = {
  /** Sends the code; `seconds` is the Send code button's wait, `sent` whether a code went out. */
  send(mobile: string): Promise<{ sent: boolean; seconds: number | null }>;
  /** The check of one submit: the typed code for an ID token. */
  prove(mobile: string, code: string): Promise<PhoneProof>;
};

/**
 * The Firebase SMS check of the register form, when the site uses it (null otherwise): the
 * code goes out through the PhoneVerifier the configuration names, with a countdown of one
 * minute; a refusal shows its phone-auth message (phoneAuthErrors.ts) in a warning dialog, and
 * "too many requests" keeps the button waiting the 5 minutes that message promises.
 */
export function useFirebasePhoneCheck(config: FirebaseSettings | null): FirebasePhoneCheck | null {
  // Loads the catalog of the messages the check shows (in dialogs and under fields).
  useTranslation('firebase');
  const dialog = useDialog();
  const pending = useRef<PendingPhoneCode | null>(null);

  return useMemo(() => {
    if (!config) return null;
    return {
      async send(mobile) {
        try {
          const verifier = await loadPhoneVerifier(config);
          const confirmation = await verifier.sendCode(`+${DEFAULT_DIALING_CODE}${mobile}`);
          pending.current = { mobile, confirmation };
          return { sent: true, seconds: codeCountdownSeconds(FIREBASE_CODE_MINUTES) };
        } catch (error) {
          const reason = error instanceof PhoneAuthError ? error.reason : 'unknown';
          void dialog({
            icon: 'warning',
            title: { key: 'firebase:phoneAuth.failedTitle' },
            message: { key: `firebase:phoneAuth.${reason}` },
            buttons: [{ id: 'ok', label: { key: 'common:ok' }, variant: 'primary' }],
          });
          return { sent: false, seconds: reason === 'tooManyRequests' ? PHONE_AUTH_RETRY_SECONDS : null };
        }
      },
      prove: (mobile, code) => confirmPhoneCode(pending.current, mobile, code),
    };
  }, [config, dialog]);
}
