import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_MAX_PAGE_SIZE, type Game } from '../../../shared/wire';
import { GameCard } from '../card/GameCard';
import { createFramePacer } from '../card/framePacer';
import { holdImages } from '../card/lazyImage';
import { TileSketch } from '../card/TileSketch';
import type { GameActions } from '../card/useGameActions';
import { gridGeometry, overscanRows } from './gridLayout';
import { ListStatus } from './ListStatus';
import { TilePlaceholder } from './TilePlaceholder';
import { useGamePages, type PageFilter } from './useGamePages';
import { useFastScroll } from './useFastScroll';
import { useTilesPaintedMark } from './useTilesPaintedMark';
import styles from './lists.module.css';

type VirtualGameGridProps = {
  filter: PageFilter;
  actions: GameActions;
};

/** The grid's width and its distance from the top of the document, kept current. */
function useGridBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0, viewport: 800, viewportWidth: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = {
        width: rect.width,
        top: rect.top + window.scrollY,
        viewport: window.innerHeight,
        viewportWidth: window.innerWidth,
      };
      setBox((previous) =>
        previous.width === next.width &&
        previous.top === next.top &&
        previous.viewport === next.viewport &&
        previous.viewportWidth === next.viewportWidth
          ? previous
          : next,
      );
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    // Content above the grid arriving later (the vendor menu, the chips) moves it down: the
    // page's height changes with it.
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, ...box };
}

type GridRowProps = {
  row: number;
  /** Offset from the top of the list, px. */
  top: number;
  columns: number;
  count: number;
  gameAt: (index: number) => Game | undefined;
  actions: GameActions;
  t: TFunction<'games'>;
  /** The window is being flung past (useFastScroll). */
  flinging: boolean;
};

/** Sketched rows turn into full cards one row a frame once a fling ends. */
const upgradeRowSoon = createFramePacer(1);

/**
 * Whether a row would render the same: its own games are the same objects. A page arriving
 * changes `gameAt` for the whole grid; only the rows of that page re-render.
 */
function sameRow(a: GridRowProps, b: GridRowProps): boolean {
  if (a.row !== b.row || a.top !== b.top || a.columns !== b.columns || a.count !== b.count) return false;
  if (a.actions !== b.actions || a.t !== b.t || a.flinging !== b.flinging) return false;
  for (let index = a.row * a.columns; index < Math.min(a.count, (a.row + 1) * a.columns); index++) {
    if (a.gameAt(index) !== b.gameAt(index)) return false;
  }
  return true;
}

/**
 * One row of tiles. Memoised: scrolling re-renders the grid on every frame, but a row already
 * on screen re-renders only when its games arrive or a fling starts or ends. A row that comes
 * into view during a fling shows sketches (TileSketch.tsx) until the fling is over.
 */
const GridRow = memo(function GridRow({ row, top, columns, count, gameAt, actions, t, flinging }: GridRowProps) {
  const [full, setFull] = useState(!flinging);
  useEffect(() => (full || flinging ? undefined : upgradeRowSoon(() => setFull(true))), [full, flinging]);
  return (
    <div role="none" className={styles.virtualRow} style={{ transform: `translateY(${top}px)` }}>
      {Array.from({ length: Math.min(columns, count - row * columns) }, (_, column) => {
        const index = row * columns + column;
        const game = gameAt(index);
        return (
          <div key={index} role="listitem" aria-posinset={index + 1} aria-setsize={count} className={styles.cell}>
            {game && !full ? (
              <TileSketch game={game} />
            ) : game ? (
              <GameCard
                game={game}
                favourite={actions.isFavourite(game.nodeId)}
                onLaunch={actions.onLaunch}
                onStart={actions.onStart}
                onFavourite={actions.onFavourite}
                t={t}
              />
            ) : (
              <TilePlaceholder />
            )}
          </div>
        );
      })}
    </div>
  );
}, sameRow);

/**
 * Every game of a filter in one scroll (the 10,000-game lobby: tests/bench/lobby.ts): a
 * window-scrolled, virtualised grid of fixed-size tiles. Only the rows in view and a couple beyond
 * are in the DOM (never more than 300 tiles); their pages are fetched as they come into view, with
 * placeholders of the same size meanwhile, so nothing moves when games arrive.
 */
export function VirtualGameGrid({ filter, actions }: VirtualGameGridProps) {
  const { t } = useTranslation('games');
  const { ref, width, top, viewport, viewportWidth } = useGridBox();
  const { total, gameAt, ensure, failed, retry } = useGamePages(filter);
  const flinging = useFastScroll();
  // A fling holds the pictures of tiles it passes; they load where it stops (lazyImage.ts).
  useEffect(() => holdImages(flinging), [flinging]);
  useEffect(() => () => holdImages(false), []);
  const { columns, rowHeight } = gridGeometry(width, viewportWidth, viewport);
  const count = total ?? 0;
  const rows = Math.ceil(count / columns);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: overscanRows(columns, viewport),
    scrollMargin: top,
    // Scroll updates render in React's normal batch, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  // The virtualiser keeps the sizes it estimated: a new pitch (a phone turned, a resized window)
  // has them estimated again before the browser paints.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? -1;

  // The pages of the rows rendered, and one page's worth beyond either end: while scrolling,
  // games arrive before their rows do, so rows mount as cards one at a time instead of as
  // placeholders that all turn into cards in one frame when their page lands.
  useEffect(() => {
    if (lastRow < 0) return;
    ensure(
      Math.max(0, firstRow * columns - GAME_LIST_MAX_PAGE_SIZE),
      Math.min(count, (lastRow + 1) * columns + GAME_LIST_MAX_PAGE_SIZE) - 1,
    );
  }, [ensure, firstRow, lastRow, columns, count]);

  const firstGame = gameAt(0);
  useTilesPaintedMark(firstGame !== undefined && width > 0, JSON.stringify(filter));

  return (
    <div ref={ref} className={styles.virtualBox}>
      <ListStatus loading={total === undefined && !failed} failed={failed} empty={total === 0} onRetry={retry} />
      {count > 0 ? (
        <div
          role="list"
          aria-label={t('list.label')}
          className={styles.virtualList}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((row) => (
            <GridRow
              key={row.key}
              row={row.index}
              top={row.start - virtualizer.options.scrollMargin}
              columns={columns}
              count={count}
              gameAt={gameAt}
              actions={actions}
              t={t}
              flinging={flinging}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
