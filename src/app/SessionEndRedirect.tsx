import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from './hooks';

/**
 * When the server ends the session (`sessionEnded`; docs/protocol.md, Error codes), leave the page:
 * home, or the agent login page from the agent area. Renders nothing.
 */
export function SessionEndRedirect() {
  const endedAt = useAppSelector((state) => state.session.endedAt);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  const handled = useRef(endedAt);

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (endedAt === null || endedAt === handled.current) return;
    handled.current = endedAt;
    void navigate(pathRef.current.startsWith('/agent') ? '/agent' : '/', { replace: true });
  }, [endedAt, navigate]);

  return null;
}
