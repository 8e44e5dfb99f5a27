import { useTranslation } from 'react-i18next';
import type { ClaimFeedback } from './useClaim';
import styles from './rewards.module.css';

/**
 * The outcome of the last claim: a status line when paid, an alert when refused or when the
 * outcome is unknown (then pressing Claim again is safe: the same key is resent).
 */
export function ClaimFeedbackLine({ feedback, paidText }: { feedback: ClaimFeedback | null; paidText: string }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <p role="status" className={styles.paid}>
        {feedback?.kind === 'paid' ? `${paidText} ${t('claim.transaction', { id: feedback.transactionId })}` : ''}
      </p>
      {feedback && feedback.kind !== 'paid' ? (
        <p role="alert" className={styles.problem}>
          {feedback.kind === 'unknown' ? t('claim.unknown') : feedback.message || t('claim.refused')}
        </p>
      ) : null}
    </>
  );
}
