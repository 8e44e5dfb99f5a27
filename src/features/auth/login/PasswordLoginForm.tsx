import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../register/authForms.module.css';
import { CaptchaField } from '../register/fields/CaptchaField';
import { TextField } from '../register/fields/TextField';
import type { LoginOutcome } from '../loginFlow';
import { FormMessage } from './FormMessage';
import { checkUsernameLogin, firstProblem, type UsernameLoginInput } from './loginValidation';
import { PasswordField } from './PasswordField';
import { RememberBox } from './RememberBox';
import type { LoginAttempt } from './useLoginAttempt';
import { useLoginFields } from './useLoginFields';
import { useRememberChoice } from './useRememberChoice';

type Field = keyof UsernameLoginInput;
const ORDER: readonly Field[] = ['username', 'password', 'captcha'];

type PasswordLoginFormProps = {
  attempt: LoginAttempt;
  onDone: (outcome: LoginOutcome) => void;
  /** The /agent page: the server refuses accounts that are not agents. */
  agentLogin?: boolean;
  /** Lets the popup put the first focus on the username. */
  usernameRef?: RefObject<HTMLInputElement | null>;
};

/** Username + password (+ captcha once the server asks for it), validated before it is sent. */
export function PasswordLoginForm({ attempt, onDone, agentLogin = false, usernameRef }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const remember = useRememberChoice();
  const { values, setValues, setProblems, set, problem, captchaRef } = useLoginFields<UsernameLoginInput>(
    { username: remember.remembered.username ?? '', password: '', captcha: '' },
    attempt.captchaShown,
  );
  const [keep, setKeep] = useState(remember.remembered.username !== null);
  const ownUsernameRef = useRef<HTMLInputElement>(null);
  const usernameInput = usernameRef ?? ownUsernameRef;
  const passwordRef = useRef<HTMLInputElement>(null);
  const focus = (field: Field) =>
    ({ username: usernameInput, password: passwordRef, captcha: captchaRef })[field].current?.focus();
  // A remembered username: whether its logins from here already need a captcha (issue 14 item 10).
  const rememberedName = remember.remembered.username;
  useEffect(() => {
    if (rememberedName) void attempt.checkCaptcha(rememberedName);
    // Once, when the form opens; typing asks again on leaving the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (attempt.busy) return;
    const found = checkUsernameLogin(values, attempt.captchaShown);
    setProblems(found);
    const first = firstProblem(ORDER, found);
    if (first) return focus(first);
    const outcome = await attempt.submit(
      {
        username: values.username.trim(),
        password: values.password,
        captcha: attempt.captchaShown ? values.captcha.trim() : null,
        type: 'username',
        ...(agentLogin && { agentLogin: true }),
      },
      { remember: remember.available && keep },
    );
    if (outcome) {
      remember.save({ remember: keep, username: values.username.trim() });
      onDone(outcome);
    } else {
      setValues((v) => ({ ...v, captcha: '' }));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormMessage message={attempt.message} />
      <TextField
        name="username"
        label={t('login.username')}
        value={values.username}
        onChange={set('username')}
        onBlur={() => {
          if (values.username.trim()) void attempt.checkCaptcha(values.username);
        }}
        error={problem('username')}
        required
        autoComplete="username"
        maxLength={64}
        inputRef={usernameInput}
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        value={values.password}
        onChange={set('password')}
        error={problem('password')}
        autoComplete="current-password"
        inputRef={passwordRef}
      />
      {attempt.captchaShown ? (
        <CaptchaField
          value={values.captcha}
          onChange={set('captcha')}
          error={problem('captcha')}
          refreshKey={attempt.captchaKey}
          maxLength={16}
          inputRef={captchaRef}
        />
      ) : null}
      {remember.available && !agentLogin ? (
        <RememberBox label={t('login.remember')} checked={keep} onChange={setKeep} />
      ) : null}
      <button
        type="submit"
        className={`button button--primary ${styles.submit}`}
        disabled={attempt.busy}
        aria-busy={attempt.busy || undefined}
      >
        {t('login.submit')}
      </button>
    </form>
  );
}
