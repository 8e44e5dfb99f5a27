import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import type { DepositMethod } from '../../../shared/wire';
import { limitsText } from '../../wallet/amountCheck';
import { formatMoney } from '../../wallet/money';
import { useAmountField } from '../../wallet/useAmountField';
import { useCurrency } from '../../wallet/useCurrency';
import { errorText } from '../../../components/page/errorText';
import { FormFooter } from '../../../components/page/FormFooter';
import { useMoneySubmission } from '../../wallet/useMoneySubmission';
import { useDepositMutation } from '../cashierApi';
import { openPaymentPage } from '../openPaymentPage';
import kit from '../../../components/page/pageKit.module.css';

/**
 * The deposit form: a method (radio cards with their limits), an amount within the method's
 * limits, and Deposit, which opens a pending deposit (one Idempotency-Key per submission) and
 * takes the member to its payment page.
 */
export function DepositForm({ methods }: { methods: DepositMethod[] }) {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const limits = { minMinor: method?.minMinor, maxMinor: method?.maxMinor };
  const amount = useAmountField(limits);
  const [deposit, state] = useDepositMutation();
  const submission = useMoneySubmission(state.isLoading);

  const submit = submission.onSubmit(async () => {
    // The page shows the form only with at least one method.
    if (!method) return;
    const checked = amount.validate();
    if (!checked.ok) return;
    const result = await submission.send(deposit, { methodId: method.id, amountMinor: checked.minor.toString() });
    if ('error' in result) {
      submission.failed(errorText(result.error) || t('deposit.failed'));
      return;
    }
    amount.reset();
    const record = result.data;
    if (!record.payUrl) {
      submission.succeeded(t('deposit.created', { amount: formatMoney(record.amountMinor, currency) }));
      return;
    }
    const opened = await openPaymentPage({ id: record.id, payUrl: record.payUrl });
    if (opened === 'external') submission.succeeded(t('deposit.openedExternally'));
  });

  return (
    <form className={`${kit.card} ${kit.form}`} onSubmit={submit} noValidate aria-label={t('deposit.formLabel')}>
      <fieldset className={kit.choices}>
        <legend className={kit.choicesLegend}>{t('deposit.method')}</legend>
        {methods.map((m) => (
          <label key={m.id} className={kit.choice}>
            <input
              type="radio"
              name="depositMethod"
              value={m.id}
              checked={m.id === method?.id}
              onChange={() => setMethodId(m.id)}
            />
            <span className={kit.choiceText}>
              <span>{m.name}</span>
              <span className={kit.muted}>
                {t(`deposit.kind.${m.kind}`)} · {limitsText({ minMinor: m.minMinor, maxMinor: m.maxMinor }, currency)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t('deposit.amount')}
        {...amount.field}
        hint={t('amount.range', { range: limitsText(limits, currency) })}
      />
      <FormFooter
        busy={state.isLoading}
        submitLabel={t('deposit.submit')}
        busyLabel={t('deposit.submitting')}
        error={submission.error}
        success={submission.done}
      />
    </form>
  );
}
