import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { usePaymentConfirmationsQuery } from '../cashierApi';
import { CardSection } from '../../../components/page/CardSection';
import { FormMessage } from '../../../components/page/FormMessage';
import { WithdrawalConfirm, type Answer } from './WithdrawalConfirm';
import kit from '../../../components/page/pageKit.module.css';

/** Approved withdrawals waiting for the member to confirm receipt; nothing when there are none. */
export function PendingConfirmations() {
  const { t } = useTranslation('cashier');
  const result = usePaymentConfirmationsQuery();
  const [done, setDone] = useState<Answer | null>(null);
  const outcome = done ? <FormMessage kind="success" text={t(`confirm.done.${done}`)} /> : null;
  if (result.error) return <QueryFailed error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data || result.data.length === 0) return outcome;
  return (
    <CardSection title={t('confirm.title')}>
      <p className={kit.muted}>{t('confirm.intro')}</p>
      {outcome}
      <ul className={kit.list}>
        {result.data.map((withdrawal) => (
          <li key={withdrawal.id}>
            <WithdrawalConfirm withdrawal={withdrawal} onDone={setDone} />
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
