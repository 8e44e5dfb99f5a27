import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../system';
import styles from '../login/login.module.css';
import type { LoginOutcome } from '../loginFlow';
import type { LoginAttempt } from '../login/useLoginAttempt';
import { loadSocialSignIn, socialConfigOf, SocialSignInError, type SocialProvider } from './socialSignIn';

type SocialButtonsProps = { attempt: LoginAttempt; onDone: (outcome: LoginOutcome) => void };

/** "Continue with Google / Facebook", only when the site configuration enables it. */
export function SocialButtons({ attempt, onDone }: SocialButtonsProps) {
  const { t } = useTranslation('auth');
  const config = socialConfigOf(useSystemStatus().status?.info.site);
  const [problem, setProblem] = useState<'closed' | 'failed' | null>(null);
  if (!config) return null;

  async function signIn(provider: SocialProvider) {
    if (!config || attempt.busy) return;
    setProblem(null);
    let idToken: string;
    try {
      idToken = await (await loadSocialSignIn(config)).idToken(provider);
    } catch (error) {
      return setProblem(error instanceof SocialSignInError ? error.reason : 'failed');
    }
    const outcome = await attempt.submit({
      username: '',
      password: '',
      captcha: null,
      type: 'firebase',
      firebaseIdToken: idToken,
    });
    if (outcome) onDone(outcome);
  }

  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('login.socialDivider')}</p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {t(problem === 'closed' ? 'social.closed' : 'social.failed')}
        </p>
      ) : null}
      <div className={styles.socialButtons}>
        {config.providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button"
            disabled={attempt.busy}
            onClick={() => void signIn(provider)}
          >
            {t(provider === 'google' ? 'social.google' : 'social.facebook')}
          </button>
        ))}
      </div>
    </div>
  );
}
