import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { Modal } from '../../../components/Modal';
import type { TeamMember } from '../../../shared/wire';
import { errorText } from '../../../components/page/errorText';
import { FormFooter } from '../../../components/page/FormFooter';
import { PaymentPasswordField } from '../../security/PaymentPasswordField';
import { useMoneySubmission } from '../../wallet/useMoneySubmission';
import { usePaymentPasswordField } from '../../security/usePaymentPasswordField';
import kit from '../../../components/page/pageKit.module.css';
import { formatMoney } from '../../wallet/money';
import { useAmountField } from '../../wallet/useAmountField';
import { useCurrency } from '../../wallet/useCurrency';
import { useTransferToDownlineMutation } from '../agentApi';

type TransferDialogProps = {
  /** The downline, as the team list shows it now (its balance follows the list's refetch). */
  member: TeamMember;
  onClose: () => void;
};

/**
 * Transfer to a downline: an amount and the payment password, sent encrypted under one
 * Idempotency-Key per submission (useMoneySubmission). A wrong password shows under its field,
 * anything else (insufficient balance, a limit) under the button; after a transfer the
 * balances refresh (the money tags) and the dialog stays open with what was done.
 */
export function TransferDialog({ member, onClose }: TransferDialogProps) {
  const { t } = useTranslation(['agent', 'cashier', 'member']);
  const currency = useCurrency();
  const amount = useAmountField();
  const password = usePaymentPasswordField();
  const [transfer, state] = useTransferToDownlineMutation();
  const submission = useMoneySubmission(state.isLoading);

  const submit = submission.onSubmit(async () => {
    const checked = amount.validate();
    const passwordOk = password.validate();
    if (!checked.ok || !passwordOk) return;
    const result = await submission.send(transfer, {
      memberId: member.id,
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
    submission.succeeded(t('transfer.done', { amount: formatMoney(checked.minor, currency), account: member.account }));
  });

  return (
    <Modal title={t('transfer.title', { account: member.account })} onClose={onClose} size="small">
      <form
        className={kit.form}
        onSubmit={submit}
        noValidate
        aria-label={t('transfer.title', { account: member.account })}
      >
        <dl className={kit.rows}>
          <div className={kit.row}>
            <dt>{t('transfer.to')}</dt>
            <dd>{member.nickname ? `${member.account} (${member.nickname})` : member.account}</dd>
          </div>
          <div className={kit.row}>
            <dt>{t('transfer.theirBalance')}</dt>
            <dd>{formatMoney(member.balanceMinor, currency)}</dd>
          </div>
        </dl>
        <AmountField label={t('transfer.amount')} {...amount.field} />
        <PaymentPasswordField label={t('transfer.paymentPassword')} name="paymentPassword" {...password.field} />
        <FormFooter
          busy={state.isLoading}
          submitLabel={t('transfer.submit')}
          busyLabel={t('transfer.submitting')}
          error={submission.error}
          success={submission.done}
        >
          <button type="button" className="button" onClick={onClose}>
            {t('transfer.close')}
          </button>
        </FormFooter>
      </form>
    </Modal>
  );
}
