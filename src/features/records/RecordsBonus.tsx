import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/DataTable';
import type { BonusRecord } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatDateTime } from '../../components/report/dateTime';
import { useRecordBonusesQuery } from './recordsApi';
import { ReportPage } from '../../components/report/ReportPage';
import styles from '../../components/report/report.module.css';
import { useReportRange } from '../../components/report/useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/** bonusDetails: the bonus credits of a range (claimed rewards, promotions), with their transaction. */
export function RecordsBonus() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const report = useReportRange();
  const query = useRecordBonusesQuery({ ...report.rangeArgs, ...report.pageArgs });

  const columns: Column<BonusRecord>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      rowHeader: true,
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    { id: 'title', header: t('columns.bonus'), cell: (row) => row.title },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (row) => <Amount minor={row.amountMinor} signed />,
    },
    {
      id: 'transaction',
      header: t('columns.transaction'),
      cell: (row) => <span className={styles.code}>{t('transactions.transactionId', { id: row.transactionId })}</span>,
    },
  ];

  return (
    <ReportPage
      title={t('bonus.title')}
      report={report}
      query={query}
      caption={t('bonus.caption')}
      columns={columns}
      rowKey={(row) => row.transactionId}
      emptyText={t('bonus.empty')}
    />
  );
}
