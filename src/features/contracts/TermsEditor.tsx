import { useTranslation } from 'react-i18next';
import { AmountField } from '../../components/AmountField';
import { DIVIDEND_PERIODS, type DividendPeriod } from '../../shared/wire';
import { TextField } from '../auth/register/fields/TextField';
import { SelectField } from '../../components/page/SelectField';
import { useCurrency } from '../wallet/useCurrency';
import {
  emptyDividendTier,
  emptySalaryTier,
  type DividendTierDraft,
  type SalaryTierDraft,
  type TermsDraft,
  type TermsProblems,
} from './termsDraft';
import styles from './contracts.module.css';

type TermsEditorProps = {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  problems: TermsProblems;
  /** The agent's ceiling for this kind, shown in the messages it causes. */
  maxRateText?: string | undefined;
  /** The ceiling is the site's maximum (an agent under the house), not the agent's own rate. */
  maxTiers?: number | undefined;
  /** What the server refused, by field path (its own words), when the checks here let it through. */
  fieldErrors?: Record<string, string> | undefined;
};

/**
 * The terms of one contract kind as a form: a dividend's period and tiers (period valid bet,
 * period loss, active members, rate), a salary's tiers (bet amount, active members, rate), or
 * the real-time rates and single bet. Amounts are typed in the site currency, rates in percent;
 * termsDraft.ts turns them into minor units and basis points.
 */
export function TermsEditor({ draft, onChange, problems, maxRateText, maxTiers, fieldErrors }: TermsEditorProps) {
  const { t } = useTranslation('contracts');
  const currency = useCurrency();
  const problem = (path: string) => {
    const key = problems[path];
    if (!key) return fieldErrors?.[path];
    return t(`problems.${key}`, { max: key === 'tooManyTiers' ? String(maxTiers ?? '') : (maxRateText ?? '') });
  };
  const rateField = (path: string, label: string, value: string, set: (value: string) => void) => (
    <TextField
      name={path}
      label={label}
      value={value}
      onChange={set}
      inputMode="decimal"
      autoComplete="off"
      maxLength={8}
      error={problem(path)}
      required
    />
  );
  const moneyField = (path: string, label: string, value: string, set: (value: string) => void) => (
    <AmountField
      name={path}
      label={label}
      value={value}
      onChange={set}
      symbol={currency.symbol}
      error={problem(path)}
      required
    />
  );
  const countField = (path: string, value: string, set: (value: string) => void) => (
    <TextField
      name={path}
      label={t('terms.activeMembers')}
      value={value}
      onChange={set}
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
      error={problem(path)}
      required
    />
  );

  const limitNote = maxRateText ? <p className={styles.note}>{t('terms.maxRateOwn', { max: maxRateText })}</p> : null;

  if (draft.kind === 'realtime') {
    return (
      <div className={styles.editor}>
        {limitNote}
        {rateField('profitRate', t('terms.profitRateInput'), draft.profitRate, (profitRate) =>
          onChange({ ...draft, profitRate }),
        )}
        {rateField('lossRate', t('terms.lossRateInput'), draft.lossRate, (lossRate) =>
          onChange({ ...draft, lossRate }),
        )}
        {moneyField('singleBet', t('terms.singleBet'), draft.singleBet, (singleBet) =>
          onChange({ ...draft, singleBet }),
        )}
        <p className={styles.note}>{t('terms.realtimeNote')}</p>
      </div>
    );
  }

  const canAdd = maxTiers === undefined || draft.tiers.length < maxTiers;
  const tierCount = draft.tiers.length;
  const removeButton = (index: number) =>
    tierCount > 1 ? (
      <button type="button" className="button" onClick={() => removeTier(index)}>
        {t('terms.removeTier', { n: index + 1 })}
      </button>
    ) : null;

  function removeTier(index: number) {
    if (draft.kind === 'dividend') onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) });
    else if (draft.kind !== 'realtime') onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) });
  }
  function addTier() {
    if (draft.kind === 'dividend') onChange({ ...draft, tiers: [...draft.tiers, emptyDividendTier()] });
    else if (draft.kind !== 'realtime') onChange({ ...draft, tiers: [...draft.tiers, emptySalaryTier()] });
  }

  let rows;
  if (draft.kind === 'dividend') {
    const setTier = (index: number, patch: Partial<DividendTierDraft>) =>
      onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
    rows = draft.tiers.map((tier, i) => (
      <fieldset key={tier.id} className={styles.tier}>
        <legend>{t('terms.tier', { n: i + 1 })}</legend>
        {moneyField(`tiers.${i}.validBet`, t('terms.validBet'), tier.validBet, (validBet) => setTier(i, { validBet }))}
        {moneyField(`tiers.${i}.loss`, t('terms.loss'), tier.loss, (loss) => setTier(i, { loss }))}
        {countField(`tiers.${i}.activeMembers`, tier.activeMembers, (activeMembers) => setTier(i, { activeMembers }))}
        {rateField(`tiers.${i}.rate`, t('terms.rateInput'), tier.rate, (rate) => setTier(i, { rate }))}
        {removeButton(i)}
      </fieldset>
    ));
  } else {
    const setTier = (index: number, patch: Partial<SalaryTierDraft>) =>
      onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
    const betLabel = t(draft.kind === 'daily' ? 'terms.dailyBet' : 'terms.hourlyBet');
    rows = draft.tiers.map((tier, i) => (
      <fieldset key={tier.id} className={styles.tier}>
        <legend>{t('terms.tier', { n: i + 1 })}</legend>
        {moneyField(`tiers.${i}.betAmount`, betLabel, tier.betAmount, (betAmount) => setTier(i, { betAmount }))}
        {countField(`tiers.${i}.activeMembers`, tier.activeMembers, (activeMembers) => setTier(i, { activeMembers }))}
        {rateField(`tiers.${i}.rate`, t('terms.rateInput'), tier.rate, (rate) => setTier(i, { rate }))}
        {removeButton(i)}
      </fieldset>
    ));
  }

  const tiersProblem = problem('tiers');
  return (
    <div className={styles.editor}>
      {draft.kind === 'dividend' ? (
        <SelectField
          label={t('terms.period')}
          name="period"
          value={draft.period}
          options={DIVIDEND_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
          onChange={(period) => onChange({ ...draft, period: period as DividendPeriod })}
        />
      ) : null}
      {limitNote}
      {rows}
      {tiersProblem ? (
        <p role="alert" className={styles.problem}>
          {tiersProblem}
        </p>
      ) : null}
      {canAdd ? (
        <div>
          <button type="button" className="button" onClick={addTier}>
            {t('terms.addTier')}
          </button>
        </div>
      ) : null}
      <p className={styles.note}>{t(draft.kind === 'dividend' ? 'terms.dividendNote' : 'terms.salaryNote')}</p>
    </div>
  );
}
