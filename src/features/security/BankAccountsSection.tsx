import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Spinner';
import { MAX_BANK_ACCOUNTS } from '../../shared/wire';
import { TextField } from '../auth/register/fields/TextField';
import { errorText } from '../../components/page/errorText';
import { fieldOfError, isWrongPassword } from '../../components/page/fieldError';
import { CardSection } from '../../components/page/CardSection';
import { FormFooter } from '../../components/page/FormFooter';
import { FormMessage } from '../../components/page/FormMessage';
import { PaymentPasswordField } from './PaymentPasswordField';
import { paymentPasswordProblem } from './paymentPassword';
import { QueryFailed } from '../../components/page/QueryFailed';
import { bankAccountProblems, type BankAccountDraft } from './bankAccountRules';
import {
  useAddBankAccountMutation,
  useBankAccountsQuery,
  useProfileQuery,
  useSecurityConfigQuery,
} from './securityApi';
import kit from '../../components/page/pageKit.module.css';

type Field = keyof BankAccountDraft | 'paymentPassword';
const FIELDS: readonly Field[] = ['payeeName', 'bankName', 'accountNumber', 'paymentPassword'];
const EMPTY: BankAccountDraft = { payeeName: '', bankName: '', accountNumber: '' };

/**
 * The bank accounts withdrawals are paid to: the list (numbers masked) and the form to add one
 * (payee name, bank, account number, payment password). Once a payee name is registered, new
 * accounts must carry it, so the field is filled in and locked.
 */
export function BankAccountsSection() {
  const { t } = useTranslation(['member', 'common']);
  const accounts = useBankAccountsQuery();
  const profile = useProfileQuery();
  const config = useSecurityConfigQuery();
  const [add, state] = useAddBankAccountMutation();
  const [draft, setDraft] = useState<BankAccountDraft>(EMPTY);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const registeredPayee = profile.data?.payeeName ?? '';
  const payeeName = registeredPayee || draft.payeeName;
  const set = (field: Field) => (value: string) => {
    if (field === 'paymentPassword') setPassword(value);
    else setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.isLoading) return;
    setError(null);
    setDone(null);
    const problems = bankAccountProblems({ ...draft, payeeName });
    const found: Partial<Record<Field, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [keyof BankAccountDraft, string][]) {
      found[field] = t(
        problem === 'required'
          ? 'security.bank.required'
          : `security.bank.invalid.${problem as keyof BankAccountDraft}`,
      );
    }
    const passwordProblem = paymentPasswordProblem(password);
    if (passwordProblem) found.paymentPassword = t(passwordProblem);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await add({
      payeeName: payeeName.trim(),
      bankName: draft.bankName.trim(),
      accountNumber: draft.accountNumber,
      paymentPassword: password,
    });
    setPassword('');
    if ('error' in result) {
      const text = errorText(result.error) || t('security.saveFailed');
      const field = isWrongPassword(result.error) ? 'paymentPassword' : fieldOfError(result.error, FIELDS);
      if (field) setErrors({ [field]: text });
      else setError(text);
      return;
    }
    setDraft(EMPTY);
    setDone(t('security.bank.added', { bank: result.data.bankName, number: result.data.maskedNumber }));
  }

  let list;
  if (accounts.error) list = <QueryFailed error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (!accounts.data) list = <Loader label={t('common:loading')} />;
  else if (accounts.data.length === 0) list = <p className={kit.muted}>{t('security.bank.none')}</p>;
  else {
    list = (
      <div className={kit.tableWrap}>
        <table className={kit.table}>
          <caption className="visually-hidden">{t('security.bank.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('security.bank.bankName')}</th>
              <th scope="col">{t('security.bank.accountNumber')}</th>
              <th scope="col">{t('security.bank.payeeName')}</th>
              <th scope="col">{t('security.bank.default')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => (
              <tr key={account.id}>
                <td>{account.bankName}</td>
                <td>{account.maskedNumber}</td>
                <td>{account.payeeName}</td>
                <td>{account.isDefault ? t('security.bank.isDefault') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const full = (accounts.data?.length ?? 0) >= MAX_BANK_ACCOUNTS;
  let form = null;
  if (config.data && !config.data.hasPaymentPassword)
    form = <p className={kit.muted}>{t('security.bank.needPaymentPassword')}</p>;
  else if (full) form = <p className={kit.muted}>{t('security.bank.full', { max: MAX_BANK_ACCOUNTS })}</p>;
  else if (config.data && accounts.data) {
    form = (
      <form
        className={kit.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('security.bank.add')}
      >
        <TextField
          label={t('security.bank.payeeName')}
          name="payeeName"
          value={payeeName}
          readOnly={registeredPayee !== ''}
          maxLength={100}
          onChange={set('payeeName')}
          error={errors.payeeName}
          required
        />
        {registeredPayee ? <p className={kit.muted}>{t('security.bank.payeeLocked')}</p> : null}
        <TextField
          label={t('security.bank.bankName')}
          name="bankName"
          value={draft.bankName}
          maxLength={64}
          onChange={set('bankName')}
          error={errors.bankName}
          required
        />
        <TextField
          label={t('security.bank.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={draft.accountNumber}
          onChange={set('accountNumber')}
          error={errors.accountNumber}
          required
        />
        <PaymentPasswordField
          label={t('security.bank.paymentPassword')}
          name="bankPaymentPassword"
          value={password}
          onChange={set('paymentPassword')}
          error={errors.paymentPassword}
        />
        <FormFooter
          busy={state.isLoading}
          submitLabel={t('security.bank.add')}
          busyLabel={t('security.saving')}
          error={error}
        />
      </form>
    );
  }

  return (
    <CardSection title={t('security.bank.title')}>
      {list}
      <FormMessage kind="success" text={done} />
      {form}
    </CardSection>
  );
}
