import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../register/authForms.module.css';
import { TextField } from '../register/fields/TextField';

type PasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
};

/** A password input with a Show / Hide button beside it; the button's name says what it will do. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  inputRef,
  required = true,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      autoComplete={autoComplete}
      maxLength={128}
      inputRef={inputRef}
      after={
        <button type="button" className={`button ${styles.sideButton}`} onClick={() => setVisible((v) => !v)}>
          {visible ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
