import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../../components/AmountField';
import { AccountType, type WithdrawSettingsValue } from '../../../../shared/wire';
import { BalanceAmount } from '../../../wallet/BalanceAmount';
import { limitsText } from '../../../wallet/amountCheck';
import { formatMoney } from '../../../wallet/money';
import { useSubmissionKeys } from '../../../wallet/submissionKey';
import { useAmountField } from '../../../wallet/useAmountField';
import { useCurrency } from '../../../wallet/useCurrency';
import { useWalletBalanceQuery } from '../../../wallet/walletApi';
import { errorText } from '../../ui/errorText';
import { isWrongPassword } from '../../ui/fieldError';
import { FormMessage } from '../../ui/FormMessage';
import { PaymentPasswordField } from '../../ui/PaymentPasswordField';
import { paymentPasswordProblem } from '../../ui/paymentPassword';
import { SelectField } from '../../ui/SelectField';
import { useWithdrawMutation } from '../cashierApi';
import kit from '../../ui/pageKit.module.css';

/**
 * The withdrawal request: an amount within the merchant's limits, the bank account to pay, the
 * payment password. Sent encrypted with one Idempotency-Key per submission; the amount is held
 * from the main wallet until the operator decides.
 */
export function WithdrawForm({ settings }: { settings: WithdrawSettingsValue }) {
  const { t } = useTranslation(['cashier', 'member']);
  const currency = useCurrency();
  const balance = useWalletBalanceQuery();
  const main = balance.data?.balance.find((entry) => entry.accountTypeId === AccountType.main);
  const limits = { minMinor: settings.minimumAmount, maxMinor: settings.maximumAmount };
  const amount = useAmountField(limits);
  const accounts = settings.bankAccounts;
  const [accountId, setAccountId] = useState((accounts.find((a) => a.isDefault) ?? accounts[0])?.id ?? '');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const keys = useSubmissionKeys();
  const [withdraw, state] = useWithdrawMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.isLoading) return;
    setError(null);
    setDone(null);
    const checked = amount.validate();
    const problem = paymentPasswordProblem(password);
    setPasswordError(problem ? t(`member:${problem}`) : undefined);
    if (!checked.ok || problem) return;
    const body = { amountMinor: checked.minor.toString(), bankAccountId: accountId, paymentPassword: password };
    const result = await withdraw({ ...body, idempotencyKey: keys.keyFor(body) });
    setPassword('');
    if ('error' in result) {
      const text = errorText(result.error) || t('withdraw.failed');
      if (isWrongPassword(result.error)) setPasswordError(text);
      else setError(text);
      return;
    }
    keys.settled();
    amount.reset();
    setDone(t('withdraw.submitted', { amount: formatMoney(result.data.amountMinor, currency) }));
  }

  return (
    <form className={`${kit.card} ${kit.form}`} onSubmit={(event) => void submit(event)} noValidate aria-label={t('withdraw.formLabel')}>
      <p>
        {t('withdraw.available')} <BalanceAmount minor={main?.availBalanceMinor} />
      </p>
      <AmountField
        label={t('withdraw.amount')}
        name="amount"
        symbol={currency.symbol}
        value={amount.text}
        onChange={amount.setText}
        error={amount.error}
        hint={t('amount.range', { range: limitsText(limits, currency) })}
        required
      />
      <SelectField
        label={t('withdraw.bankAccount')}
        name="bankAccount"
        value={accountId}
        onChange={setAccountId}
        options={accounts.map((a) => ({ value: a.id, label: `${a.bankName} ${a.maskedNumber} (${a.payeeName})` }))}
      />
      <PaymentPasswordField
        label={t('withdraw.paymentPassword')}
        name="paymentPassword"
        value={password}
        onChange={(next) => {
          setPassword(next);
          setPasswordError(undefined);
        }}
        error={passwordError}
      />
      <div className={kit.actions}>
        <button type="submit" className="button button--primary" aria-disabled={state.isLoading}>
          {state.isLoading ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
      </div>
      <FormMessage kind="error" text={error} />
      <FormMessage kind="success" text={done} />
    </form>
  );
}
