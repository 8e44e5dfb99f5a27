import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { openChangePassword } from '../../auth/password/passwordSlice';
import kit from '../ui/pageKit.module.css';

/** The login password: changed in the account feature's change-password modal. */
export function LoginPasswordSection() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const titleId = useId();
  return (
    <section className={kit.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={kit.cardTitle}>
        {t('security.loginPassword.title')}
      </h3>
      <p className={kit.muted}>{t('security.loginPassword.intro')}</p>
      <div className={kit.actions}>
        <button type="button" className="button" onClick={() => dispatch(openChangePassword())}>
          {t('security.loginPassword.change')}
        </button>
      </div>
    </section>
  );
}
