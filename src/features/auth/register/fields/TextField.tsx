import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldLabel } from '../../../../components/FieldLabel';
import styles from '../authForms.module.css';
import forms from '../../../../components/forms.module.css';

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and tied to it with aria-describedby; marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  /** Something beside the input inside the same row, e.g. a Send code button. */
  after?: ReactNode;
  /** Something before the input in the same row, e.g. the country dialing code. */
  before?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'disabled' | 'readOnly' | 'maxLength' | 'placeholder'
>;

/**
 * A labelled input with its message underneath. Required fields show a * (hidden from screen
 * readers, which hear aria-required instead).
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  after,
  before,
  inputRef,
  name,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const input = (
    <input
      id={id}
      ref={inputRef}
      name={name}
      type={type}
      className={`${forms.control} ${styles.grow}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
      spellCheck={false}
      autoCapitalize="off"
      {...rest}
    />
  );
  return (
    <div className={forms.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {before || after ? (
        <div className={styles.row}>
          {before}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={messageId} className={forms.message}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
