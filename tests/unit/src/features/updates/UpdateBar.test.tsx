// @vitest-environment happy-dom
/**
 * The desktop update bar (src/features/updates/UpdateBar.tsx, issue 14 item 22) over a fake
 * updater port: what the shell reports is shown, and the download and the restart happen only on
 * the person's click.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateBar } from '../../../../../src/features/updates/UpdateBar';
import { initI18n } from '../../../../../src/i18n';
import type { AppUpdates, UpdateStatus } from '../../../../../src/platform/platform';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

function fakeUpdates(first: UpdateStatus) {
  const listeners = new Set<(status: UpdateStatus) => void>();
  const updates = {
    getStatus: vi.fn(async () => first),
    check: vi.fn(async (): Promise<UpdateStatus> => ({ state: 'checking' })),
    download: vi.fn(async () => true),
    restart: vi.fn(async () => true),
    onStatus: vi.fn((listener: (status: UpdateStatus) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
  } satisfies AppUpdates;
  const emit = (status: UpdateStatus) => act(() => listeners.forEach((listener) => listener(status)));
  return { updates, emit, listeners };
}

describe('UpdateBar', () => {
  it('shows nothing on the web or while there is nothing to say', async () => {
    const { container } = render(<UpdateBar updates={null} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    const idle = fakeUpdates({ state: 'idle' });
    const rendered = render(<UpdateBar updates={idle.updates} />);
    await act(async () => undefined);
    expect(idle.updates.getStatus).toHaveBeenCalledOnce();
    expect(rendered.container.innerHTML).toBe('');
  });

  it('offers the download, shows its progress, then "Restart to update", each step only on a click', async () => {
    const { updates, emit } = fakeUpdates({ state: 'available', version: '1.3.0' });
    render(<UpdateBar updates={updates} />);
    const region = await screen.findByRole('region', { name: 'App update' });
    expect(region.textContent).toContain('Version 1.3.0 is available.');
    expect(updates.download).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(updates.download).toHaveBeenCalledOnce();

    emit({ state: 'downloading', version: '1.3.0', percent: 41.5 });
    expect(screen.getByRole('status').textContent).toBe('Downloading version 1.3.0: 42%');
    expect(screen.getByRole('progressbar', { name: 'Download progress' }).getAttribute('value')).toBe('42');
    expect(screen.queryByRole('button')).toBeNull();

    emit({ state: 'downloaded', version: '1.3.0' });
    expect(screen.getByRole('status').textContent).toBe('Version 1.3.0 is ready to install.');
    expect(updates.restart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(updates.restart).toHaveBeenCalledOnce();
  });

  it('says a failed download failed and checks again on Try again; stops listening when gone', async () => {
    const { updates, emit, listeners } = fakeUpdates({ state: 'idle' });
    const { unmount } = render(<UpdateBar updates={updates} />);
    emit({ state: 'error', version: '1.3.0' });
    expect(screen.getByRole('status').textContent).toBe('The update could not be downloaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(updates.check).toHaveBeenCalledOnce();
    unmount();
    expect(listeners.size).toBe(0);
  });
});
