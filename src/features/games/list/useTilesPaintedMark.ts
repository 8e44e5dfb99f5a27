/**
 * Marks the moment the first tiles of a list are on screen (performance mark 'lobby:tiles'),
 * once per list filter. With 'lobby:data' (the first page's data in) it gives the lobby's goal
 * "first tiles within 150 ms of data"; tests/bench/lobby.ts measures the gap.
 *
 * The mark is set in a task queued from the next animation frame: that frame's rendering
 * (style, layout, paint) runs between the two, so the mark falls after the tiles were painted.
 */
import { useEffect, useRef } from 'react';

export const TILES_MARK = 'lobby:tiles';

export function useTilesPaintedMark(ready: boolean, key: string): void {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || marked.current === key) return;
    marked.current = key;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => performance.mark(TILES_MARK), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, key]);
}
