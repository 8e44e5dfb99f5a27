import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { Contract, LowerRateDetails, ProcessContractArgs } from '../../shared/wire';
import { errorText } from '../../components/page/errorText';
import { FormMessage } from '../../components/page/FormMessage';
import { useProcessContractMutation } from './contractsApi';
import { lowerRateDetails } from './lowerRate';
import { formatRate } from './rates';
import { TermsTable } from './TermsTable';
import styles from './contracts.module.css';

type ContractOfferDialogProps = {
  contract: Contract;
  /** Offers waiting after this one. */
  more: number;
  /** Closed without an answer ("Decide later", Escape, ×). */
  onLater: () => void;
  /** Accepted or rejected: the server has the answer. */
  onDecided: () => void;
};

/**
 * The contract dialog: an offer's terms and who makes it, with Accept and Reject.
 * When accepting would end contracts the member's direct downlines hold at a higher rate, the
 * server says so (`contract.lower.rate`); a second step lists them and accepts again with
 * confirmLowerRate once the member agrees.
 */
export function ContractOfferDialog({ contract, more, onLater, onDecided }: ContractOfferDialogProps) {
  const { t, i18n } = useTranslation(['contracts', 'common']);
  const [process, { isLoading }] = useProcessContractMutation();
  const [lower, setLower] = useState<LowerRateDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = t(`contracts:kind.${contract.kind}`);

  const send = async (action: 'accept' | 'reject', confirmLowerRate = false) => {
    if (isLoading) return;
    setError(null);
    const args: ProcessContractArgs = {
      contractId: contract.id,
      action,
      ...(confirmLowerRate && { confirmLowerRate: true }),
    };
    const result = await process({ kind: contract.kind, args });
    if (!('error' in result)) {
      onDecided();
      return;
    }
    const details = action === 'accept' && !confirmLowerRate ? lowerRateDetails(result.error) : null;
    if (details) setLower(details);
    else setError(errorText(result.error) || t('contracts:dialog.failed'));
  };

  const busyNote = isLoading ? (
    <p role="status" className={styles.note}>
      {t('contracts:dialog.busy')}
    </p>
  ) : null;

  if (lower) {
    const count = lower.terminates.length;
    return (
      <Modal
        key="lower"
        title={t('contracts:dialog.lowerTitle')}
        onClose={() => setLower(null)}
        footer={
          <>
            <button
              type="button"
              className="button button--danger"
              aria-disabled={isLoading}
              onClick={() => void send('accept', true)}
            >
              {count === 1 ? t('contracts:dialog.confirmOne') : t('contracts:dialog.confirmMany', { count })}
            </button>
            <button type="button" className="button" onClick={() => setLower(null)}>
              {t('contracts:dialog.back')}
            </button>
          </>
        }
      >
        <p>{t('contracts:dialog.lowerIntro', { rate: formatRate(contract.rateBp, i18n.language) })}</p>
        <ul className={styles.terminates} aria-label={t('contracts:dialog.lowerList')}>
          {lower.terminates.map((item) => (
            <li key={item.contractId}>
              {t('contracts:dialog.lowerItem', {
                account: item.memberAccount,
                rate: formatRate(item.rateBp, i18n.language),
              })}
            </li>
          ))}
        </ul>
        {busyNote}
        <FormMessage kind="error" text={error} />
      </Modal>
    );
  }

  return (
    <Modal
      key="offer"
      title={t('contracts:dialog.title', { kind })}
      onClose={onLater}
      size="large"
      footer={
        <>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={isLoading}
            onClick={() => void send('accept')}
          >
            {t('contracts:dialog.accept')}
          </button>
          <button type="button" className="button" aria-disabled={isLoading} onClick={() => void send('reject')}>
            {t('contracts:dialog.reject')}
          </button>
          <button type="button" className="button" onClick={onLater}>
            {t('contracts:dialog.later')}
          </button>
        </>
      }
    >
      <p>{t('contracts:dialog.from', { account: contract.agentAccount, kind, context: contract.kind })}</p>
      <TermsTable terms={contract.terms} />
      {more > 0 ? <p className={styles.note}>{t('contracts:dialog.more', { count: more })}</p> : null}
      {busyNote}
      <FormMessage kind="error" text={error} />
    </Modal>
  );
}
