import { useTranslation } from 'react-i18next';
import styles from '../register/authForms.module.css';
import type { LoginMessage } from './loginErrors';

/** A form's failure message, announced as it appears. */
export function FormMessage({ message }: { message: LoginMessage | null }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {'key' in message ? t(`errors.${message.key}`) : message.text}
    </p>
  );
}
