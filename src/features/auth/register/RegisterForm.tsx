import { Fragment, useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { registerPlan, type LoginValue, type RegisterMode, type RegisterRules } from '../../../shared/wire';
import { useSystemStatus } from '../../system';
import { phoneConfigOf } from '../phone/phoneVerifier';
import { completeLogin } from '../session';
import { toResult } from './apiResult';
import styles from './authForms.module.css';
import { renderMessage } from './fieldMessages';
import { CaptchaField } from './fields/CaptchaField';
import { SendCodeButton } from './fields/SendCodeButton';
import { TextField } from './fields/TextField';
import { useCheckAffiliateCodeMutation, useRegisterAccountMutation, useSendRegisterSmsMutation } from './registerApi';
import { FIELD_SPECS, formFields, isRequired, type RuleField } from './registerFields';
import { buildRegisterArgs, DEFAULT_DIALING_CODE, runRegistration } from './registerFlow';
import { validateRegistration } from './registerValidation';
import type { UrlCodes } from './urlCodes';
import { useCodeSender } from './useCodeSender';
import { useFirebasePhoneCheck } from './useFirebasePhoneCheck';
import { useFormState } from './useFormState';
import forms from '../../../components/forms.module.css';

type RegisterFormProps = {
  mode: RegisterMode;
  rules: RegisterRules;
  flags: Readonly<Record<string, boolean>>;
  urlCodes: UrlCodes;
  /** Registered and logged in; `destination` is where the member goes (home unless the login flow says otherwise). */
  onRegistered: (destination: string) => void;
  /** Attached to the first field, which takes the focus when the popup opens. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
};

/**
 * One registration form (username or mobile): the fields the rules enable,
 * messages under each field, the SMS code when the plan needs one (our own, or Firebase's when
 * the site configuration asks for the Firebase SMS check), the captcha, the age and terms
 * confirmation (ticked by default; without it the button is disabled).
 */
export function RegisterForm({ mode, rules, flags, urlCodes, onRegistered, firstFieldRef }: RegisterFormProps) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const plan = useMemo(() => registerPlan(mode, flags, rules), [mode, flags, rules]);
  const fields = useMemo(() => formFields(mode, plan, rules), [mode, plan, rules]);
  const order = useMemo(
    () => [
      ...fields.flatMap((f) => (f === 'mobileNum' && plan.smsNeeded ? [f, 'verificationCode'] : [f])),
      ...(plan.captcha ? ['captcha'] : []),
    ],
    [fields, plan],
  );
  const { bindForm, ...form } = useFormState(
    { affiliateCode: urlCodes.affiliateCode, referralCode: urlCodes.referralCode },
    (values) => validateRegistration(rules, plan, values),
  );
  const [agreed, setAgreed] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [codeSentTo, setCodeSentTo] = useState('');
  const [registerAccount] = useRegisterAccountMutation();
  const [checkAffiliate] = useCheckAffiliateCodeMutation();
  const [sendRegisterSms] = useSendRegisterSmsMutation();
  const sendCode = useCodeSender();
  const site = useSystemStatus().status?.info.site;
  const phoneConfig = useMemo(() => (plan.smsNeeded ? phoneConfigOf(site) : null), [plan.smsNeeded, site]);
  const firebasePhone = useFirebasePhoneCheck(phoneConfig);
  const agreeId = useId();

  const errorOf = (field: string) => {
    const message = form.errors[field];
    return message ? renderMessage(t, message) : undefined;
  };

  /** The number must be right before a code is asked for; its message shows otherwise. */
  function mobileReady(): boolean {
    if (!validateRegistration(rules, plan, form.values).mobileNum) return true;
    form.reveal('mobileNum');
    form.focus('mobileNum');
    return false;
  }

  async function onSendCode(): Promise<number | null> {
    const mobileNo = (form.values.mobileNum ?? '').trim();
    if (firebasePhone) {
      const { sent, seconds } = await firebasePhone.send(mobileNo);
      if (sent) {
        setCodeSentTo(mobileNo);
        form.focus('verificationCode');
      }
      return seconds;
    }
    const seconds = await sendCode(() =>
      toResult(
        sendRegisterSms({ countryDialingCode: DEFAULT_DIALING_CODE, mobileNo, forUsernameForm: mode === 'username' }),
      ),
    );
    if (seconds !== null) {
      setCodeSentTo(mobileNo);
      form.focus('verificationCode');
    }
    return seconds;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !agreed) return;
    form.setFormError(null);
    if (!form.validateAll(order)) return;
    setSubmitting(true);
    let destination = '/';
    const args = buildRegisterArgs({
      mode,
      plan,
      fields,
      values: form.values,
      urlCodes,
      pageUrl: window.location.href.slice(0, 2048),
    });
    const outcome = await runRegistration(args, mode, {
      checkAffiliate: (code) => toResult(checkAffiliate({ code, domain: urlCodes.domain })),
      ...(firebasePhone && {
        phoneCheck: () =>
          firebasePhone.prove((form.values.mobileNum ?? '').trim(), (form.values.verificationCode ?? '').trim()),
      }),
      register: (payload) => toResult(registerAccount({ mode, args: payload })),
      startSession: async (value: LoginValue) => {
        const login = await dispatch(completeLogin({ value, via: 'register' })).unwrap();
        if (login.kind === 'member' && login.destination) destination = login.destination;
      },
    });
    setSubmitting(false);
    if (outcome.kind === 'registered') return onRegistered(destination);
    // The captcha is single use: whatever failed, the next attempt needs a new one.
    if (plan.captcha) {
      form.setValue('captcha', '');
      setCaptchaKey((key) => key + 1);
    }
    const { field, message } = outcome.error;
    if (field && order.includes(field)) form.showError(field, message);
    else form.setFormError(message);
  }

  const codeField = (
    <>
      <TextField
        name="verificationCode"
        label={t('fields.verificationCode')}
        value={form.values.verificationCode ?? ''}
        onChange={(value) => form.setValue('verificationCode', value)}
        onBlur={() => form.blur('verificationCode')}
        error={errorOf('verificationCode')}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      {codeSentTo ? (
        <p className={styles.hint} role="status">
          {t('sms.sent', { code: DEFAULT_DIALING_CODE, number: codeSentTo })}
        </p>
      ) : null}
    </>
  );

  const field = (name: RuleField) => {
    const spec = FIELD_SPECS[name];
    const mobileRow = name === 'mobileNum' && (mode === 'mobile' || plan.smsNeeded);
    return (
      <TextField
        name={name}
        label={t(`fields.${name}`)}
        value={form.values[name] ?? ''}
        onChange={(value) => form.setValue(name, value)}
        onBlur={() => form.blur(name)}
        error={errorOf(name)}
        required={isRequired(name, plan, rules)}
        type={spec.type}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        inputRef={name === fields[0] ? firstFieldRef : undefined}
        before={
          mobileRow ? (
            <input
              className={`${forms.control} ${styles.dialCode}`}
              aria-label={t('fields.countryDialingCode')}
              value={`+${DEFAULT_DIALING_CODE}`}
              disabled
            />
          ) : undefined
        }
        after={
          mobileRow && plan.smsNeeded ? (
            <SendCodeButton onSend={onSendCode} validate={mobileReady} disabled={submitting} />
          ) : undefined
        }
      />
    );
  };

  return (
    <form ref={bindForm} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.hint}>{t('requiredHint')}</p>
      {mode === 'mobile' ? (
        <p className={styles.hint}>{t(plan.withPassword ? 'mobileUsername' : 'mobileWithoutPassword')}</p>
      ) : null}
      {fields.map((name) => (
        <Fragment key={name}>
          {field(name)}
          {name === 'mobileNum' && plan.smsNeeded ? codeField : null}
        </Fragment>
      ))}
      {plan.captcha ? (
        <CaptchaField
          value={form.values.captcha ?? ''}
          onChange={(value) => form.setValue('captcha', value)}
          onBlur={() => form.blur('captcha')}
          error={errorOf('captcha')}
          refreshKey={captchaKey}
          maxLength={rules.captcha?.maxLength}
        />
      ) : null}
      <div className={styles.check}>
        <input
          id={agreeId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-describedby={agreed ? undefined : `${agreeId}-hint`}
        />
        <label htmlFor={agreeId}>
          <Trans
            t={t}
            i18nKey="agree"
            components={{ terms: <Link to="/help#term" />, privacy: <Link to="/help#privacy" /> }}
          />
        </label>
      </div>
      {agreed ? null : (
        <p id={`${agreeId}-hint`} className={styles.hint}>
          {t('mustAgree')}
        </p>
      )}
      {form.formError ? (
        <p className={forms.formError} role="alert">
          {renderMessage(t, form.formError)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button button--primary ${styles.submit}`}
        disabled={!agreed || submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
