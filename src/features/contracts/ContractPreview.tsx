import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPreviewValue, ContractPreviewWindow } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatPeriod } from '../agents/reports/settlementColumns';
import { formatRate } from './rates';
import styles from './contracts.module.css';

/**
 * What the offered terms would have paid the downline over the team's last 7 and 30 days, per
 * settlement period (real-time and hourly salary: per day of periods), as the server computed
 * it with the settlement's own code (server/domains/contracts/preview.ts). One table per window,
 * its total in the footer.
 */
export function ContractPreview({ preview, account }: { preview: ContractPreviewValue; account: string }) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewTitle}>
        {t('preview.title')}
      </h3>
      <p className={styles.note}>{t('preview.intro', { account })}</p>
      {preview.windows.map((window) => (
        <PreviewWindow key={window.days} window={window} />
      ))}
    </section>
  );
}

function PreviewWindow({ window }: { window: ContractPreviewWindow }) {
  const { t, i18n } = useTranslation('contracts');
  const count = new Intl.NumberFormat(i18n.language);
  const caption = t('preview.window', { days: window.days });
  return (
    // The frame scrolls the table sideways in a narrow dialog: focusable, so the keyboard can too.
    <div className={styles.previewTable} tabIndex={0} role="group" aria-label={caption}>
      <table className={styles.termsTable} data-testid={`preview-${window.days}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('preview.period')}</th>
            <th scope="col">{t('terms.validBet')}</th>
            <th scope="col">{t('terms.loss')}</th>
            <th scope="col">{t('terms.activeMembers')}</th>
            <th scope="col">{t('terms.rate')}</th>
            <th scope="col">{t('preview.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {window.rows.map((row) => (
            <tr key={row.periodKey}>
              <th scope="row">{formatPeriod(row.start, row.end, i18n.language)}</th>
              <td>
                <Amount minor={row.metrics.validBetMinor} />
              </td>
              <td>
                <Amount minor={row.metrics.lossMinor} />
              </td>
              <td>{count.format(row.metrics.activeMembers)}</td>
              <td>{formatRate(row.rateBp, i18n.language)}</td>
              <td>
                <Amount minor={row.amountMinor} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('preview.total')}
            </th>
            <td data-testid={`preview-${window.days}-total`}>
              <Amount minor={window.totalMinor} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
