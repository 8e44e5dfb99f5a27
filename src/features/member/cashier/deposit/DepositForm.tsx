import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../../components/AmountField';
import type { DepositMethod } from '../../../../shared/wire';
import { limitsText } from '../../../wallet/amountCheck';
import { formatMoney } from '../../../wallet/money';
import { useSubmissionKeys } from '../../../wallet/submissionKey';
import { useAmountField } from '../../../wallet/useAmountField';
import { useCurrency } from '../../../wallet/useCurrency';
import { errorText } from '../../ui/errorText';
import { FormMessage } from '../../ui/FormMessage';
import { useDepositMutation } from '../cashierApi';
import { openPaymentPage } from '../openPaymentPage';
import kit from '../../ui/pageKit.module.css';

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
  const keys = useSubmissionKeys();
  const [deposit, state] = useDepositMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.isLoading || !method) return;
    setError(null);
    setNotice(null);
    const checked = amount.validate();
    if (!checked.ok) return;
    const body = { methodId: method.id, amountMinor: checked.minor.toString() };
    const result = await deposit({ ...body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) {
      setError(errorText(result.error) || t('deposit.failed'));
      return;
    }
    keys.settled();
    amount.reset();
    const record = result.data;
    if (!record.payUrl) {
      setNotice(t('deposit.created', { amount: formatMoney(record.amountMinor, currency) }));
      return;
    }
    const opened = await openPaymentPage({ id: record.id, payUrl: record.payUrl });
    if (opened === 'external') setNotice(t('deposit.openedExternally'));
  }

  return (
    <form className={`${kit.card} ${kit.form}`} onSubmit={(event) => void submit(event)} noValidate aria-label={t('deposit.formLabel')}>
      <fieldset className={kit.choices}>
        <legend className={kit.choicesLegend}>{t('deposit.method')}</legend>
        {methods.map((m) => (
          <label key={m.id} className={kit.choice}>
            <input type="radio" name="depositMethod" value={m.id} checked={m.id === method?.id} onChange={() => setMethodId(m.id)} />
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
        name="amount"
        symbol={currency.symbol}
        value={amount.text}
        onChange={amount.setText}
        error={amount.error}
        hint={t('amount.range', { range: limitsText(limits, currency) })}
        required
      />
      <div className={kit.actions}>
        <button type="submit" className="button button--primary" aria-disabled={state.isLoading}>
          {state.isLoading ? t('deposit.submitting') : t('deposit.submit')}
        </button>
      </div>
      <FormMessage kind="error" text={error} />
      <FormMessage kind="success" text={notice} />
    </form>
  );
}
