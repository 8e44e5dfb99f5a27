import { useEffect } from 'react';

/** What the timer needs of a Swiper. */
export type SlideDriver = { destroyed?: boolean; slideNext: () => unknown };

/**
 * The carousel's autoplay (every 5 s, and it keeps playing after someone uses it),
 * without Swiper's Autoplay module: that module runs a requestAnimationFrame loop for as long as
 * it plays, to report the time left, so every home page ran a script task each frame and a phone
 * never saw the page idle (issue 15: TBT; and the battery). One timeout per slide does the same:
 * `delay` after a slide is shown (`shown` changes), the next one, and after the last the first
 * (the carousel rewinds: CAROUSEL_OPTIONS).
 */
export function useSlideTimer(swiper: SlideDriver | null, delay: number, running: boolean, shown: number): void {
  useEffect(() => {
    if (!swiper || !running) return;
    const timer = setTimeout(() => {
      if (!swiper.destroyed) swiper.slideNext();
    }, delay);
    return () => clearTimeout(timer);
  }, [swiper, delay, running, shown]);
}
