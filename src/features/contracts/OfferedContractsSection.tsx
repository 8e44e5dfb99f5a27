import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import type { Contract, ContractKind } from '../../shared/wire';
import { CardSection } from '../../components/page/CardSection';
import { FormMessage } from '../../components/page/FormMessage';
import { QueryFailed } from '../../components/page/QueryFailed';
import { StatusPill } from '../../components/page/StatusPill';
import { useDateTime } from '../../components/page/useDateTime';
import { statusTone } from './contractKinds';
import { useContractOfferedQuery } from './contractsApi';
import { formatRate } from './rates';
import { useTerminateContract } from './useTerminateContract';

const PAGE_SIZE = 20;

/**
 * "Contracts I offered" of one kind: each downline's contract with its highest rate and status,
 * Terminate for an accepted one and Withdraw for one still waiting.
 */
export function OfferedContractsSection({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation(['contracts', 'common']);
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useContractOfferedQuery({ side: 'offered', kind, pageNo, pageSize: PAGE_SIZE });
  const { terminate, busy, error } = useTerminateContract();
  const title = t('contracts:offered.title');

  const columns: Column<Contract>[] = [
    { id: 'member', header: t('contracts:offered.member'), rowHeader: true, cell: (row) => row.memberAccount },
    {
      id: 'rate',
      header: t('contracts:offered.rate'),
      numeric: true,
      cell: (row) => formatRate(row.rateBp, i18n.language),
    },
    {
      id: 'status',
      header: t('contracts:offered.status'),
      cell: (row) => <StatusPill text={t(`contracts:status.${row.status}`)} tone={statusTone(row.status)} />,
    },
    { id: 'created', header: t('contracts:offered.created'), cell: (row) => dateTime(row.createdAt) },
    {
      id: 'actions',
      header: t('contracts:offered.actions'),
      cell: (row) =>
        row.status === 'accepted' || row.status === 'request' ? (
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => void terminate(row, row.memberAccount)}
          >
            {t(row.status === 'request' ? 'contracts:withdraw.button' : 'contracts:terminate.button')}
          </button>
        ) : null,
    },
  ];

  return (
    <CardSection title={title}>
      {query.error ? (
        <QueryFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption={t('contracts:offered.caption', { kind: t(`contracts:kind.${kind}`) })}
          columns={columns}
          rows={query.data?.content}
          rowKey={(row) => row.id}
          loading={query.isFetching}
          loadingLabel={t('common:loading')}
          emptyText={t('contracts:offered.empty', { kind: t(`contracts:kind.${kind}`) })}
        />
      )}
      <FormMessage kind="error" text={error} />
      <Pagination
        page={pageNo}
        totalPages={query.data?.totalPages ?? 0}
        onPage={setPageNo}
        label={t('contracts:offered.pages')}
      />
    </CardSection>
  );
}
