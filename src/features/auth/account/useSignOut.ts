/**
 * Sign out: a confirmation, then the loader while the session ends, then
 * home (the agent login page for agents and from the agent area).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDialog } from '../../ui/useDialog';
import { selectMember } from '../authSlice';
import { destinationAfterLogout } from '../loginFlow';
import { signOut } from '../session';

/** Resolves true when the member confirmed and the session ended. */
export function useSignOut(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const dialog = useDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const member = useAppSelector(selectMember);
  return useCallback(async () => {
    const answer = await dialog({
      id: 'sign-out',
      icon: 'info',
      title: { key: 'auth:account.signOut' },
      message: { key: 'auth:account.signOutQuestion' },
      buttons: [
        { id: 'signOut', label: { key: 'auth:account.signOut' }, variant: 'primary' },
        { id: 'cancel', label: { key: 'common:cancel' }, variant: 'secondary' },
      ],
    });
    if (answer !== 'signOut') return false;
    const target = destinationAfterLogout(pathname, member);
    await dispatch(signOut());
    void navigate(target);
    return true;
  }, [dialog, dispatch, navigate, pathname, member]);
}
