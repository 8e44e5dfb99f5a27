/**
 * Remembers the main window's size and position between launches. The restore logic is pure:
 * a saved position can point at a monitor that has since been unplugged or resized, so the
 * window is clamped into the work area it overlaps most, or centred on the primary display when
 * it overlaps none.
 */

export type Rect = { x: number; y: number; width: number; height: number };
export type WindowState = { bounds: Rect; maximized: boolean };
export type Size = { width: number; height: number };

export const DEFAULT_WINDOW_SIZE: Size = { width: 1280, height: 800 };
export const MIN_WINDOW_SIZE: Size = { width: 800, height: 600 };

/**
 * Returns where to open the window. `workAreas` lists each display's work area, primary first
 * (Electron: `screen.getPrimaryDisplay()` then the others). `saved` is whatever the settings
 * file held, validated here.
 */
export function restoreWindowState(
  saved: unknown,
  workAreas: readonly Rect[],
  defaults: Size = DEFAULT_WINDOW_SIZE,
): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...defaults };
  const state = parseState(saved);
  const display = state ? mostOverlapping(state.bounds, workAreas) : null;
  if (!state || !display) return { bounds: centred(fit(defaults, primary), primary), maximized: false };
  const size = fit(state.bounds, display);
  const x = clamp(state.bounds.x, display.x, display.x + display.width - size.width);
  const y = clamp(state.bounds.y, display.y, display.y + display.height - size.height);
  return { bounds: { x, y, ...size }, maximized: state.maximized };
}

/** The slice of `BrowserWindow` the tracker needs. */
export type TrackableWindow = {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  on(event: 'resize', listener: () => void): unknown;
  on(event: 'move', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

/**
 * Saves the window state `delayMs` after the last move or resize, and at once on close.
 * Uses the normal (un-maximised) bounds so un-maximising after a restart lands somewhere sensible.
 */
export function trackWindowState(win: TrackableWindow, save: (state: WindowState) => void, delayMs = 500): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    save({ bounds: win.getNormalBounds(), maximized: win.isMaximized() });
  };
  const saveLater = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(saveNow, delayMs);
  };
  win.on('resize', saveLater);
  win.on('move', saveLater);
  win.on('close', saveNow);
}

function parseState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bounds, maximized } = value as Partial<Record<keyof WindowState, unknown>>;
  if (typeof bounds !== 'object' || bounds === null) return null;
  const { x, y, width, height } = bounds as Partial<Record<keyof Rect, unknown>>;
  const numbers = [x, y, width, height];
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isFinite(n))) return null;
  const [nx, ny, nw, nh] = numbers.map(Math.round) as [number, number, number, number];
  if (nw <= 0 || nh <= 0) return null;
  return { bounds: { x: nx, y: ny, width: nw, height: nh }, maximized: maximized === true };
}

function mostOverlapping(bounds: Rect, areas: readonly Rect[]): Rect | null {
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of areas) {
    const overlap = intersection(bounds, area);
    if (overlap > bestArea) [best, bestArea] = [area, overlap];
  }
  return best;
}

function intersection(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

// The size within [minimum, display]; a display smaller than the minimum wins over the minimum.
function fit(size: Size, display: Rect): Size {
  return {
    width: Math.min(Math.max(size.width, MIN_WINDOW_SIZE.width), display.width),
    height: Math.min(Math.max(size.height, MIN_WINDOW_SIZE.height), display.height),
  };
}

function centred(size: Size, display: Rect): Rect {
  return {
    x: Math.round(display.x + (display.width - size.width) / 2),
    y: Math.round(display.y + (display.height - size.height) / 2),
    ...size,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
