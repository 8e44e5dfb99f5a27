/**
 * The server's clock, which only a test entry point can move (issue 13 item 6: tests move time
 * through a test clock, never through a future `settlement run --at` on a live database).
 *
 * tests/e2e/serve.ts calls installTestClock() before it starts the server; the production entry
 * (server/start.ts → server/server.ts) never does, and no setting or environment variable can,
 * so on a real server `clock advance` is refused and serverClock() is the machine's time.
 */
let offsetMs: number | null = null;

export function installTestClock(): void {
  offsetMs = 0;
}

export const testClockInstalled = (): boolean => offsetMs !== null;

/** Moves the test clock forward; throws when the server runs on the real clock. */
export function advanceTestClock(ms: number): Date {
  if (offsetMs === null)
    throw new Error('This server runs on the real clock: only a test server (tests/e2e/serve.ts) can move time.');
  offsetMs += ms;
  return serverClock();
}

export const serverClock = (): Date => new Date(Date.now() + (offsetMs ?? 0));
