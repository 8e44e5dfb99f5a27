import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginVerifyRequiredValue } from '../../../shared/wire/auth';
import styles from '../register/authForms.module.css';
import { TextField } from '../register/fields/TextField';
import type { LoginOutcome } from '../loginFlow';
import { FormMessage } from './FormMessage';
import { checkVerification, type FieldProblem } from './loginValidation';
import type { LoginAttempt } from './useLoginAttempt';
import forms from '../../../components/forms.module.css';

type VerificationStepProps = {
  attempt: LoginAttempt;
  challenge: LoginVerifyRequiredValue;
  onDone: (outcome: LoginOutcome) => void;
};

/**
 * The extra check of a login from an unregistered IP: the code sent by SMS or e-mail,
 * the bank-account (payee) name, or the authenticator code, as the account is set up. Wrong
 * answers show the server's message (it counts the attempts left); no hint of the payee name is
 * shown (it would be half the answer), and a check locked after too many wrong answers says
 * until when (loginErrors.ts).
 */
export function VerificationStep({ attempt, challenge, onDone }: VerificationStepProps) {
  const { t } = useTranslation('auth');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const bank = challenge.method === 'bank';
  const totp = challenge.method === 'totp';
  const prompt = bank
    ? t('verify.bank')
    : totp
      ? t('verify.totp')
      : t('verify.sent', { target: challenge.maskedTarget });
  const label = bank ? t('verify.bankLabel') : totp ? t('verify.totpLabel') : t('verify.code');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (attempt.busy) return;
    const found = checkVerification(challenge.method, answer);
    setProblem(found);
    if (found) return inputRef.current?.focus();
    const outcome = await attempt.verify(answer);
    if (outcome) onDone(outcome);
    else inputRef.current?.select();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={forms.label}>
        {t('verify.title')}
      </h3>
      <p className={styles.hint}>{t('verify.intro')}</p>
      <p className={styles.notice}>{prompt}</p>
      <FormMessage message={attempt.message} />
      <TextField
        name={bank ? 'payeeName' : 'verificationCode'}
        label={label}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setProblem(undefined);
        }}
        error={problem ? t(`validation.${problem}`) : undefined}
        required
        autoComplete={bank ? 'off' : 'one-time-code'}
        inputMode={bank ? 'text' : 'numeric'}
        maxLength={bank ? 64 : 8}
        inputRef={inputRef}
      />
      <div className={styles.actions}>
        <button type="button" className="button" onClick={attempt.leaveChallenge}>
          {t('verify.back')}
        </button>
        <button
          type="submit"
          className={`button button--primary ${styles.submit}`}
          disabled={attempt.busy}
          aria-busy={attempt.busy || undefined}
        >
          {t('verify.submit')}
        </button>
      </div>
    </form>
  );
}
