import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Spinner';
import { PasswordField } from '../auth/login/PasswordField';
import { errorText } from '../../components/page/errorText';
import { fieldOfError, isWrongPassword } from '../../components/page/fieldError';
import { CardSection } from '../../components/page/CardSection';
import { FormFooter } from '../../components/page/FormFooter';
import { FormMessage } from '../../components/page/FormMessage';
import { PaymentPasswordField } from './PaymentPasswordField';
import { paymentPasswordProblem } from './paymentPassword';
import { QueryFailed } from '../../components/page/QueryFailed';
import { useSecurityConfigQuery, useSetPaymentPasswordMutation } from './securityApi';
import kit from '../../components/page/pageKit.module.css';

type Field = 'proof' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field, string>>;

/** The server names the proof field by what it is: oldPassword or loginPassword. */
const SERVER_FIELDS = ['oldPassword', 'loginPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The payment password (6 digits) that withdrawals, upline transfers and new bank accounts ask
 * for: set the first time with the login password, changed later with the current one.
 */
export function PaymentPasswordSection() {
  const { t } = useTranslation(['member', 'common']);
  const titleId = useId();
  const config = useSecurityConfigQuery();
  const [save, state] = useSetPaymentPasswordMutation();
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  let body;
  if (config.error) body = <QueryFailed error={config.error} onRetry={() => void config.refetch()} />;
  else if (!config.data) body = <Loader label={t('common:loading')} />;
  else {
    const isSet = config.data.hasPaymentPassword;
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      if (state.isLoading) return;
      setError(null);
      setDone(null);
      const found: Errors = {};
      if (proof === '') found.proof = t('security.paymentPassword.required');
      else if (isSet) {
        const problem = paymentPasswordProblem(proof);
        if (problem) found.proof = t(problem);
      }
      const problem = paymentPasswordProblem(next);
      if (problem) found.newPassword = t(problem);
      if (!found.newPassword && confirm !== next) found.confirmPassword = t('security.paymentPassword.mismatch');
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const result = await save({
        ...(isSet ? { oldPassword: proof } : { loginPassword: proof }),
        newPassword: next,
        confirmPassword: confirm,
      });
      if ('error' in result) {
        const text = errorText(result.error) || t('security.saveFailed');
        const field = fieldOfError(result.error, SERVER_FIELDS);
        if (field === 'newPassword' || field === 'confirmPassword') setErrors({ [field]: text });
        else if (field || isWrongPassword(result.error)) setErrors({ proof: text });
        else setError(text);
        return;
      }
      setProof('');
      setNext('');
      setConfirm('');
      setDone(t(isSet ? 'security.paymentPassword.changed' : 'security.paymentPassword.saved'));
    };
    body = (
      <form className={kit.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
        <p className={kit.muted}>{t(isSet ? 'security.paymentPassword.isSet' : 'security.paymentPassword.notSet')}</p>
        {isSet ? (
          <PaymentPasswordField
            label={t('security.paymentPassword.current')}
            name="oldPaymentPassword"
            value={proof}
            onChange={edit('proof', setProof)}
            error={errors.proof}
          />
        ) : (
          <PasswordField
            label={t('security.paymentPassword.loginPassword')}
            name="loginPassword"
            value={proof}
            onChange={edit('proof', setProof)}
            error={errors.proof}
            autoComplete="current-password"
          />
        )}
        <PaymentPasswordField
          label={t('security.paymentPassword.new')}
          name="newPaymentPassword"
          value={next}
          onChange={edit('newPassword', setNext)}
          error={errors.newPassword}
        />
        <PaymentPasswordField
          label={t('security.paymentPassword.confirm')}
          name="confirmPaymentPassword"
          value={confirm}
          onChange={edit('confirmPassword', setConfirm)}
          error={errors.confirmPassword}
        />
        <FormFooter
          busy={state.isLoading}
          submitLabel={t(isSet ? 'security.paymentPassword.submitChange' : 'security.paymentPassword.submitSet')}
          busyLabel={t('security.saving')}
          error={error}
        />
      </form>
    );
  }

  return (
    <CardSection title={t('security.paymentPassword.title')} titleId={titleId}>
      {body}
      <FormMessage kind="success" text={done} />
    </CardSection>
  );
}
