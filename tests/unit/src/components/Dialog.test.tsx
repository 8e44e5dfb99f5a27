// @vitest-environment happy-dom
/**
 * The generic dialog in a DOM: accessible as a labelled modal dialog, focus moved
 * in, trapped and given back, Escape / outside click / timeout close it. Sanitising is
 * tested under jsdom (DialogHtml.test.tsx): DOMPurify does not work on happy-dom.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from '../../../../src/components/Dialog';
import { initI18n } from '../../../../src/i18n';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function renderDialog(props: Partial<DialogProps> = {}) {
  const onClose = vi.fn<(buttonId: string | null) => void>();
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const utils = render(
    <Dialog
      title="Session ended"
      icon="warning"
      message="You were logged out."
      buttons={[
        { id: 'ok', label: 'OK' },
        { id: 'later', label: 'Later' },
      ]}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...utils, onClose, opener };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with its message and buttons', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Session ended' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('You were logged out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('reports the pressed button', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledWith('later');
  });

  it('moves focus to the first button, keeps Tab inside and gives focus back on close', () => {
    const { opener, unmount } = renderDialog();
    const ok = screen.getByRole('button', { name: 'OK' });
    const later = screen.getByRole('button', { name: 'Later' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(ok);
    // Tab order inside: × (header), OK, Later; Tab on the last wraps to the first.
    later.focus();
    fireEvent.keyDown(later, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(later);
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('makes the rest of the app inert while open', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.prepend(root);
    const { unmount } = renderDialog();
    expect(root.hasAttribute('inert')).toBe(true);
    unmount();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('closes with Escape and the × button, reporting no button', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose.mock.calls).toEqual([[null], [null]]);
  });

  it('closes on an outside click only when asked to', () => {
    const first = renderDialog();
    const overlay = () => screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(overlay());
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(first.onClose).not.toHaveBeenCalled();
    cleanup();
    const second = renderDialog({ closeOnOutsideClick: true });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(second.onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(overlay());
    expect(second.onClose).toHaveBeenCalledWith(null);
  });

  it('closes by itself after its timeout', () => {
    vi.useFakeTimers();
    const { onClose } = renderDialog({ autoCloseMs: 3000 });
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith(null);
  });
});
