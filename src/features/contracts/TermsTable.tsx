import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '../../shared/wire';
import { formatMoney } from '../wallet/money';
import { useCurrency } from '../wallet/useCurrency';
import kit from '../../components/page/pageKit.module.css';
import { formatRate } from './rates';
import styles from './contracts.module.css';

/**
 * A contract's terms for reading: the dividend period and tiers, the salary tiers, or the
 * real-time rates. A table named by its caption, so the offer dialog and the agent pages read
 * the same terms the same way.
 */
export function TermsTable({ terms }: { terms: ContractTerms }) {
  const { t, i18n } = useTranslation('contracts');
  const currency = useCurrency();
  const money = (minor: string) => formatMoney(minor, currency);
  const rate = (bp: number) => formatRate(bp, i18n.language);
  const caption = t('terms.caption', { kind: t(`kind.${terms.kind}`) });

  if (terms.kind === 'realtime') {
    const { profitRateBp, lossRateBp, singleBetMinor } = terms.realtime;
    return (
      <div className={kit.tableWrap}>
        <table className={`${kit.table} ${styles.termsTable}`}>
          <caption>{caption}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('terms.profitRate')}</th>
              <td>{rate(profitRateBp)}</td>
            </tr>
            <tr>
              <th scope="row">{t('terms.lossRate')}</th>
              <td>{rate(lossRateBp)}</td>
            </tr>
            <tr>
              <th scope="row">{t('terms.singleBet')}</th>
              <td>{money(singleBetMinor)}</td>
            </tr>
          </tbody>
        </table>
        <p className={kit.muted}>{t('terms.realtimeNote')}</p>
      </div>
    );
  }

  const tiers =
    terms.kind === 'dividend'
      ? terms.dividend.tiers.map(
          (tier) => [money(tier.validBetMinor), money(tier.lossMinor), tier.activeMembers, rate(tier.rateBp)] as const,
        )
      : terms.salary.tiers.map((tier) => [money(tier.betAmountMinor), tier.activeMembers, rate(tier.rateBp)] as const);
  const headers =
    terms.kind === 'dividend'
      ? [t('terms.validBet'), t('terms.loss'), t('terms.activeMembers'), t('terms.rate')]
      : [t(terms.kind === 'daily' ? 'terms.dailyBet' : 'terms.hourlyBet'), t('terms.activeMembers'), t('terms.rate')];
  return (
    <div className={kit.tableWrap}>
      {terms.kind === 'dividend' ? (
        <p className={styles.period}>
          {t('terms.period')}: <strong>{t(`period.${terms.dividend.period}`)}</strong>
        </p>
      ) : null}
      <table className={`${kit.table} ${styles.termsTable}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('terms.tierHeader')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((cells, i) => (
            <tr key={i}>
              <th scope="row">{t('terms.tier', { n: i + 1 })}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={kit.muted}>{t(terms.kind === 'dividend' ? 'terms.dividendNote' : 'terms.salaryNote')}</p>
    </div>
  );
}
