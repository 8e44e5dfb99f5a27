import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from '../card/gameIcons';
import styles from './home.module.css';

/** Slider arrows only above 6 items. */
export const RAIL_ARROWS_ABOVE = 6;

type RailProps = {
  /** The list items (each an <li>). */
  children: ReactNode;
  count: number;
  /** Names the list. */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

/**
 * A horizontal slider: a scrollable list (touch, wheel and keyboard scroll it natively) with
 * previous/next buttons above 6 items. The buttons move by one view and are disabled at either
 * end. Works right to left too: scrollBy is given in the reading direction.
 */
export function Rail({ children, count, label, previousLabel, nextLabel }: RailProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const arrows = count > RAIL_ARROWS_ABOVE;

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // scrollLeft is negative in RTL; its magnitude is the distance from the start.
    const offset = Math.abs(list.scrollLeft);
    setEnds({ start: offset <= 1, end: offset + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    if (!arrows) return;
    const list = listRef.current;
    if (!list) return;
    const frame = requestAnimationFrame(measure);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', measure);
    };
  }, [arrows, measure, count]);

  const move = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: direction * rtl * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <div className={styles.rail}>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={previousLabel}
          aria-controls={listId}
          disabled={ends.start}
          onClick={() => move(-1)}
        >
          <ChevronIcon direction="left" className={styles.chevron} />
        </button>
      ) : null}
      <ul id={listId} ref={listRef} className={styles.railList} aria-label={label}>
        {children}
      </ul>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={nextLabel}
          aria-controls={listId}
          disabled={ends.end}
          onClick={() => move(1)}
        >
          <ChevronIcon direction="right" className={styles.chevron} />
        </button>
      ) : null}
    </div>
  );
}
