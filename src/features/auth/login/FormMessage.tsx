import { useTranslation } from 'react-i18next';
import type { LoginMessage } from './loginErrors';
import forms from '../../../components/forms.module.css';

/** A form's failure message, announced as it appears. */
export function FormMessage({ message }: { message: LoginMessage | null }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  return (
    <p role="alert" className={forms.formError}>
      {'key' in message ? t(`errors.${message.key}`) : message.text}
    </p>
  );
}
