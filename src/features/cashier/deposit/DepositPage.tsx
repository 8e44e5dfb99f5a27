import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/Spinner';
import { PageSection } from '../../../components/page/PageSection';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { useDepositSettingsQuery } from '../cashierApi';
import { forgetReturningDeposit, returningDeposit } from '../openPaymentPage';
import { DepositForm } from './DepositForm';
import { DepositList } from './DepositList';
import { DepositReturn } from './DepositReturn';
import kit from '../../../components/page/pageKit.module.css';

/** An address parameter naming a deposit to show the outcome of (`?page=depositv2&deposit=12`). */
export const RETURNED_DEPOSIT_PARAM = 'deposit';

/**
 * depositv2: choose a method and an amount, go to the payment page, come back to the deposit's
 * status; below, the member's deposits and their status.
 */
export default function DepositPage() {
  const { t } = useTranslation(['cashier', 'member', 'common']);
  const settings = useDepositSettingsQuery();
  const [params] = useSearchParams();
  // Back from the payment page: the deposit named in the address, else the one whose page was opened.
  const [returning] = useState(returningDeposit);
  useEffect(forgetReturningDeposit, []);
  const returned = params.get(RETURNED_DEPOSIT_PARAM) ?? returning;

  let form;
  if (settings.error) form = <QueryFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) form = <Loader label={t('common:loading')} />;
  else if (settings.data.allowDeposit !== 'Y' || settings.data.methods.length === 0) {
    form = <p className={kit.card}>{t('deposit.unavailable')}</p>;
  } else form = <DepositForm methods={settings.data.methods} />;

  return (
    <PageSection title={t('member:menu.depositv2')}>
      {returned ? <DepositReturn depositId={returned} /> : null}
      {form}
      <DepositList />
    </PageSection>
  );
}
