/**
 * The games of one filter, fetched page by page on demand, for the "show all" grid: it asks
 * for the pages that cover the rows in view and keeps what arrived. Pages are the largest the
 * server hands out (GAME_LIST_MAX_PAGE_SIZE), so scrolling through 10,000 games is 84 calls.
 *
 * The first page tells the total; until then `total` is undefined. A new filter starts over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { GAME_LIST_MAX_PAGE_SIZE, type Game, type GameListArgs } from '../../../shared/wire';
import { gamesApi } from '../gamesApi';

export type PageFilter = Omit<GameListArgs, 'pageNo' | 'pageSize'>;

export type GamePages = {
  /** Games in the filter; undefined until the first page arrives. */
  total: number | undefined;
  /** The game at a 0-based position, once its page has arrived. */
  gameAt: (index: number) => Game | undefined;
  /** Asks for the pages holding positions from…to (inclusive) that are not there yet. */
  ensure: (from: number, to: number) => void;
  /** The first page failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
};

type Loaded = { key: string; total: number | undefined; pages: ReadonlyMap<number, readonly Game[]>; failed: boolean };

export const pageOfIndex = (index: number, pageSize: number): number => Math.floor(index / pageSize) + 1;

/** Performance mark when the first page's data is in (tests/bench/lobby.ts reads it). */
export const DATA_MARK = 'lobby:data';

export function useGamePages(filter: PageFilter, pageSize: number = GAME_LIST_MAX_PAGE_SIZE): GamePages {
  const dispatch = useAppDispatch();
  const key = JSON.stringify([filter, pageSize]);
  const [loaded, setLoaded] = useState<Loaded>({ key, total: undefined, pages: new Map(), failed: false });
  const current: Loaded = loaded.key === key ? loaded : { key, total: undefined, pages: new Map(), failed: false };
  // Pages asked for under the current key; a page is asked for once (and again after a failure).
  const asked = useRef<{ key: string; pages: Set<number> }>({ key, pages: new Set() });

  const load = useCallback(
    (pageNo: number) => {
      if (asked.current.key !== key) asked.current = { key, pages: new Set() };
      if (asked.current.pages.has(pageNo)) return;
      asked.current.pages.add(pageNo);
      // The filter is read back from its key, so a new object with the same content (every
      // render of the caller) is the same filter and does not start over.
      const [args] = JSON.parse(key) as [PageFilter, number];
      const request = dispatch(
        gamesApi.endpoints.gameList.initiate({ ...args, pageNo, pageSize }, { subscribe: false }),
      );
      request
        .unwrap()
        .then((value) => {
          if (pageNo === 1) performance.mark(DATA_MARK);
          setLoaded((previous) => {
            const base = previous.key === key ? previous : { key, total: undefined, pages: new Map(), failed: false };
            const pages = new Map(base.pages);
            pages.set(pageNo, value.games);
            return { key, total: value.totalCount, pages, failed: false };
          });
        })
        .catch(() => {
          if (asked.current.key === key) asked.current.pages.delete(pageNo);
          if (pageNo === 1) setLoaded({ key, total: undefined, pages: new Map(), failed: true });
        });
    },
    [dispatch, key, pageSize],
  );

  useEffect(() => load(1), [load]);

  const pages = current.pages;
  const gameAt = useCallback(
    (index: number) => pages.get(pageOfIndex(index, pageSize))?.[index % pageSize],
    [pages, pageSize],
  );
  const ensure = useCallback(
    (from: number, to: number) => {
      if (to < from) return;
      for (let page = pageOfIndex(from, pageSize); page <= pageOfIndex(to, pageSize); page++) {
        if (!pages.has(page)) load(page);
      }
    },
    [pages, pageSize, load],
  );
  const retry = useCallback(() => {
    setLoaded({ key, total: undefined, pages: new Map(), failed: false });
    asked.current = { key, pages: new Set() };
    load(1);
  }, [key, load]);

  return { total: current.total, gameAt, ensure, failed: current.failed, retry };
}
