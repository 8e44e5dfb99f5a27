import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { closeAuthPopup, openLogin, openRegister } from './authSlice';

type AuthPopupProps = { mode: 'login' | 'register' };

/**
 * The /login and /register routes (spec §2: home with the popup over it). The popup itself is
 * shown by AuthHost, the same one `openLogin()` opens from anywhere; this route only asks for
 * it, and closing the popup leaves the route (AuthHost navigates home).
 */
export default function AuthPopup({ mode }: AuthPopupProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(mode === 'login' ? openLogin() : openRegister());
    // Leaving the route (back button, a link) closes the popup it opened.
    return () => {
      dispatch(closeAuthPopup());
    };
  }, [dispatch, mode]);
  return null;
}
