import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page/PageSection';
import { BankAccountsSection } from './BankAccountsSection';
import { LoginPasswordSection } from './LoginPasswordSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';

/**
 * securityCenter (my account): profile fields, the login password, the payment password and
 * the bank accounts withdrawals are paid to.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation('member');
  return (
    <PageSection title={t('menu.securityCenter')}>
      <ProfileSection />
      <LoginPasswordSection />
      <PaymentPasswordSection />
      <BankAccountsSection />
    </PageSection>
  );
}
