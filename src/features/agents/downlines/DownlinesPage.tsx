import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import type { TeamMember } from '../../../shared/wire';
import { PageSection } from '../../../components/page/PageSection';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { useTeamMembersQuery } from '../agentApi';
import { DownlineFilters, type StatusChoice } from './DownlineFilters';
import { DownlineTable } from './DownlineTable';
import { PARENT_PARAM, TeamPath } from './TeamPath';
import { TransferDialog } from './TransferDialog';
import { OfferContract } from './OfferContract';
import { useDebouncedValue } from './useDebouncedValue';
import styles from './downlines.module.css';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

/** What a row's action opened: a transfer to that member, or a contract offer. */
type Action = { kind: 'transfer' | 'contract'; member: TeamMember } | null;

/**
 * downlineManagmentView (team management): the agent's team a level at a time. Without a
 * parent in the address it lists the direct downlines; choosing an agent with a team drills
 * into it (the address gains `parent`, so back and forward move between levels). A search by
 * account covers the whole team. Each row can receive a transfer; direct downlines can be
 * offered a contract.
 */
export default function DownlinesPage() {
  const { t } = useTranslation(['agent', 'common']);
  const [params] = useSearchParams();
  const parentId = params.get(PARENT_PARAM) || null;
  return <TeamLevel key={parentId ?? ''} parentId={parentId} title={t('menu.downlineManagmentView')} />;
}

/** One level of the team; a new level (another parent) starts with fresh filters and page 1. */
function TeamLevel({ parentId, title }: { parentId: string | null; title: string }) {
  const { t } = useTranslation(['agent', 'common']);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusChoice>('all');
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const account = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  // A search covers the whole team, so it does not send the parent.
  const query = useTeamMembersQuery({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(account ? { account } : parentId ? { parentId } : {}),
    ...(status !== 'all' && { status }),
  });
  const rows = query.data?.content;
  // The member as the list shows it now, so a dialog's balance follows the refetch after a transfer.
  const current = action ? (rows?.find((row) => row.id === action.member.id) ?? action.member) : null;
  const path = query.data?.path ?? [];
  const levelName = parentId && path.length > 1 ? path[path.length - 1]?.account : undefined;

  return (
    <PageSection title={title}>
      {account ? <p className={styles.scope}>{t('downlines.searchScope')}</p> : <TeamPath path={path} />}
      <DownlineFilters
        search={search}
        status={status}
        onSearch={(text) => {
          setSearch(text);
          setPageNo(1);
        }}
        onStatus={(choice) => {
          setStatus(choice);
          setPageNo(1);
        }}
      />
      {query.error ? (
        <QueryFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DownlineTable
          caption={levelName ? t('downlines.captionOf', { account: levelName }) : t('downlines.caption')}
          rows={rows}
          loading={query.isFetching}
          emptyText={account ? t('downlines.noMatch') : t('downlines.empty')}
          onTransfer={(member) => setAction({ kind: 'transfer', member })}
          onOffer={(member) => setAction({ kind: 'contract', member })}
        />
      )}
      {query.data ? (
        <Pagination page={pageNo} totalPages={query.data.totalPages} onPage={setPageNo} label={t('downlines.pages')} />
      ) : null}
      {current && action?.kind === 'transfer' ? (
        <TransferDialog member={current} onClose={() => setAction(null)} />
      ) : null}
      {current && action?.kind === 'contract' ? (
        <OfferContract member={current} onClose={() => setAction(null)} />
      ) : null}
    </PageSection>
  );
}
