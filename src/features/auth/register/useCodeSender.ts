import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSentValue } from '../../../shared/wire';
import { useDialog } from '../../ui/useDialog';
import { codeCountdownSeconds } from '../timing';
import { retryAfterSeconds, type Result } from './apiResult';

/**
 * Sends an SMS code and turns the answer into the wait of the Send code button: on success
 * expiredMinutes × 60 s; on failure the server's message in a warning dialog with a confirm
 * button, and the wait the server asked for when it refused for too many requests.
 */
export function useCodeSender(): (send: () => Promise<Result<SmsSentValue>>) => Promise<number | null> {
  const { t } = useTranslation('register');
  const dialog = useDialog();
  return useCallback(
    async (send) => {
      const result = await send();
      if ('data' in result) return codeCountdownSeconds(result.data.expiredMinutes);
      void dialog({
        icon: 'warning',
        title: { text: t('sms.failedTitle') },
        message: { text: result.error.message },
        buttons: [{ id: 'ok', label: { key: 'common:ok' }, variant: 'primary' }],
      });
      return retryAfterSeconds(result.error);
    },
    [dialog, t],
  );
}
