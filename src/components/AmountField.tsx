import { useId, type Ref } from 'react';
import { FieldLabel } from './FieldLabel';
import styles from './AmountField.module.css';
import forms from './forms.module.css';

type AmountFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The currency symbol shown before the digits (decorative: the label names the field). */
  symbol: string;
  /** Shown under the field, e.g. the allowed range. */
  hint?: string;
  /** Shown under the field, tied with aria-describedby; marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A money amount input: text, not type=number (number inputs round, accept exponents and drop
 * what they cannot parse), with a decimal keypad on phones. The text is parsed by the caller
 * into minor units (shared/money parseAmount).
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
  symbol,
  hint,
  error,
  required,
  disabled,
  inputRef,
}: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={forms.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={styles.control}>
        <span className={styles.symbol} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          disabled={disabled}
          maxLength={40}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        <p id={errorId} className={forms.message}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
