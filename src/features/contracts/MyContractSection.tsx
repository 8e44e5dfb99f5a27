import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import type { ContractKind } from '../../shared/wire';
import { CardSection } from '../../components/page/CardSection';
import { FormMessage } from '../../components/page/FormMessage';
import { QueryFailed } from '../../components/page/QueryFailed';
import { StatusPill } from '../../components/page/StatusPill';
import { useDateTime } from '../../components/page/useDateTime';
import { useContractHeldQuery } from './contractsApi';
import { requestContractReview } from './reviewRequests';
import { TermsTable } from './TermsTable';
import { useTerminateContract } from './useTerminateContract';
import styles from './contracts.module.css';

/**
 * "My contract" of one kind: the accepted contract the agent holds from their own upline, with
 * its terms and Terminate; offers of that kind still waiting for an answer, with Review.
 */
export function MyContractSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'common']);
  const dateTime = useDateTime();
  const held = useContractHeldQuery();
  const { terminate, busy, error } = useTerminateContract();
  const mine = held.data?.contracts.filter((contract) => contract.kind === kind) ?? [];
  const accepted = mine.find((contract) => contract.status === 'accepted');
  const offers = mine.filter((contract) => contract.status === 'request');
  const kindLabel = t(`contracts:kind.${kind}`);

  let body;
  if (held.error) body = <QueryFailed error={held.error} onRetry={() => void held.refetch()} />;
  else if (!held.data) body = <Spinner label={t('common:loading')} />;
  else
    body = (
      <>
        {accepted ? (
          <div className={styles.held}>
            <p>
              <StatusPill text={t('contracts:status.accepted')} tone="good" />{' '}
              {t('contracts:mine.from', {
                account: accepted.agentAccount,
                date: dateTime(accepted.decidedAt ?? accepted.createdAt),
              })}
            </p>
            <TermsTable terms={accepted.terms} />
            <div>
              <button
                type="button"
                className="button button--danger"
                aria-disabled={busy}
                onClick={() => void terminate(accepted, accepted.agentAccount)}
              >
                {t('contracts:terminate.button')}
              </button>
            </div>
          </div>
        ) : (
          <p className={styles.note}>{t('contracts:mine.none', { kind: kindLabel })}</p>
        )}
        {offers.map((offer) => (
          <p key={offer.id} className={styles.waiting}>
            <span>{t('contracts:mine.waiting', { account: offer.agentAccount, kind: kindLabel, context: kind })}</span>{' '}
            <button type="button" className="button" onClick={() => requestContractReview(offer.id)}>
              {t('contracts:panel.review', { kind: kindLabel })}
            </button>
          </p>
        ))}
        <FormMessage kind="error" text={error} />
      </>
    );

  return <CardSection title={t('contracts:mine.title')}>{body}</CardSection>;
}
