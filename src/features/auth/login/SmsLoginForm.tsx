import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../register/authForms.module.css';
import { CaptchaField } from '../register/fields/CaptchaField';
import { SendCodeButton } from '../register/fields/SendCodeButton';
import { TextField } from '../register/fields/TextField';
import { useCountriesQuery } from '../authApi';
import type { LoginOutcome } from '../loginFlow';
import { DEFAULT_DIALING_CODE } from './dialingCode';
import { FormMessage } from './FormMessage';
import { checkMobile, checkSmsLogin, firstProblem, type SmsLoginInput } from './loginValidation';
import { RememberBox } from './RememberBox';
import type { LoginAttempt } from './useLoginAttempt';
import { useLoginFields } from './useLoginFields';
import { useRememberChoice } from './useRememberChoice';
import { useSendLoginCode } from './useSendLoginCode';
import forms from '../../../components/forms.module.css';

type Field = keyof SmsLoginInput;
const ORDER: readonly Field[] = ['mobileNum', 'code', 'captcha'];

type SmsLoginFormProps = { attempt: LoginAttempt; onDone: (outcome: LoginOutcome) => void };

/** Mobile number + SMS code: the code is the password of an SMS login (src/shared/wire/auth.ts). */
export function SmsLoginForm({ attempt, onDone }: SmsLoginFormProps) {
  const { t } = useTranslation('auth');
  const remember = useRememberChoice();
  const saved = remember.remembered.sms;
  const { data: countries } = useCountriesQuery();
  const sendCode = useSendLoginCode();
  const [dialingCode, setDialingCode] = useState(saved?.countryDialingCode ?? DEFAULT_DIALING_CODE);
  const { values, setValues, setProblems, set, problem, captchaRef } = useLoginFields<SmsLoginInput>(
    { mobileNum: saved?.mobileNum ?? '', code: '', captcha: '' },
    attempt.captchaShown,
  );
  const [keep, setKeep] = useState(saved !== null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focus = (field: Field) =>
    ({ mobileNum: mobileRef, code: codeRef, captcha: captchaRef })[field].current?.focus();

  async function onSend(): Promise<number | null> {
    const mobile = checkMobile(values.mobileNum);
    if (mobile) {
      setProblems((p) => ({ ...p, mobileNum: mobile }));
      mobileRef.current?.focus();
      return null;
    }
    const seconds = await sendCode(values.mobileNum.trim(), dialingCode);
    if (seconds !== null) {
      setSentMinutes(Math.round(seconds / 60));
      codeRef.current?.focus();
    }
    return seconds;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (attempt.busy) return;
    const found = checkSmsLogin(values, attempt.captchaShown);
    setProblems(found);
    const first = firstProblem(ORDER, found);
    if (first) return focus(first);
    const mobileNum = values.mobileNum.trim();
    const outcome = await attempt.submit(
      {
        username: mobileNum,
        password: values.code.trim(),
        captcha: attempt.captchaShown ? values.captcha.trim() : null,
        type: 'sms',
        countryDialingCode: dialingCode,
      },
      { remember: remember.available && keep },
    );
    if (outcome) {
      remember.save({ remember: keep, sms: { mobileNum, countryDialingCode: dialingCode } });
      onDone(outcome);
    } else {
      setValues((v) => ({ ...v, captcha: '' }));
    }
  }

  const codes = countries?.length ? countries : [{ countryCode: '', countryDialingCode: dialingCode }];
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormMessage message={attempt.message} />
      <TextField
        name="mobileNum"
        type="tel"
        label={t('sms.mobile')}
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={problem('mobileNum')}
        required
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={20}
        inputRef={mobileRef}
        before={
          <select
            className={`${forms.control} ${styles.dialCode}`}
            aria-label={t('sms.dialingCode')}
            value={dialingCode}
            onChange={(e) => setDialingCode(e.target.value)}
          >
            {codes.map((c) => (
              <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
                {`+${c.countryDialingCode}${c.countryCode ? ` ${c.countryCode}` : ''}`}
              </option>
            ))}
          </select>
        }
      />
      <TextField
        name="verificationCode"
        label={t('sms.code')}
        value={values.code}
        onChange={set('code')}
        error={problem('code')}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        inputRef={codeRef}
        after={<SendCodeButton onSend={onSend} />}
      />
      {sentMinutes !== null ? (
        <p role="status" className={styles.hint}>
          {t('sms.sent', { minutes: sentMinutes })}
        </p>
      ) : null}
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
      {remember.available ? <RememberBox label={t('login.rememberMobile')} checked={keep} onChange={setKeep} /> : null}
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
