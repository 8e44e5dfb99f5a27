import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/Pagination';
import { LOBBY_PAGE_SIZE } from '../../../shared/wire';
import type { GameActions } from '../card/useGameActions';
import { useGameListQuery } from '../gamesApi';
import { GameGrid } from '../list/GameGrid';
import { ListStatus } from '../list/ListStatus';
import type { PageFilter } from '../list/useGamePages';
import { useTilesPaintedMark } from '../list/useTilesPaintedMark';
import styles from './lobby.module.css';

type PagedGameListProps = {
  filter: PageFilter;
  page: number;
  actions: GameActions;
  onPage: (page: number) => void;
};

/** One page of 36 with the pager (margin pages 2, range 5). */
export function PagedGameList({ filter, page, actions, onPage }: PagedGameListProps) {
  const { t, i18n } = useTranslation('games');
  const { data, isFetching, isError, refetch } = useGameListQuery({
    ...filter,
    pageNo: page,
    pageSize: LOBBY_PAGE_SIZE,
  });
  // While another page or filter loads, the previous games stay; placeholders only at first.
  const games = data?.games;
  const totalPages = data?.totalPages ?? 0;
  useTilesPaintedMark(!!games && games.length > 0, JSON.stringify([filter, page]));

  // An address past the last page (an old link) shows the last page instead.
  useEffect(() => {
    if (data && !isFetching && totalPages > 0 && page > totalPages) onPage(totalPages);
  }, [data, isFetching, totalPages, page, onPage]);

  // While the first page loads, the count's line says so and placeholder tiles hold the
  // grid's place: a spinner of its own above the grid would leave when the games came and
  // pull the grid up (a layout shift: tests/e2e/layoutShift.spec.ts).
  let count = '\u00a0';
  if (data) count = t('list.count', { total: data.totalCount.toLocaleString(i18n.language) });
  else if (!isError) count = t('list.loading');
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
      <ListStatus loading={false} failed={isError} empty={data?.games.length === 0} onRetry={() => void refetch()} />
      <div aria-busy={isFetching}>
        <GameGrid games={games} actions={actions} placeholders={LOBBY_PAGE_SIZE} />
      </div>
      <Pagination page={page} totalPages={totalPages} onPage={onPage} label={t('list.pages')} />
    </>
  );
}
