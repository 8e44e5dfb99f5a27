import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Loader } from '../../../components/Spinner';
import { selectAuthStatus, selectMember } from '../authSlice';

/**
 * The agent centre's guard (the agent pages send non-agents to /agent):
 * waits for member info, then lets agents in and sends everyone else to the agent login page.
 */
export function AgentOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  if (status === 'loading') return <Loader label={t('loading')} />;
  return member?.isAgent ? children : <Navigate to="/agent" replace />;
}
