import './components.css';

type SpinnerProps = {
  /** Announced to assistive technology, e.g. t('common:loading'). */
  label: string;
  size?: 'small' | 'large';
};

/** An indeterminate progress indicator with a spoken label. */
export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <span role="status" className={`spinner spinner--${size}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the space it is given: the fallback while a screen loads. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader">
      <Spinner label={label} size="large" />
    </div>
  );
}
