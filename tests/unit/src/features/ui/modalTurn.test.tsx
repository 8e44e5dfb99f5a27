// @vitest-environment happy-dom
/**
 * One modal at a time (issue 14 item 4, the defect: the announcement popup and the contract
 * offer stacked over the forgot-password, signed-out, welcome and forced-change dialogs).
 * src/features/ui/modalTurn.ts gives the dialogs that open by themselves a turn only when no
 * other dialog is open, one after the other.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { pushModal, popModal } from '../../../../../src/components/modalStack';
import {
  closeForgotPassword,
  forcePasswordChange,
  openForgotPassword,
  passwordChangeClosed,
} from '../../../../../src/features/auth/authSlice';
import { resetTurns, useModalTurn, type WaitingDialog } from '../../../../../src/features/ui/modalTurn';
import { dialogClosed, openDialog } from '../../../../../src/features/ui/uiSlice';
import { appStore } from '../../support/appHarness';

let setWants: Record<string, (wants: boolean) => void> = {};

function Waiting({ id }: { id: WaitingDialog }) {
  const [wants, set] = useState(true);
  setWants[id] = set;
  const shown = useModalTurn(id, wants);
  return <p data-testid={id}>{shown ? 'shown' : 'waiting'}</p>;
}

const state = (id: WaitingDialog) => screen.getByTestId(id).textContent;

afterEach(() => {
  cleanup();
  resetTurns();
  setWants = {};
});

describe('modal turns', () => {
  it('waits behind the welcome, then shows the popup and the offer one after the other', async () => {
    const store = await appStore();
    store.dispatch(openDialog({ id: 'first-login', title: { text: 'Welcome' } }));
    render(
      <Provider store={store}>
        <Waiting id="announcement-popup" />
        <Waiting id="contract-offer" />
      </Provider>,
    );
    expect([state('announcement-popup'), state('contract-offer')]).toEqual(['waiting', 'waiting']);
    act(() => void store.dispatch(dialogClosed({ id: 'first-login', buttonId: 'ok' })));
    // First asked, first served; the other still waits.
    expect([state('announcement-popup'), state('contract-offer')]).toEqual(['shown', 'waiting']);
    // A dialog opened over the holder (a confirmation, "signed out") does not take its turn away.
    act(() => void store.dispatch(openDialog({ id: 'session-ended', title: { text: 'Signed out' } })));
    expect(state('announcement-popup')).toBe('shown');
    act(() => setWants['announcement-popup']!(false));
    // The popup is closed, but "signed out" is still open: the offer waits for it too.
    expect([state('announcement-popup'), state('contract-offer')]).toEqual(['waiting', 'waiting']);
    act(() => void store.dispatch(dialogClosed({ id: 'session-ended', buttonId: 'ok' })));
    expect(state('contract-offer')).toBe('shown');
  });

  it('waits behind forgot password, a forced password change and any modal in the page', async () => {
    const store = await appStore();
    store.dispatch(openForgotPassword());
    render(
      <Provider store={store}>
        <Waiting id="announcement-popup" />
      </Provider>,
    );
    expect(state('announcement-popup')).toBe('waiting');
    const modal = document.createElement('div');
    act(() => {
      pushModal(modal);
      store.dispatch(forcePasswordChange({ reason: 'default', oldPasswordRequired: true }));
    });
    expect(state('announcement-popup')).toBe('waiting');
    act(() => void store.dispatch(closeForgotPassword()));
    act(() => void store.dispatch(passwordChangeClosed()));
    // The store has nothing open, but a modal is still in the page.
    expect(state('announcement-popup')).toBe('waiting');
    act(() => popModal(modal));
    expect(state('announcement-popup')).toBe('shown');
  });
});
