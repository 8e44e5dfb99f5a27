import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import styles from './account.module.css';

/** The loader while sign-out runs: covers the page so nothing is clicked half signed out. */
export function SigningOut() {
  const { t, ready } = useTranslation('auth', { useSuspense: false });
  return (
    <div className={styles.overlay}>
      <Spinner size="large" label={ready ? t('account.signingOut') : ''} />
    </div>
  );
}
