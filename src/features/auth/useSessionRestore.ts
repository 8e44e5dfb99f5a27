/**
 * The session found when the app starts (logged in when a token is in the URL query or the
 * session and member info loads): `?token=` is taken from the address once and the address
 * cleaned with history.replaceState; then member info loads for whichever token there is.
 * `hadToken` is boot's finding (session.loggedIn at start).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from '../../app/sessionSlice';
import { sessionStarted } from './authSlice';
import { searchWithoutToken, takeUrlToken } from './urlToken';

/** Once per page load, whatever StrictMode or remounts do. */
let started = false;

export function useSessionRestore(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const hadToken = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (started) return;
    started = true;
    const { token, cleanUrl } = takeUrlToken(window.location.href);
    if (cleanUrl !== null) {
      window.history.replaceState(window.history.state, '', cleanUrl);
      // The router keeps its own copy of the location: let it see the clean one too.
      const search = searchWithoutToken(location.search);
      if (search !== location.search)
        void navigate(
          { pathname: location.pathname, search, hash: location.hash },
          { replace: true, state: location.state },
        );
    }
    if (!token && !hadToken) return;
    // Marked at once, so guards wait for the member instead of sending them away; the session
    // code itself loads only now, when there is a session (guests never download it).
    dispatch(sessionStarted({ origin: null }));
    void import('./session').then(({ restoreSession }) => dispatch(restoreSession({ urlToken: token, hadToken })));
    // Runs once at start; later changes of these values are not a new start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
