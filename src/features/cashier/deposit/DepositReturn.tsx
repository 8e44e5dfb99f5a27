import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { useDepositsQuery } from '../cashierApi';
import { DEPOSIT_PAGE_SIZE } from './DepositList';
import { PENDING_POLL_MS } from './useCreditWatch';
import kit from '../../../components/page/pageKit.module.css';
import forms from '../../../components/forms.module.css';

/**
 * Back from the payment page (`?deposit=<id>`): what became of that deposit, followed until it
 * settles. It is the newest deposit, so it is on the list's first page (the same cached call).
 */
export function DepositReturn({ depositId }: { depositId: string }) {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const [settled, setSettled] = useState(false);
  const page = useDepositsQuery(
    { pageNo: 1, pageSize: DEPOSIT_PAGE_SIZE },
    { pollingInterval: settled ? 0 : PENDING_POLL_MS },
  );
  const record = page.data?.content.find((r) => r.id === depositId);
  const nowSettled = record !== undefined && record.status !== 'pending';
  if (nowSettled !== settled) setSettled(nowSettled);
  if (!page.data) return null;
  if (!record) return <p className={kit.card}>{t('deposit.return.unknown')}</p>;
  const amount = formatMoney(record.amountMinor, currency);
  if (record.status === 'credited') {
    return (
      <p role="status" className={kit.success}>
        {t('deposit.return.credited', { amount })}
      </p>
    );
  }
  if (record.status === 'cancelled') {
    return (
      <p role="status" className={kit.card}>
        {t('deposit.return.cancelled', { amount })}
      </p>
    );
  }
  if (record.status === 'failed') {
    return (
      <p role="alert" className={forms.formError}>
        {t('deposit.return.failed', { amount })}
      </p>
    );
  }
  return (
    <p role="status" className={kit.card}>
      {t('deposit.return.pending', { amount })}
    </p>
  );
}
