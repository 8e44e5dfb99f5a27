/**
 * Whether the window is being scrolled fast (a fling through the catalogue). The virtual grid
 * holds the tiles' image loads meanwhile: each game picture is an SVG document the browser
 * must build and paint, and a fling mounts a row or more every frame, so loading pictures that
 * are gone again before they could be seen costs most of each frame (measured with
 * tests/bench/lobby.ts). Once the scroll slows or stops, the tiles in view load theirs.
 *
 * Re-renders its component only when the answer changes.
 */
import { useEffect, useState } from 'react';

/**
 * A fling starts above 2,000 CSS px a second (about two screens) or 120 px between two scroll
 * events, and ends below 800 px a second with under 40 px between events, or after 150 ms
 * without a scroll event. Two thresholds, so a fling whose frames are slow (a busy or
 * throttled CPU makes each event's speed look lower) does not flicker between the two states.
 */
const FAST_PX_PER_S = 2_000;
const FAST_STEP_PX = 120;
const SLOW_PX_PER_S = 800;
const SLOW_STEP_PX = 40;
const SETTLE_MS = 150;

export function useFastScroll(): boolean {
  const [fast, setFast] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let lastAt = performance.now();
    let flinging = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const set = (next: boolean) => {
      flinging = next;
      setFast(next);
    };
    const onScroll = () => {
      const now = performance.now();
      const step = Math.abs(window.scrollY - lastY);
      const speed = (step * 1000) / Math.max(1, now - lastAt);
      lastY = window.scrollY;
      lastAt = now;
      if (!flinging && (speed > FAST_PX_PER_S || step > FAST_STEP_PX)) set(true);
      else if (flinging && speed < SLOW_PX_PER_S && step < SLOW_STEP_PX) set(false);
      clearTimeout(settle);
      settle = setTimeout(() => set(false), SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, []);
  return fast;
}
