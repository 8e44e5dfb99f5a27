/**
 * The account layer of the app, mounted once inside the router (App.tsx): restores the session
 * at start, and shows the account popups the auth slice asks for, over whatever page is open:
 * login and register (opened by /login, /register, the header or `openLogin()` from any
 * feature), forgot password, the forced and the chosen password change (password/), and the
 * sign-out loader.
 */
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyScreen } from '../../app/lazyScreen';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { SigningOut } from './account/SigningOut';
import {
  closeAuthPopup,
  closeForgotPassword,
  openLogin,
  openRegister,
  passwordChangeClosed,
  selectAuthPopup,
  selectForgotPasswordOpen,
  selectPasswordChange,
  selectSigningOut,
} from './authSlice';
import type { LoginOutcome } from './loginFlow';
import { ChangePasswordHost } from './password/ChangePasswordHost';
import { selectActiveDialog } from '../ui/uiSlice';
import { useSessionRestore } from './useSessionRestore';

// Each popup is its own chunk, loaded the first time it opens.
const LoginPopup = lazyScreen(() => import('./login/LoginPopup'));
const RegisterPopup = lazyScreen(() => import('./register/RegisterPopup'));
const ForgotPasswordPopup = lazyScreen(() => import('./password/ForgotPasswordPopup'));
const ForcedPasswordChange = lazyScreen(() => import('./password/ChangePasswordModal'));
const PopupError = lazyScreen(() => import('./PopupError'));

const POPUP_ROUTES = ['/login', '/register'];

/** Mount once, inside the router, beside the routes. Renders nothing while no popup is open. */
export function AuthHost() {
  useSessionRestore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const popup = useAppSelector(selectAuthPopup);
  const forgotOpen = useAppSelector(selectForgotPasswordOpen);
  const passwordChange = useAppSelector(selectPasswordChange);
  // A first login with a default password: the welcome first, then the forced change (one modal
  // at a time, in a fixed order, however the welcome's catalog and the change's chunk race).
  const welcomeOpen = useAppSelector(selectActiveDialog)?.id === 'first-login';
  const signingOut = useAppSelector(selectSigningOut);
  const onPopupRoute = POPUP_ROUTES.includes(pathname);

  /** /login and /register are the popups over home: leaving the popup leaves the route. */
  const leaveRoute = () => {
    if (onPopupRoute) void navigate('/');
  };
  const close = () => {
    dispatch(closeAuthPopup());
    leaveRoute();
  };
  const switchTo = (next: 'login' | 'register') => {
    dispatch(next === 'login' ? openLogin() : openRegister());
    if (onPopupRoute) void navigate(`/${next}`, { replace: true });
  };
  const finished = (outcome: LoginOutcome, home?: boolean) => {
    if (outcome.kind === 'member' && outcome.destination) void navigate(outcome.destination);
    else if (home && pathname !== '/') void navigate('/');
    else leaveRoute();
  };

  return (
    <>
      <ErrorBoundary
        resetKeys={[popup, forgotOpen, passwordChange]}
        fallback={(error) => (
          <Suspense fallback={null}>
            <PopupError error={error} onClose={close} />
          </Suspense>
        )}
      >
        <Suspense fallback={null}>
          {popup === 'login' ? (
            <LoginPopup
              onClose={close}
              onDone={finished}
              onRegister={() => switchTo('register')}
              onLeave={leaveRoute}
            />
          ) : null}
          {popup === 'register' ? <RegisterPopup onClose={close} onLogin={() => switchTo('login')} /> : null}
          {forgotOpen ? <ForgotPasswordPopup onClose={() => dispatch(closeForgotPassword())} /> : null}
          {passwordChange && !welcomeOpen ? (
            <ForcedPasswordChange onClose={() => dispatch(passwordChangeClosed())} />
          ) : null}
        </Suspense>
      </ErrorBoundary>
      <ChangePasswordHost />
      {signingOut ? <SigningOut /> : null}
    </>
  );
}
