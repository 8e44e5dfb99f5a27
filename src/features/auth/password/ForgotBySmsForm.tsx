import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { AuthErrorCode, ErrorCode, type RegisterRules } from '../../../shared/wire';
import { useLoginMutation, useSmsNoLoginCodeMutation } from '../authApi';
import { completeLogin } from '../session';
import { toResult } from '../register/apiResult';
import styles from '../register/authForms.module.css';
import { renderMessage } from '../register/fieldMessages';
import { SendCodeButton } from '../register/fields/SendCodeButton';
import { TextField } from '../register/fields/TextField';
import { DEFAULT_DIALING_CODE } from '../register/registerFlow';
import { useCodeSender } from '../register/useCodeSender';
import { useFormState } from '../register/useFormState';
import { useResetPasswordBySmsMutation } from './passwordApi';
import { checkMobile, validateForgotBySms } from './passwordValidation';
import forms from '../../../components/forms.module.css';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

type ForgotBySmsFormProps = {
  rules: RegisterRules | undefined;
  /** Password set and logged in with it; `destination` is where the member goes. */
  onDone: (destination: string) => void;
  /** Password set but the automatic login did not go through: the member logs in by hand. */
  onLoginNeeded: () => void;
};

/**
 * Forgot password by mobile (CHNGPASSVERIF3, src/shared/wire/auth.ts): a code to the number, then
 * the new password with the code; then the automatic login with {username: mobile, password: new,
 * type: ''} and home.
 */
export function ForgotBySmsForm({ rules, onDone, onLoginNeeded }: ForgotBySmsFormProps) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const { bindForm, ...form } = useFormState({}, (values) => validateForgotBySms(rules, values));
  const [sendSms] = useSmsNoLoginCodeMutation();
  const [reset] = useResetPasswordBySmsMutation();
  const [login] = useLoginMutation();
  const sendCode = useCodeSender();
  const [busy, setBusy] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState('');

  /** The number must be right before a code is asked for; its message shows otherwise. */
  function mobileReady(): boolean {
    if (!checkMobile(rules, form.values.mobileNum ?? '')) return true;
    form.reveal('mobileNum');
    form.focus('mobileNum');
    return false;
  }

  async function onSendCode(): Promise<number | null> {
    const mobileNum = (form.values.mobileNum ?? '').trim();
    const seconds = await sendCode(() => toResult(sendSms({ mobileNum, countryDialingCode: DEFAULT_DIALING_CODE })));
    if (seconds !== null) {
      setCodeSentTo(mobileNum);
      form.focus('verificationCode');
    }
    return seconds;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    form.setFormError(null);
    if (!form.validateAll(FIELDS)) return;
    setBusy(true);
    const mobileNum = (form.values.mobileNum ?? '').trim();
    const newPassword = form.values.newPassword ?? '';
    const verificationCode = (form.values.verificationCode ?? '').trim();
    const done = await toResult(
      reset({
        mobileNum,
        verificationCode,
        newPassword,
        confirmNewPassword: form.values.confirmNewPassword ?? '',
        countryDialingCode: DEFAULT_DIALING_CODE,
      }),
    );
    if ('error' in done) {
      setBusy(false);
      const { errorCode, message, value } = done.error;
      const field =
        errorCode === AuthErrorCode.codeInvalid
          ? 'verificationCode'
          : errorCode === ErrorCode.requestParamError
            ? (value as { field?: unknown } | undefined)?.field
            : undefined;
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field))
        form.showError(field, { text: message });
      else form.setFormError({ text: message });
      return;
    }
    const session = await toResult(login({ username: mobileNum, password: newPassword, captcha: null, type: '' }));
    if ('error' in session) return onLoginNeeded();
    const outcome = await dispatch(completeLogin({ value: session.data, via: '' })).unwrap();
    onDone(outcome.kind === 'member' && outcome.destination ? outcome.destination : '/');
  }

  const input = (name: (typeof FIELDS)[number]) => {
    const isPassword = name === 'newPassword' || name === 'confirmNewPassword';
    return (
      <TextField
        name={name}
        label={t(`fields.${name}`)}
        type={isPassword ? 'password' : name === 'mobileNum' ? 'tel' : 'text'}
        autoComplete={isPassword ? 'new-password' : name === 'mobileNum' ? 'tel-national' : 'one-time-code'}
        inputMode={isPassword ? undefined : name === 'mobileNum' ? 'tel' : 'numeric'}
        value={form.values[name] ?? ''}
        onChange={(value) => form.setValue(name, value)}
        onBlur={() => form.blur(name)}
        error={form.errors[name] ? renderMessage(t, form.errors[name]) : undefined}
        required
        before={
          name === 'mobileNum' ? (
            <input
              className={`${forms.control} ${styles.dialCode}`}
              aria-label={t('fields.countryDialingCode')}
              value={`+${DEFAULT_DIALING_CODE}`}
              disabled
            />
          ) : undefined
        }
        after={
          name === 'mobileNum' ? (
            <SendCodeButton onSend={onSendCode} validate={mobileReady} disabled={busy} />
          ) : undefined
        }
      />
    );
  };

  return (
    <form ref={bindForm} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.hint}>{t('forgot.mobileIntro')}</p>
      {FIELDS.map((name) => (
        <div key={name} className={styles.form}>
          {input(name)}
          {name === 'mobileNum' && codeSentTo ? (
            <p className={styles.hint} role="status">
              {t('sms.sent', { code: DEFAULT_DIALING_CODE, number: codeSentTo })}
            </p>
          ) : null}
        </div>
      ))}
      {form.formError ? (
        <p className={forms.formError} role="alert">
          {renderMessage(t, form.formError)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button button--primary ${styles.submit}`}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('forgot.resetting') : t('forgot.resetPassword')}
      </button>
    </form>
  );
}
