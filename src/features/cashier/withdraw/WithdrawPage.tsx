import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Loader } from '../../../components/Spinner';
import { centreLinkState, memberPagePath } from '../../member/memberPageKeys';
import { PageSection } from '../../../components/page/PageSection';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { useWithdrawSettingsQuery } from '../cashierApi';
import { PendingConfirmations } from './PendingConfirmations';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import kit from '../../../components/page/pageKit.module.css';

/**
 * withdraw: the withdrawal a notification linked to (`?withdrawal=<id>`) first, then the
 * request form (once a payment password and a bank account are set up; until then, the way to
 * the security centre), the approved withdrawals waiting for the member's confirmation, and
 * every withdrawal with its status.
 */
export default function WithdrawPage() {
  const { t } = useTranslation(['cashier', 'member', 'common']);
  const settings = useWithdrawSettingsQuery();
  const location = useLocation();
  const linkState = centreLinkState(location);
  // A notification's link to one withdrawal (desktop: casino-client://member/withdraw?withdrawal=<id>).
  const followed = new URLSearchParams(location.search).get('withdrawal') ?? undefined;

  let form;
  if (settings.error) form = <QueryFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) form = <Loader label={t('common:loading')} />;
  else if (!settings.data.hasPaymentPassword || settings.data.bankAccounts.length === 0) {
    const { hasPaymentPassword, bankAccounts } = settings.data;
    form = (
      <div className={kit.card}>
        <p>{t('withdraw.setup.intro')}</p>
        <ul>
          {hasPaymentPassword ? null : <li>{t('withdraw.setup.paymentPassword')}</li>}
          {bankAccounts.length > 0 ? null : <li>{t('withdraw.setup.bankAccount')}</li>}
        </ul>
        <p>
          <Link to={memberPagePath('securityCenter')} state={linkState}>
            {t('withdraw.setup.link')}
          </Link>
        </p>
      </div>
    );
  } else form = <WithdrawForm settings={settings.data} />;

  return (
    <PageSection title={t('member:menu.withdraw')}>
      {followed === undefined ? null : <WithdrawalList only={followed} />}
      {form}
      <PendingConfirmations />
      <WithdrawalList />
    </PageSection>
  );
}
