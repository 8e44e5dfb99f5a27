import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW_SIZE,
  MIN_WINDOW_SIZE,
  restoreWindowState,
  type Rect,
} from '../../../electron/main/windows/windowState';

const primary: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const right: Rect = { x: 1920, y: 0, width: 1280, height: 984 };

describe('restoreWindowState', () => {
  it('restores a window that fits on its display', () => {
    const saved = { bounds: { x: 100, y: 80, width: 1200, height: 800 }, maximized: true };
    expect(restoreWindowState(saved, [primary, right])).toEqual(saved);
  });

  it('keeps the window on the secondary display it was on', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: false };
    expect(restoreWindowState(saved, [primary, right]).bounds).toEqual(saved.bounds);
  });

  it('centres on the primary display when the saved display is gone', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: true };
    expect(restoreWindowState(saved, [primary])).toEqual({
      bounds: {
        x: (1920 - DEFAULT_WINDOW_SIZE.width) / 2,
        y: (1040 - DEFAULT_WINDOW_SIZE.height) / 2,
        ...DEFAULT_WINDOW_SIZE,
      },
      maximized: false,
    });
  });

  it('pulls a window hanging off the edge back inside the work area', () => {
    const restored = restoreWindowState({ bounds: { x: 1700, y: 900, width: 1000, height: 700 }, maximized: false }, [
      primary,
    ]);
    expect(restored.bounds).toEqual({ x: 920, y: 340, width: 1000, height: 700 });
  });

  it('shrinks a window larger than its display and grows one below the minimum', () => {
    expect(
      restoreWindowState({ bounds: { x: 0, y: 0, width: 5000, height: 3000 }, maximized: false }, [primary]).bounds,
    ).toEqual(primary);
    expect(
      restoreWindowState({ bounds: { x: 10, y: 10, width: 100, height: 50 }, maximized: false }, [primary]).bounds,
    ).toEqual({
      x: 10,
      y: 10,
      ...MIN_WINDOW_SIZE,
    });
  });

  it.each([
    undefined,
    null,
    'x',
    {},
    { bounds: { x: 'a', y: 0, width: 1, height: 1 } },
    { bounds: { x: 0, y: 0, width: 0, height: 600 } },
    { bounds: { x: NaN, y: 0, width: 900, height: 700 } },
  ])('falls back to the default for the unusable saved state %j', (saved) => {
    expect(restoreWindowState(saved, [primary]).bounds).toEqual({ x: 320, y: 120, ...DEFAULT_WINDOW_SIZE });
  });

  it('always lands fully inside one display (fast-check)', () => {
    const rect = fc.record({
      x: fc.integer({ min: -10000, max: 10000 }),
      y: fc.integer({ min: -10000, max: 10000 }),
      width: fc.integer({ min: 1, max: 8000 }),
      height: fc.integer({ min: 1, max: 8000 }),
    });
    const display = fc.record({
      x: fc.integer({ min: -5000, max: 5000 }),
      y: fc.integer({ min: -5000, max: 5000 }),
      width: fc.integer({ min: 640, max: 5000 }),
      height: fc.integer({ min: 480, max: 3000 }),
    });
    fc.assert(
      fc.property(
        rect,
        fc.array(display, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (bounds, displays, maximized) => {
          const { bounds: b } = restoreWindowState({ bounds, maximized }, displays);
          const inside = displays.some(
            (d) => b.x >= d.x && b.y >= d.y && b.x + b.width <= d.x + d.width && b.y + b.height <= d.y + d.height,
          );
          expect(inside).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
