import { useTranslation } from 'react-i18next';
import type { LoginMessage } from './loginErrors';
import forms from '../../../components/forms.module.css';

/** A form's failure message, announced as it appears. */
export function FormMessage({ message }: { message: LoginMessage | null }) {
  const { t, i18n } = useTranslation('auth');
  if (!message) return null;
  const until =
    'key' in message && message.until !== undefined
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(message.until)
      : '';
  return (
    <p role="alert" className={forms.formError}>
      {'key' in message ? t(`errors.${message.key}`, { time: until }) : message.text}
    </p>
  );
}
