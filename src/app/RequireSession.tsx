import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Loader } from '../components/Spinner';
import { platform } from '../platform/platform';

/** Whether a member session exists. The token, behind the platform seam, is the source of truth. */
export type SessionProbe = () => Promise<boolean>;

const tokenProbe: SessionProbe = async () => (await platform.token.get()) !== null;

/** Tests provide their own probe; the app uses the platform token. */
export const SessionProbeContext = createContext<SessionProbe>(tokenProbe);

type RequireSessionProps = { redirectTo: string; children: ReactNode };

/** Renders its children when a session token exists, else redirects (auth routes go to /login). */
export function RequireSession({ redirectTo, children }: RequireSessionProps) {
  const probe = useContext(SessionProbeContext);
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const [verdict, setVerdict] = useState<{ path: string; ok: boolean }>();

  useEffect(() => {
    let live = true;
    probe().then(
      (ok) => live && setVerdict({ path: pathname, ok }),
      () => live && setVerdict({ path: pathname, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [probe, pathname]);

  // The token is read asynchronously (on desktop it lives in the main process).
  if (!verdict || verdict.path !== pathname) return <Loader label={t('loading')} />;
  return verdict.ok ? children : <Navigate to={redirectTo} replace />;
}
