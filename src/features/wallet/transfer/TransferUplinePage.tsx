import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { Loader } from '../../../components/Spinner';
import { formatMoney } from '../money';
import { useAmountField } from '../useAmountField';
import { useCurrency } from '../useCurrency';
import { useTransferUplineMutation, useUplineQuery } from '../walletApi';
import { errorText } from '../../../components/page/errorText';
import { FormFooter } from '../../../components/page/FormFooter';
import { PageSection } from '../../../components/page/PageSection';
import { PaymentPasswordField } from '../../security/PaymentPasswordField';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { useMoneySubmission } from '../useMoneySubmission';
import { usePaymentPasswordField } from '../../security/usePaymentPasswordField';
import kit from '../../../components/page/pageKit.module.css';

/** transferUpline: money from the main wallet to the member's upline agent, confirmed by the payment password. */
export default function TransferUplinePage() {
  const { t } = useTranslation(['cashier', 'member', 'common']);
  const currency = useCurrency();
  const upline = useUplineQuery();
  const amount = useAmountField();
  const password = usePaymentPasswordField();
  const [transfer, state] = useTransferUplineMutation();
  const submission = useMoneySubmission(state.isLoading);

  let content;
  if (upline.error) content = <QueryFailed error={upline.error} onRetry={() => void upline.refetch()} />;
  else if (!upline.data) content = <Loader label={t('common:loading')} />;
  else {
    const account = upline.data.uplineAccount;
    const submit = submission.onSubmit(async () => {
      const checked = amount.validate();
      const passwordOk = password.validate();
      if (!checked.ok || !passwordOk) return;
      const result = await submission.send(transfer, {
        amountMinor: checked.minor.toString(),
        paymentPassword: password.value,
      });
      password.clear();
      if ('error' in result) {
        const text = errorText(result.error) || t('transfer.failed');
        if (!password.showIfWrong(result.error, text)) submission.failed(text);
        return;
      }
      amount.reset();
      submission.succeeded(t('upline.done', { amount: formatMoney(checked.minor, currency), account }));
    });
    content = (
      <form className={`${kit.card} ${kit.form}`} onSubmit={submit} noValidate aria-label={t('upline.formLabel')}>
        <dl className={kit.rows}>
          <div className={kit.row}>
            <dt>{t('upline.account')}</dt>
            <dd>{account}</dd>
          </div>
        </dl>
        <AmountField label={t('upline.amount')} {...amount.field} />
        <PaymentPasswordField label={t('withdraw.paymentPassword')} name="paymentPassword" {...password.field} />
        <FormFooter
          busy={state.isLoading}
          submitLabel={t('upline.submit')}
          busyLabel={t('transfer.submitting')}
          error={submission.error}
          success={submission.done}
        />
      </form>
    );
  }
  return <PageSection title={t('member:menu.transferUpline')}>{content}</PageSection>;
}
