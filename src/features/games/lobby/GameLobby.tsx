import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/Spinner';
import { LOBBY_PAGE_SIZE, type GameType } from '../../../shared/wire';
import { useGameActions } from '../card/useGameActions';
import { gamesApi } from '../gamesApi';
import { ClassifyFilter } from '../filters/ClassifyFilter';
import { SearchBox } from '../filters/SearchBox';
import { VendorFilter } from '../filters/VendorFilter';
import type { PageFilter } from '../list/useGamePages';
import { VirtualGameGrid } from '../list/VirtualGameGrid';
import { useLanguageCode } from '../useLanguageCode';
import { PagedGameList } from './PagedGameList';
import { ViewSwitch } from './ViewSwitch';
import { readLobbyQuery, writeLobbyQuery, type LobbyQuery } from './lobbyQuery';
import { useLobbyMenus } from './useLobbyMenus';
import styles from './lobby.module.css';

/**
 * A game list centre (/live, /fish, /rng, /pvp): vendor menu, sub-categories, name
 * search, then the games, 36 a page with the pager, or all of them in one virtual scroll.
 * Every filter is in the address (lobbyQuery.ts).
 *
 * Whether the vendor menu and the sub-category chips show, and how many rows the chips take,
 * is only known once the vendor lanes are in. Until then a loader stands alone and nothing is
 * drawn where the games go: placeholder tiles drawn under filters of unknown height would
 * jump when the filters came (a layout shift: tests/e2e/layoutShift.spec.ts). The games are asked
 * for meanwhile all the same.
 */
export function GameLobby({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const query = readLobbyQuery(params);
  const language = useLanguageCode();
  const menus = useLobbyMenus(gameType, query.vassalage);
  const actions = useGameActions();
  const listTop = useRef<HTMLDivElement>(null);

  const change = useCallback(
    (patch: Partial<LobbyQuery>) => setParams((current) => writeLobbyQuery(current, patch)),
    [setParams],
  );
  const onSearch = useCallback((name: string) => change({ name }), [change]);
  const onPage = useCallback(
    (page: number) => {
      change({ page });
      listTop.current?.scrollIntoView({ block: 'start' });
    },
    [change],
  );

  const filter: PageFilter = useMemo(
    () => ({
      gameType,
      vassalage: query.vassalage,
      gameClassify: query.classify || undefined,
      gameName: query.name || undefined,
      language,
    }),
    [gameType, query.vassalage, query.classify, query.name, language],
  );

  // The page of games is fetched while the menus load; PagedGameList finds it in the cache.
  const prefetchPage = gamesApi.usePrefetch('gameList');
  const waiting = !menus.ready && !query.showAll;
  useEffect(() => {
    if (waiting) prefetchPage({ ...filter, pageNo: query.page, pageSize: LOBBY_PAGE_SIZE });
  }, [waiting, prefetchPage, filter, query.page]);

  if (!menus.ready) return <Loader label={t('list.loading')} />;

  return (
    <div className={styles.lobby}>
      <VendorFilter vendors={menus.vendors} value={query.vassalage} onChange={(vassalage) => change({ vassalage })} />
      <div className={styles.toolbar}>
        <ClassifyFilter
          classifies={menus.classifies}
          value={query.classify}
          onChange={(classify) => change({ classify })}
        />
        <SearchBox value={query.name} onSearch={onSearch} />
        <ViewSwitch showAll={query.showAll} onChange={(showAll) => change({ showAll, page: 1 })} />
      </div>
      <div ref={listTop} className={styles.listTop} />
      {query.showAll ? (
        <VirtualGameGrid filter={filter} actions={actions} />
      ) : (
        <PagedGameList filter={filter} page={query.page} actions={actions} onPage={onPage} />
      )}
    </div>
  );
}
