/** The generic dialog queue: serialisable requests, oldest shown first, closed by id. */
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { dialogClosed, dialogSlice, openDialog, selectActiveDialog } from '../../../../../src/features/ui/uiSlice';

function store() {
  return configureStore({ reducer: { [dialogSlice.reducerPath]: dialogSlice.reducer } });
}

describe('dialog slice', () => {
  it('mounts under "dialog" and starts empty', () => {
    expect(dialogSlice.reducerPath).toBe('dialog');
    expect(selectActiveDialog(store().getState())).toBeUndefined();
  });

  it('gives each request an id and shows the oldest first', () => {
    const s = store();
    s.dispatch(openDialog({ title: { text: 'First' } }));
    s.dispatch(openDialog({ title: { key: 'errors:sessionEnded' }, icon: 'warning' }));
    const first = selectActiveDialog(s.getState());
    expect(first?.title).toEqual({ text: 'First' });
    expect(first?.id).toMatch(/.+/);
    s.dispatch(dialogClosed({ id: first!.id, buttonId: 'ok' }));
    expect(selectActiveDialog(s.getState())?.title).toEqual({ key: 'errors:sessionEnded' });
  });

  it('replaces a request with the same id instead of queueing it twice', () => {
    const s = store();
    s.dispatch(openDialog({ id: 'session-ended', title: { text: 'A' } }));
    s.dispatch(openDialog({ id: 'session-ended', title: { text: 'B' } }));
    expect(s.getState().dialog.queue).toHaveLength(1);
    expect(selectActiveDialog(s.getState())?.title).toEqual({ text: 'B' });
  });

  it('keeps the state serialisable (the default middleware would throw otherwise)', () => {
    const s = store();
    s.dispatch(
      openDialog({
        title: { text: 'T' },
        html: '<b>x</b>',
        buttons: [{ id: 'yes', label: { key: 'common:ok' }, variant: 'primary' }],
        closeOnOutsideClick: true,
        autoCloseMs: 3000,
      }),
    );
    expect(JSON.parse(JSON.stringify(s.getState().dialog))).toEqual(s.getState().dialog);
  });
});
