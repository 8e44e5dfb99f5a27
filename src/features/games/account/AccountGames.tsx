import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/Pagination';
import { LOBBY_PAGE_SIZE, RECENT_PAGE_SIZE, type Game } from '../../../shared/wire';
import { useGameActions } from '../card/useGameActions';
import { TypeFilter } from '../filters/TypeFilter';
import { VendorFilter, type VendorOption } from '../filters/VendorFilter';
import { useFavouriteListQuery, useRecentGamesQuery, useVendorLanesQuery } from '../gamesApi';
import { GameGrid } from '../list/GameGrid';
import { ListStatus } from '../list/ListStatus';
import { useLanguageCode } from '../useLanguageCode';
import { LIST_TYPES, readAccountQuery, writeAccountQuery, type AccountQuery } from './accountQuery';
import styles from './account.module.css';

export type AccountList = 'FAV' | 'RECENT';

type ListResult = { games: Game[] | undefined; totalPages: number; isError: boolean; refetch: () => void };

/** The favourites (36 a page) or the recent games (24 a page) of the query. */
function useAccountList(list: AccountList, query: AccountQuery, language: string): ListResult {
  const filter = { gameType: query.gameType || undefined, vassalage: query.vassalage || undefined, language };
  const favourites = useFavouriteListQuery(
    { ...filter, pageNo: query.page, pageSize: LOBBY_PAGE_SIZE },
    { skip: list !== 'FAV' },
  );
  const recent = useRecentGamesQuery(
    { ...filter, page: query.page, pageSize: RECENT_PAGE_SIZE },
    { skip: list !== 'RECENT' },
  );
  if (list === 'FAV') {
    const { data, isError, refetch } = favourites;
    return { games: data?.content, totalPages: data?.totalPages ?? 0, isError, refetch: () => void refetch() };
  }
  const { data, isError, refetch } = recent;
  return { games: data?.list, totalPages: data?.totalPages ?? 0, isError, refetch: () => void refetch() };
}

/**
 * The member's favourite (/favorite) or recent (/recent) games: a type filter, a
 * vendor filter for the chosen type, the same cards as the lobby, a pager, and an empty state
 * that points to the slots. The route table already sends guests to /login.
 */
export function AccountGames({ list }: { list: AccountList }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const query = readAccountQuery(params);
  const language = useLanguageCode();
  const actions = useGameActions();
  const lanes = useVendorLanesQuery({ language });
  const { games, totalPages, isError, refetch } = useAccountList(list, query, language);

  const change = useCallback(
    (patch: Partial<AccountQuery>) => setParams((current) => writeAccountQuery(current, patch)),
    [setParams],
  );
  const types = useMemo(
    () =>
      LIST_TYPES.filter((type) => lanes.data?.data.lanes.some((lane) => lane.title === type && lane.cards.length > 0)),
    [lanes.data],
  );
  const vendors = useMemo<VendorOption[]>(() => {
    const lane = lanes.data?.data.lanes.find((candidate) => candidate.title === query.gameType);
    return (lane?.cards ?? []).map((card) => ({
      vassalage: card.vassalage,
      displayName: card.displayName,
      icon: card.smallIcon,
    }));
  }, [lanes.data, query.gameType]);

  const pageSize = list === 'FAV' ? LOBBY_PAGE_SIZE : RECENT_PAGE_SIZE;
  const filtered = query.gameType !== '' || query.page > 1;
  const emptyText = filtered ? undefined : list === 'FAV' ? t('account.favouritesEmpty') : t('account.recentEmpty');
  return (
    <div className={styles.account}>
      <TypeFilter
        types={types}
        value={query.gameType}
        onChange={(gameType) => change({ gameType: gameType as AccountQuery['gameType'] })}
      />
      {query.gameType ? (
        <VendorFilter vendors={vendors} value={query.vassalage} onChange={(vassalage) => change({ vassalage })} />
      ) : null}
      <ListStatus
        loading={!games && !isError}
        failed={isError}
        empty={games?.length === 0}
        onRetry={refetch}
        emptyText={emptyText}
      />
      {games?.length === 0 && !filtered ? (
        <p>
          <Link to="/rng">{t('account.browse')}</Link>
        </p>
      ) : null}
      <GameGrid games={games} actions={actions} placeholders={Math.min(pageSize, 12)} />
      <Pagination
        page={query.page}
        totalPages={totalPages}
        onPage={(page) => change({ page })}
        label={t('list.pages')}
      />
    </div>
  );
}
