import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PageFrame } from '../../components/PageFrame';
import { selectMember } from '../auth/authSlice';
import styles from '../auth/login/login.module.css';
import { PasswordLoginForm } from '../auth/login/PasswordLoginForm';
import { useLoginAttempt } from '../auth/login/useLoginAttempt';
import { VerificationStep } from '../auth/login/VerificationStep';
import type { LoginOutcome } from '../auth/loginFlow';

/**
 * The agents' landing page (/agent, agent layout) with its own login: the call says
 * `agentLogin`, so the server refuses non-agents ('Non-agents cannot log in') and accounts
 * that are not members ('Non-member account unable to login'). Agents go on to /agentHome.
 */
export default function AgentLanding() {
  const { t } = useTranslation(['auth', 'nav']);
  const navigate = useNavigate();
  const member = useAppSelector(selectMember);
  const attempt = useLoginAttempt();

  if (member?.isAgent) return <Navigate to="/agentHome" replace />;

  // The server admitted an agent; a forced password change keeps them here under its modal.
  const onDone = (outcome: LoginOutcome) => {
    if (outcome.kind !== 'changePassword') void navigate('/agentHome');
  };

  return (
    <PageFrame title={t('nav:agentLogin')}>
      <div className={styles.agentForm}>
        <p className={styles.hint}>{t('auth:agent.intro')}</p>
        {attempt.challenge ? (
          <VerificationStep attempt={attempt} challenge={attempt.challenge} onDone={onDone} />
        ) : (
          <PasswordLoginForm attempt={attempt} onDone={onDone} agentLogin />
        )}
      </div>
    </PageFrame>
  );
}
