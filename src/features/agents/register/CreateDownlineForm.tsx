import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentErrorCode, ErrorCode } from '../../../shared/wire';
import { toResult } from '../../auth/register/apiResult';
import { renderMessage } from '../../auth/register/fieldMessages';
import { TextField } from '../../auth/register/fields/TextField';
import { useRegisterRules } from '../../auth/register/registerRules';
import { useFormState } from '../../auth/register/useFormState';
import { FormFooter } from '../../../components/page/FormFooter';
import kit from '../../../components/page/pageKit.module.css';
import { useCreateDownlineMutation } from '../agentApi';
import { DOWNLINE_FIELDS, NICKNAME_MAX, validateDownline, type DownlineField } from './downlineValidation';

type CreateDownlineFormProps = {
  /** The account was created: the caller says so and starts a fresh form. */
  onCreated: (account: string, isAgent: boolean) => void;
};

/** The field a server error belongs under: a taken account, or an input error naming its field. */
function fieldOf(errorCode: string, value: unknown): DownlineField | null {
  if (errorCode === AgentErrorCode.accountTaken) return 'account';
  if (errorCode !== ErrorCode.requestParamError) return null;
  const named = typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined;
  const field = named === 'username' ? 'account' : named;
  return typeof field === 'string' && (DOWNLINE_FIELDS as readonly string[]).includes(field)
    ? (field as DownlineField)
    : null;
}

/**
 * registerCenter's form: a new account directly under this agent, as a member or an agent.
 * Messages show under their field (the server's too), the first wrong field takes the focus,
 * and the call is encrypted (it carries the password).
 */
export function CreateDownlineForm({ onCreated }: CreateDownlineFormProps) {
  const { t } = useTranslation('agent');
  const { t: tr } = useTranslation('register');
  const { rules } = useRegisterRules();
  const tooLong = { text: t('register.nicknameTooLong', { max: NICKNAME_MAX }) };
  const { bindForm, ...form } = useFormState({}, (values) => validateDownline(rules, values, tooLong));
  const [isAgent, setIsAgent] = useState(false);
  const [createDownline, state] = useCreateDownlineMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.isLoading) return;
    form.setFormError(null);
    if (!form.validateAll(DOWNLINE_FIELDS)) return;
    const account = (form.values.account ?? '').trim();
    const nickname = (form.values.nickname ?? '').trim();
    const result = await toResult(
      createDownline({ account, password: form.values.password ?? '', isAgent, ...(nickname && { nickname }) }),
    );
    if ('data' in result) {
      onCreated(result.data.account, isAgent);
      return;
    }
    const { errorCode, message, value } = result.error;
    const field = fieldOf(errorCode, value);
    if (field) form.showError(field, { text: message });
    else form.setFormError({ text: message || t('register.failed') });
  }

  const input = (name: DownlineField, type: 'text' | 'password', autoComplete: string, required: boolean) => (
    <TextField
      name={name}
      label={t(`register.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name] ?? ''}
      onChange={(value) => form.setValue(name, value)}
      onBlur={() => form.blur(name)}
      error={form.errors[name] ? renderMessage(tr, form.errors[name]) : undefined}
      required={required}
    />
  );

  return (
    <form
      ref={bindForm}
      className={kit.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('register.title')}
    >
      {input('account', 'text', 'off', true)}
      {input('password', 'password', 'new-password', true)}
      {input('confirmPassword', 'password', 'new-password', true)}
      {input('nickname', 'text', 'off', false)}
      <fieldset className={kit.choices}>
        <legend className={kit.choicesLegend}>{t('register.fields.type')}</legend>
        {([false, true] as const).map((agent) => (
          <label key={String(agent)} className={kit.choice}>
            <input
              type="radio"
              name="accountType"
              value={agent ? 'agent' : 'member'}
              checked={isAgent === agent}
              onChange={() => setIsAgent(agent)}
            />
            <span>{t(agent ? 'register.agent' : 'register.member')}</span>
          </label>
        ))}
      </fieldset>
      <FormFooter
        busy={state.isLoading}
        submitLabel={t('register.submit')}
        busyLabel={t('register.submitting')}
        error={form.formError ? renderMessage(tr, form.formError) : null}
      />
    </form>
  );
}
