import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GameType } from '../../../shared/wire';
import { useGameActions } from '../card/useGameActions';
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
 * A game list centre (/live, /fish, /rng, /pvp; spec §2): vendor menu, sub-categories, name
 * search, then the games, 36 a page with the pager, or all of them in one virtual scroll.
 * Every filter is in the address (lobbyQuery.ts).
 */
export function GameLobby({ gameType }: { gameType: GameType }) {
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

  return (
    <div className={styles.lobby}>
      <VendorFilter vendors={menus.vendors} value={query.vassalage} onChange={(vassalage) => change({ vassalage })} />
      <div className={styles.toolbar}>
        <ClassifyFilter classifies={menus.classifies} value={query.classify} onChange={(classify) => change({ classify })} />
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
