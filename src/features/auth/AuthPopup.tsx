import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from '../../app/sessionSlice';
import { closeAuthPopup, openLogin, openRegister } from './authSlice';

type AuthPopupProps = { mode: 'login' | 'register' };

/**
 * The /login and /register routes (home with the popup over it). The popup itself is
 * shown by AuthHost, the same one `openLogin()` opens from anywhere; this route only asks for
 * it, and closing the popup leaves the route (AuthHost navigates home).
 *
 * A member who is already logged in has nothing to do here: the route gives way to home, so
 * the address and the tab title follow the page shown (issue 14 item 12), not "Log in".
 */
export default function AuthPopup({ mode }: AuthPopupProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Logged in on arrival; a login made in this popup goes where the login flow sends it.
  const loggedInNow = useAppSelector(selectLoggedIn);
  const [loggedIn] = useState(loggedInNow);
  useEffect(() => {
    if (loggedIn) {
      void navigate('/', { replace: true });
      return undefined;
    }
    dispatch(mode === 'login' ? openLogin() : openRegister());
    // Leaving the route (back button, a link) closes the popup it opened.
    return () => {
      dispatch(closeAuthPopup());
    };
  }, [dispatch, mode, loggedIn, navigate]);
  return null;
}
