import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/DataTable';
import type { TeamMember } from '../../../shared/wire';
import { StatusPill } from '../../../components/page/StatusPill';
import { useDateTime } from '../../../components/page/useDateTime';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { teamLevelPath } from './TeamPath';
import styles from './downlines.module.css';

type DownlineTableProps = {
  caption: string;
  rows: readonly TeamMember[] | undefined;
  loading: boolean;
  emptyText: string;
  onTransfer: (member: TeamMember) => void;
  onOffer: (member: TeamMember) => void;
};

/** An agent with a team of their own can be opened: the account becomes a link to that level. */
function canDrill(member: TeamMember): boolean {
  return member.isAgent && member.teamSize > 0;
}

/**
 * The team members of one level (or of a search): account (a link into an agent's team),
 * nickname, level, status, balance, team size, dates, and the row's actions: Transfer, and
 * Offer contract for direct downlines (level 1).
 */
export function DownlineTable({ caption, rows, loading, emptyText, onTransfer, onOffer }: DownlineTableProps) {
  const { t, i18n } = useTranslation(['agent', 'common']);
  const currency = useCurrency();
  const dateTime = useDateTime();
  const count = new Intl.NumberFormat(i18n.language);

  const columns: Column<TeamMember>[] = [
    {
      id: 'account',
      header: t('downlines.columns.account'),
      rowHeader: true,
      cell: (member) => (
        <span className={styles.account}>
          {canDrill(member) ? <Link to={teamLevelPath(member.id)}>{member.account}</Link> : member.account}
          {member.isAgent ? <span className={styles.agentBadge}>{t('downlines.agent')}</span> : null}
        </span>
      ),
    },
    { id: 'nickname', header: t('downlines.columns.nickname'), cell: (member) => member.nickname || '—' },
    { id: 'level', header: t('downlines.columns.level'), numeric: true, cell: (member) => count.format(member.level) },
    {
      id: 'status',
      header: t('downlines.columns.status'),
      cell: (member) => (
        <StatusPill
          text={t(`downlines.statuses.${member.status}`)}
          tone={member.status === 'active' ? 'good' : 'bad'}
        />
      ),
    },
    {
      id: 'balance',
      header: t('downlines.columns.balance'),
      numeric: true,
      cell: (member) => formatMoney(member.balanceMinor, currency),
    },
    {
      id: 'team',
      header: t('downlines.columns.teamSize'),
      numeric: true,
      cell: (member) => count.format(member.teamSize),
    },
    { id: 'joined', header: t('downlines.columns.joined'), cell: (member) => dateTime(member.createdAt) },
    {
      id: 'lastLogin',
      header: t('downlines.columns.lastLogin'),
      cell: (member) => (member.lastLoginAt === null ? t('downlines.never') : dateTime(member.lastLoginAt)),
    },
    {
      id: 'actions',
      header: t('downlines.columns.actions'),
      cell: (member) => (
        <span className={styles.actions}>
          <button type="button" className="button" onClick={() => onTransfer(member)}>
            {t('downlines.transfer')}
          </button>
          {member.level === 1 ? (
            <button type="button" className="button" onClick={() => onOffer(member)}>
              {t('downlines.offerContract')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(member) => member.id}
      loading={loading}
      loadingLabel={t('common:loading')}
      emptyText={emptyText}
    />
  );
}
