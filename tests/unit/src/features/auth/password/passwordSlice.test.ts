/** The change-password modal opened by choice: open, close, and gone with the session. */
import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../../../../../src/app/sessionSlice';
import { signedOut } from '../../../../../../src/features/auth/authSlice';
import {
  changePasswordClosed,
  openChangePassword,
  passwordSlice,
} from '../../../../../../src/features/auth/password/passwordSlice';

const reduce = passwordSlice.reducer;
const open = reduce(undefined, openChangePassword());

describe('passwordSlice', () => {
  it('opens and closes the change-password modal', () => {
    expect(open.changeOpen).toBe(true);
    expect(reduce(open, changePasswordClosed()).changeOpen).toBe(false);
  });

  it('closes it when the session ends or the member signs out', () => {
    expect(reduce(open, sessionEnded({ message: 'gone', errorCode: 'login.not.session', at: 1 })).changeOpen).toBe(
      false,
    );
    expect(reduce(open, signedOut()).changeOpen).toBe(false);
  });
});
