import type { ReactNode } from 'react';
import { FormMessage } from './FormMessage';
import styles from './pageKit.module.css';

type FormFooterProps = {
  /** A submission is in flight: the button says so and stays focusable (aria-disabled). */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  error: string | null;
  success?: string | null;
  /** More buttons beside Submit (Cancel). */
  children?: ReactNode;
};

/** The end of a member-centre form: the submit button, then its outcome (FormMessage). */
export function FormFooter({ busy, submitLabel, busyLabel, error, success, children }: FormFooterProps) {
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {children}
      </div>
      <FormMessage kind="error" text={error} />
      <FormMessage kind="success" text={success} />
    </>
  );
}
