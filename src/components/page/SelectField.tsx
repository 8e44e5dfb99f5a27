import { useId } from 'react';
import forms from '../forms.module.css';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** A labelled native select (keyboard and screen readers for free) with its message underneath. */
export function SelectField({ label, name, value, options, onChange, error, disabled }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={forms.control}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={forms.message}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
