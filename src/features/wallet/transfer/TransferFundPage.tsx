import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { Loader } from '../../../components/Spinner';
import { MAIN_WALLET } from '../../../shared/wire';
import { BalanceAmount } from '../BalanceAmount';
import { formatMoney } from '../money';
import { useAmountField } from '../useAmountField';
import { useCurrency } from '../useCurrency';
import { useMerchantWalletQuery, useWalletBalanceQuery, useWalletTransferMutation } from '../walletApi';
import { errorText, isInsufficient } from '../../../components/page/errorText';
import { CardSection } from '../../../components/page/CardSection';
import { FormFooter } from '../../../components/page/FormFooter';
import { PageSection } from '../../../components/page/PageSection';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { SelectField } from '../../../components/page/SelectField';
import { useMoneySubmission } from '../useMoneySubmission';
import { walletRows, type WalletRow } from './walletRows';
import kit from '../../../components/page/pageKit.module.css';

/**
 * transferFund (my wallet): every wallet with its balance, and transfers between the main
 * wallet and the vendors' game wallets (GCS_walletTransfer), one Idempotency-Key per submission.
 */
export default function TransferFundPage() {
  const { t } = useTranslation(['cashier', 'member', 'common']);
  const currency = useCurrency();
  const balance = useWalletBalanceQuery();
  const merchant = useMerchantWalletQuery();
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>('');
  const [walletError, setWalletError] = useState<string | undefined>(undefined);
  // The amount is checked against the From wallet's balance shown in the table (issue 14 item 20).
  const fromBalance =
    balance.data && merchant.data
      ? walletRows(balance.data, merchant.data).find((r) => r.ref === from)?.balanceMinor
      : undefined;
  const amount = useAmountField({ balanceMinor: fromBalance ?? null });
  const [transfer, state] = useWalletTransferMutation();
  const submission = useMoneySubmission(state.isLoading);

  const failed = balance.error ?? merchant.error;
  if (failed) {
    return (
      <PageSection title={t('member:menu.transferFund')}>
        <QueryFailed
          error={failed}
          onRetry={() => {
            void balance.refetch();
            void merchant.refetch();
          }}
        />
      </PageSection>
    );
  }
  if (!balance.data || !merchant.data) {
    return (
      <PageSection title={t('member:menu.transferFund')}>
        <Loader label={t('common:loading')} />
      </PageSection>
    );
  }

  const rows = walletRows(balance.data, merchant.data);
  const nameOf = (row: WalletRow | undefined) =>
    !row ? '' : (row.name ?? (row.ref === MAIN_WALLET ? t('transfer.main') : t('transfer.bonus')));
  const movable = rows.filter((r) => r.transferable);
  const target = to || movable.find((r) => r.ref !== from)?.ref || '';
  const options = movable.map((r) => ({ value: r.ref, label: nameOf(r) }));

  const submit = submission.onSubmit(async () => {
    const checked = amount.validate();
    const sameWallet = from === target;
    setWalletError(sameWallet ? t('transfer.sameWallet') : undefined);
    if (!checked.ok || sameWallet) return;
    const result = await submission.send(transfer, { from, to: target, amountMinor: checked.minor.toString() });
    if ('error' in result) {
      // "Insufficient balance" has its own dialog (InsufficientBalanceOffer): said once.
      if (!isInsufficient(result.error)) submission.failed(errorText(result.error) || t('transfer.failed'));
      return;
    }
    amount.reset();
    submission.succeeded(
      t('transfer.done', {
        amount: formatMoney(checked.minor, currency),
        from: nameOf(rows.find((r) => r.ref === from)),
        to: nameOf(rows.find((r) => r.ref === target)),
      }),
    );
  });

  return (
    <PageSection title={t('member:menu.transferFund')}>
      <CardSection title={t('transfer.wallets')}>
        <div className={kit.tableWrap}>
          <table className={kit.table}>
            <thead>
              <tr>
                <th scope="col">{t('transfer.wallet')}</th>
                <th scope="col" className={kit.amount}>
                  {t('transfer.balance')}
                </th>
              </tr>
            </thead>
            <tbody aria-busy={balance.isFetching}>
              {rows.map((row) => (
                <tr key={row.ref}>
                  <th scope="row">{nameOf(row)}</th>
                  <td className={kit.amount}>
                    <BalanceAmount minor={row.balanceMinor} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardSection>
      <form className={`${kit.card} ${kit.form}`} onSubmit={submit} noValidate aria-label={t('transfer.formLabel')}>
        <SelectField
          label={t('transfer.from')}
          name="from"
          value={from}
          options={options}
          onChange={(next) => {
            // The same wallet on both sides is refused with a message, never silently swapped (issue 14 item 11).
            if (!to) setTo(target);
            setFrom(next);
            setWalletError(next === target ? t('transfer.sameWallet') : undefined);
          }}
        />
        <SelectField
          label={t('transfer.to')}
          name="to"
          value={target}
          options={options}
          error={walletError}
          onChange={(next) => {
            setTo(next);
            setWalletError(next === from ? t('transfer.sameWallet') : undefined);
          }}
        />
        <AmountField label={t('transfer.amount')} {...amount.field} />
        <FormFooter
          busy={state.isLoading}
          submitLabel={t('transfer.submit')}
          busyLabel={t('transfer.submitting')}
          error={submission.error}
          success={submission.done}
        />
      </form>
    </PageSection>
  );
}
