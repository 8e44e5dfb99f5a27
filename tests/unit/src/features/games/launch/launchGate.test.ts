import { describe, expect, it } from 'vitest';
import { createLaunchGate, LAUNCH_INTERVAL_MS } from '../../../../../../src/features/games/launch/launchGate';

describe('createLaunchGate', () => {
  it('lets one start through at a time and at most one a second', () => {
    let now = 10_000;
    const gate = createLaunchGate(() => now);
    expect(gate.tryStart()).toBe(true);
    // A double click while the first launch runs.
    expect(gate.tryStart()).toBe(false);
    gate.finish('opened');
    // Finished quickly, but the second click is still within the second.
    now += LAUNCH_INTERVAL_MS - 1;
    expect(gate.tryStart()).toBe(false);
    now += 1;
    expect(gate.tryStart()).toBe(true);
  });

  it('keeps refusing while a start runs longer than the interval', () => {
    let now = 0;
    const gate = createLaunchGate(() => now, 1000);
    expect(gate.tryStart()).toBe(true);
    now = 5000;
    expect(gate.tryStart()).toBe(false);
    gate.finish('opened');
    expect(gate.tryStart()).toBe(true);
  });

  it('lets the next start go at once after a failed one (its dialog was answered first)', () => {
    const now = 0;
    const gate = createLaunchGate(() => now, 1000);
    expect(gate.tryStart()).toBe(true);
    gate.finish('failed');
    expect(gate.tryStart()).toBe(true);
    expect(gate.tryStart()).toBe(false);
  });
});
