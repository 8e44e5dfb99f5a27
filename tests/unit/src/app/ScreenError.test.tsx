// @vitest-environment happy-dom
/** What a failed screen shows: one automatic reload for a failed chunk, then Retry. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError } from '../../../../src/app/chunkLoad';
import { ScreenError } from '../../../../src/app/ScreenError';
import { initI18n } from '../../../../src/i18n';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('ScreenError', () => {
  it('reloads once by itself for a failed chunk, remembering it in sessionStorage', () => {
    const reload = vi.fn();
    render(<ScreenError error={new ChunkLoadError('error')} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.getByRole('status')).toBeTruthy(); // a loader while the page reloads
  });

  it('offers Retry instead when the automatic reload was already used', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    render(<ScreenError error={new ChunkLoadError('timeout')} reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a plain error with Reload for other errors, without reloading by itself', () => {
    const reload = vi.fn();
    render(<ScreenError error={new Error('boom')} reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
