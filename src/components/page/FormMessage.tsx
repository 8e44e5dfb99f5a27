import styles from './pageKit.module.css';
import forms from '../forms.module.css';

/** A form's outcome under its button: failures announced at once (alert), successes politely (status). */
export function FormMessage({ kind, text }: { kind: 'error' | 'success'; text: string | null | undefined }) {
  if (!text) return null;
  return kind === 'error' ? (
    <p role="alert" className={forms.formError}>
      {text}
    </p>
  ) : (
    <p role="status" className={styles.success}>
      {text}
    </p>
  );
}
