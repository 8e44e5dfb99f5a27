import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { openChangePassword } from '../auth/password/passwordSlice';
import { CardSection } from '../../components/page/CardSection';
import kit from '../../components/page/pageKit.module.css';

/** The login password: changed in the account feature's change-password modal. */
export function LoginPasswordSection() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  return (
    <CardSection title={t('security.loginPassword.title')}>
      <p className={kit.muted}>{t('security.loginPassword.intro')}</p>
      <div className={kit.actions}>
        <button type="button" className="button" onClick={() => dispatch(openChangePassword())}>
          {t('security.loginPassword.change')}
        </button>
      </div>
    </CardSection>
  );
}
