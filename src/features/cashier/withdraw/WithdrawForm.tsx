import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { AccountType, type WithdrawSettingsValue } from '../../../shared/wire';
import { BalanceAmount } from '../../wallet/BalanceAmount';
import { limitsText } from '../../wallet/amountCheck';
import { formatMoney } from '../../wallet/money';
import { useAmountField } from '../../wallet/useAmountField';
import { useCurrency } from '../../wallet/useCurrency';
import { useWalletBalanceQuery } from '../../wallet/walletApi';
import { errorText, isInsufficient } from '../../../components/page/errorText';
import { FormFooter } from '../../../components/page/FormFooter';
import { PaymentPasswordField } from '../../security/PaymentPasswordField';
import { SelectField } from '../../../components/page/SelectField';
import { useMoneySubmission } from '../../wallet/useMoneySubmission';
import { usePaymentPasswordField } from '../../security/usePaymentPasswordField';
import { useWithdrawMutation } from '../cashierApi';
import kit from '../../../components/page/pageKit.module.css';

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
  // Checked against the balance shown above the field before anything is sent (issue 14 items 11, 20).
  const limits = {
    minMinor: settings.minimumAmount,
    maxMinor: settings.maximumAmount,
    balanceMinor: main?.availBalanceMinor ?? null,
  };
  const amount = useAmountField(limits);
  const accounts = settings.bankAccounts;
  const [accountId, setAccountId] = useState((accounts.find((a) => a.isDefault) ?? accounts[0])?.id ?? '');
  const password = usePaymentPasswordField();
  const [withdraw, state] = useWithdrawMutation();
  const submission = useMoneySubmission(state.isLoading);

  const submit = submission.onSubmit(async () => {
    const checked = amount.validate();
    const passwordOk = password.validate();
    if (!checked.ok || !passwordOk) return;
    const result = await submission.send(withdraw, {
      amountMinor: checked.minor.toString(),
      bankAccountId: accountId,
      paymentPassword: password.value,
    });
    password.clear();
    if ('error' in result) {
      // "Insufficient balance" has its own dialog (InsufficientBalanceOffer): said once, not twice.
      if (isInsufficient(result.error)) return;
      const text = errorText(result.error) || t('withdraw.failed');
      if (!password.showIfWrong(result.error, text)) submission.failed(text);
      return;
    }
    amount.reset();
    submission.succeeded(t('withdraw.submitted', { amount: formatMoney(result.data.amountMinor, currency) }));
  });

  return (
    <form className={`${kit.card} ${kit.form}`} onSubmit={submit} noValidate aria-label={t('withdraw.formLabel')}>
      <p>
        {t('withdraw.available')} <BalanceAmount minor={main?.availBalanceMinor} />
      </p>
      <AmountField
        label={t('withdraw.amount')}
        {...amount.field}
        hint={t('amount.range', { range: limitsText(limits, currency) })}
      />
      <SelectField
        label={t('withdraw.bankAccount')}
        name="bankAccount"
        value={accountId}
        onChange={setAccountId}
        options={accounts.map((a) => ({ value: a.id, label: `${a.bankName} ${a.maskedNumber} (${a.payeeName})` }))}
      />
      <PaymentPasswordField label={t('withdraw.paymentPassword')} name="paymentPassword" {...password.field} />
      <FormFooter
        busy={state.isLoading}
        submitLabel={t('withdraw.submit')}
        busyLabel={t('withdraw.submitting')}
        error={submission.error}
        success={submission.done}
      />
    </form>
  );
}
