import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../wallet/useCurrency';
import { csvDateTime, csvMoney, memberTimeZone, type ReportColumn } from '../../../components/report/csvTable';
import {
  TRANSACTION_KINDS,
  type TeamTransactionArgs,
  type TeamTransactionRow,
  type TransactionKind,
} from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import { formatDateTime } from '../../../components/report/dateTime';
import { FilterSelect } from '../../../components/report/FilterSelect';
import { kindLabel, walletLabel } from '../../records/recordLabels';
import records from '../../../components/report/report.module.css';
import { useReportRange } from '../../../components/report/useReportRange';
import { AccountCell } from './AccountCell';
import { AccountFilter } from './AccountFilter';
import { csvFileName } from './csvExport';
import { ReportPageFrame } from './ReportPageFrame';
import { ReportView } from '../../../components/report/ReportView';
import { useAgentTransactionsQuery } from './reportsApi';
import { useAgentReportNamespaces } from './usePageNamespaces';

/** agentDownlineTransactionDetailsCopy: the account records (ledger entries) of the team, by member and kind. */
export function DownlineTransactionsPage() {
  useAgentReportNamespaces();
  const { t, i18n } = useTranslation('agentReports');
  const { t: tRecords } = useTranslation('records');
  const report = useReportRange();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const args: TeamTransactionArgs = {
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(account && { account }),
    ...(kind && { kind }),
  };
  const query = useAgentTransactionsQuery(args);

  const units = useCurrency().minorUnits;
  const tz = memberTimeZone();
  const columns: ReportColumn<TeamTransactionRow>[] = [
    {
      id: 'time',
      header: tRecords('columns.time'),
      rowHeader: true,
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
      csv: (row) => csvDateTime(row.createdAt, tz),
    },
    {
      id: 'account',
      header: t('columns.account'),
      cell: (row) => <AccountCell account={row.account} level={row.level} />,
      csv: (row) => `${row.account} (${t('level', { level: row.level })})`,
    },
    {
      id: 'kind',
      header: tRecords('columns.type'),
      cell: (row) => kindLabel(tRecords, row.kind),
      csv: (row) => kindLabel(tRecords, row.kind),
    },
    {
      id: 'wallet',
      header: tRecords('columns.wallet'),
      cell: (row) => walletLabel(tRecords, row.wallet),
      csv: (row) => walletLabel(tRecords, row.wallet),
    },
    {
      id: 'amount',
      header: tRecords('columns.amount'),
      numeric: true,
      cell: (row) => <Amount minor={row.amountMinor} signed />,
      csv: (row) => csvMoney(row.amountMinor, units),
    },
    {
      id: 'balance',
      header: tRecords('columns.balanceAfter'),
      numeric: true,
      cell: (row) => <Amount minor={row.balanceAfterMinor} />,
      csv: (row) => csvMoney(row.balanceAfterMinor, units),
    },
    {
      id: 'reference',
      header: tRecords('columns.reference'),
      cell: (row) => <span className={records.code}>{row.reference}</span>,
      csv: (row) => row.reference,
    },
  ];

  return (
    <ReportPageFrame
      title={t('transactions.title')}
      csv={{
        request: { report: 'transactions', args },
        fileName: csvFileName('downline-transactions', report.rangeArgs),
        columns,
      }}
    >
      <ReportView
        report={report}
        filters={
          <>
            <AccountFilter
              value={account}
              onApply={(next) => {
                setAccount(next);
                report.restart();
              }}
            />
            <FilterSelect
              label={tRecords('columns.type')}
              value={kind}
              allLabel={tRecords('transactions.allKinds')}
              options={TRANSACTION_KINDS}
              optionLabel={(option) => kindLabel(tRecords, option)}
              onChange={(next) => {
                setKind(next);
                report.restart();
              }}
            />
          </>
        }
        query={query}
        caption={t('transactions.caption')}
        columns={columns}
        rowKey={(row) => row.entryId}
        emptyText={t('transactions.empty')}
      />
    </ReportPageFrame>
  );
}
