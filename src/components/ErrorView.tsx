import { useId, type ReactNode } from 'react';
import { ErrorIcon } from './icons';
import './components.css';

type ErrorViewProps = {
  title: string;
  message: string;
  /** Buttons offered, e.g. Retry. */
  actions?: ReactNode;
};

/** A full-area error message with optional actions; announced when it appears. */
export function ErrorView({ title, message, actions }: ErrorViewProps) {
  const headingId = useId();
  return (
    <section className="error-view" role="alert" aria-labelledby={headingId}>
      <ErrorIcon size={40} className="error-view__icon" />
      <h1 id={headingId} className="error-view__title">
        {title}
      </h1>
      <p className="error-view__message">{message}</p>
      {actions ? <div className="error-view__actions">{actions}</div> : null}
    </section>
  );
}
