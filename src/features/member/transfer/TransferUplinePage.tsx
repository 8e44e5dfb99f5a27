import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { Loader } from '../../../components/Spinner';
import { formatMoney } from '../../wallet/money';
import { useSubmissionKeys } from '../../wallet/submissionKey';
import { useAmountField } from '../../wallet/useAmountField';
import { useCurrency } from '../../wallet/useCurrency';
import { useTransferUplineMutation, useUplineQuery } from '../../wallet/walletApi';
import { errorText } from '../ui/errorText';
import { isWrongPassword } from '../ui/fieldError';
import { FormMessage } from '../ui/FormMessage';
import { PageSection } from '../ui/PageSection';
import { PaymentPasswordField } from '../ui/PaymentPasswordField';
import { paymentPasswordProblem } from '../ui/paymentPassword';
import { QueryFailed } from '../ui/QueryFailed';
import kit from '../ui/pageKit.module.css';

/** transferUpline: money from the main wallet to the member's upline agent, confirmed by the payment password. */
export default function TransferUplinePage() {
  const { t } = useTranslation(['cashier', 'member', 'common']);
  const currency = useCurrency();
  const upline = useUplineQuery();
  const amount = useAmountField();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const keys = useSubmissionKeys();
  const [transfer, state] = useTransferUplineMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  let content;
  if (upline.error) content = <QueryFailed error={upline.error} onRetry={() => void upline.refetch()} />;
  else if (!upline.data) content = <Loader label={t('common:loading')} />;
  else {
    const account = upline.data.uplineAccount;
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      if (state.isLoading) return;
      setError(null);
      setDone(null);
      const checked = amount.validate();
      const problem = paymentPasswordProblem(password);
      setPasswordError(problem ? t(`member:${problem}`) : undefined);
      if (!checked.ok || problem) return;
      const body = { amountMinor: checked.minor.toString(), paymentPassword: password };
      const result = await transfer({ ...body, idempotencyKey: keys.keyFor(body) });
      setPassword('');
      if ('error' in result) {
        const text = errorText(result.error) || t('transfer.failed');
        if (isWrongPassword(result.error)) setPasswordError(text);
        else setError(text);
        return;
      }
      keys.settled();
      amount.reset();
      setDone(t('upline.done', { amount: formatMoney(checked.minor, currency), account }));
    };
    content = (
      <form className={`${kit.card} ${kit.form}`} onSubmit={(event) => void submit(event)} noValidate aria-label={t('upline.formLabel')}>
        <dl className={kit.rows}>
          <div className={kit.row}>
            <dt>{t('upline.account')}</dt>
            <dd>{account}</dd>
          </div>
        </dl>
        <AmountField label={t('upline.amount')} name="amount" symbol={currency.symbol} value={amount.text} onChange={amount.setText} error={amount.error} required />
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
            {state.isLoading ? t('transfer.submitting') : t('upline.submit')}
          </button>
        </div>
        <FormMessage kind="error" text={error} />
        <FormMessage kind="success" text={done} />
      </form>
    );
  }
  return <PageSection title={t('member:menu.transferUpline')}>{content}</PageSection>;
}
