import type { Ref } from 'react';
import { TextField } from '../auth/register/fields/TextField';

type PaymentPasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The 6-digit payment (withdrawal) password: masked, a digit keypad on phones, and never
 * offered for autofill, since the browser would otherwise fill in the login password.
 */
export function PaymentPasswordField({ label, name, value, onChange, error, inputRef }: PaymentPasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      error={error}
      required
      inputRef={inputRef}
    />
  );
}
