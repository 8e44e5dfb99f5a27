import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRecord } from '../../../shared/wire';
import { errorText } from '../../../components/page/errorText';
import { useCancelDepositMutation } from '../cashierApi';
import { openPaymentPage } from '../openPaymentPage';
import forms from '../../../components/forms.module.css';
import kit from '../../../components/page/pageKit.module.css';

/**
 * A pending deposit's actions in the deposit list: continue to the payment page, or cancel it
 * (it then shows "Cancelled" and no longer counts as unfinished). Nothing for a settled one.
 */
export function DepositActions({ record, amountText }: { record: DepositRecord; amountText: string }) {
  const { t } = useTranslation('cashier');
  const [cancelDeposit, cancelling] = useCancelDepositMutation();
  const [error, setError] = useState('');
  if (record.status !== 'pending' || !record.payUrl) return null;
  const payUrl = record.payUrl;
  const cancel = async () => {
    setError('');
    const result = await cancelDeposit({ depositId: record.id });
    if ('error' in result) setError(errorText(result.error) || t('deposit.cancelFailed'));
  };
  return (
    <div className={kit.actions}>
      <button
        type="button"
        className="button"
        aria-label={t('deposit.payLabel', { amount: amountText })}
        onClick={() => void openPaymentPage({ id: record.id, payUrl })}
      >
        {t('deposit.pay')}
      </button>
      <button
        type="button"
        className="button"
        aria-label={t('deposit.cancelLabel', { amount: amountText })}
        disabled={cancelling.isLoading}
        onClick={() => void cancel()}
      >
        {t('deposit.cancel')}
      </button>
      {error ? (
        <p role="alert" className={forms.formError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
