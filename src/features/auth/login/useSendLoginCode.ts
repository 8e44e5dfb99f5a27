/**
 * "Send code" of the SMS login: POST /wps/verification/sms/noLogin, then the countdown of
 * expiredMinutes × 60 s. A refusal (too many requests, gateway down…) is the server's message
 * in a warning dialog with a confirm button.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/response';
import { useDialog } from '../../ui/useDialog';
import { useSmsNoLoginCodeMutation } from '../authApi';
import { codeCountdownSeconds } from '../timing';

/** Resolves with the seconds to wait before the next code, or null when none was sent. */
export function useSendLoginCode(): (mobileNum: string, countryDialingCode: string) => Promise<number | null> {
  const { t } = useTranslation('auth');
  const [send] = useSmsNoLoginCodeMutation();
  const dialog = useDialog();
  return useCallback(
    async (mobileNum, countryDialingCode) => {
      const result = await send({ mobileNum, countryDialingCode });
      if (result.data) return codeCountdownSeconds(result.data.expiredMinutes);
      const message = isApiError(result.error) ? result.error.message : '';
      await dialog({
        icon: 'warning',
        title: { text: t('sms.sendFailedTitle') },
        message: { text: message },
        buttons: [{ id: 'ok', label: { key: 'common:ok' }, variant: 'primary' }],
      });
      return null;
    },
    [send, dialog, t],
  );
}
