import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRules } from '../../../shared/wire';
import { toResult } from '../register/apiResult';
import styles from '../register/authForms.module.css';
import { renderMessage } from '../register/fieldMessages';
import { TextField } from '../register/fields/TextField';
import { useFormState } from '../register/useFormState';
import { useForgotPasswordByEmailMutation } from './passwordApi';
import { validateForgotByEmail } from './passwordValidation';
import forms from '../../../components/forms.module.css';

const FIELDS = ['username', 'email'] as const;

/**
 * Forgot password by e-mail (src/shared/wire/auth.ts): username and e-mail address posted as a
 * form. The answer is the same whether or not they belong together, so the screen says what happens
 * if they do and offers the way back to the login popup.
 */
export function ForgotByEmailForm({
  rules,
  onBackToLogin,
}: {
  rules: RegisterRules | undefined;
  onBackToLogin: () => void;
}) {
  const { t } = useTranslation('register');
  const { bindForm, ...form } = useFormState({}, (values) => validateForgotByEmail(rules, values));
  const [send, { isLoading }] = useForgotPasswordByEmailMutation();
  const [sent, setSent] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  // The focused submit button is gone once sent: the focus moves to the next step.
  useEffect(() => {
    if (sent) backRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    form.setFormError(null);
    if (!form.validateAll(FIELDS)) return;
    const result = await toResult(
      send({ username: (form.values.username ?? '').trim(), email: (form.values.email ?? '').trim() }),
    );
    if ('data' in result) setSent(true);
    else form.setFormError({ text: result.error.message });
  }

  if (sent) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {t('forgot.emailSent')}
        </p>
        <button ref={backRef} type="button" className="button button--primary" onClick={onBackToLogin}>
          {t('forgot.backToLogin')}
        </button>
      </div>
    );
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.hint}>{t('forgot.emailIntro')}</p>
      {FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`fields.${name}`)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name}
          inputMode={name === 'email' ? 'email' : undefined}
          value={form.values[name] ?? ''}
          onChange={(value) => form.setValue(name, value)}
          onBlur={() => form.blur(name)}
          error={form.errors[name] ? renderMessage(t, form.errors[name]) : undefined}
          required
        />
      ))}
      {form.formError ? (
        <p className={forms.formError} role="alert">
          {renderMessage(t, form.formError)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button button--primary ${styles.submit}`}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? t('forgot.sendingEmail') : t('forgot.sendEmail')}
      </button>
    </form>
  );
}
