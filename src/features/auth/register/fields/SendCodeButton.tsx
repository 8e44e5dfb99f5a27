import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../authForms.module.css';
import { useCountdown, useThrottle } from '../countdown';

type SendCodeButtonProps = {
  /**
   * Sends the code; resolves with the seconds to wait before another one (countdownSeconds of
   * the answer), or null when nothing was sent (the caller has shown why).
   */
  onSend: () => Promise<number | null>;
  /**
   * Checks the number first (showing its message when wrong); a press it refuses sends nothing
   * and does not count against the once-per-second limit, so a corrected number goes at once.
   */
  validate?: () => boolean;
  disabled?: boolean;
};

/**
 * "Send code": one press per second at most, disabled while sending and while the countdown
 * runs, its label showing the seconds left.
 */
export function SendCodeButton({ onSend, validate, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation('register');
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const allow = useThrottle();
  const waiting = countdown.secondsLeft > 0;

  async function send() {
    if (sending || waiting || (validate && !validate()) || !allow()) return;
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds !== null) countdown.start(seconds);
    } finally {
      setSending(false);
    }
  }

  const label = sending
    ? t('sms.sending')
    : waiting
      ? t('sms.resendIn', { seconds: countdown.secondsLeft })
      : t('sms.send');
  return (
    <button
      type="button"
      className={`button ${styles.sideButton}`}
      onClick={() => void send()}
      disabled={disabled || sending || waiting}
    >
      {label}
    </button>
  );
}
