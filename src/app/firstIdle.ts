import { useEffect, useState } from 'react';

/**
 * The page's first idle moment after it loaded: what the first screen does not need (the
 * banner carousel's library, the popup and its HTML sanitiser) is fetched from then on, so the
 * first screen's scripts and paints never wait behind it. `requestIdleCallback` where the
 * browser has it (its timeout keeps a busy page from waiting forever), otherwise a task.
 */
const IDLE_TIMEOUT_MS = 2_000;

/** The performance mark set at that moment. */
export const FIRST_IDLE_MARK = 'app:first-idle';

let reached = false;
let firstIdle: Promise<void> | undefined;

function whenLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

export function afterFirstIdle(): Promise<void> {
  firstIdle ??= whenLoaded()
    .then(nextIdle)
    .then(() => {
      reached = true;
      // Read by tests/e2e/shell.spec.ts: what the page fetched before this mark is the home route.
      globalThis.performance?.mark?.(FIRST_IDLE_MARK);
    });
  return firstIdle;
}

/** False until the page's first idle moment, then true for good. */
export function useAfterFirstIdle(): boolean {
  const [idle, setIdle] = useState(reached);
  useEffect(() => {
    if (idle) return;
    let live = true;
    void afterFirstIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, [idle]);
  return idle;
}
