import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { useAppDispatch } from '../../../app/hooks';
import { leaveTrial } from '../../auth/session';
import { memberPagePath } from '../../member/memberPageKeys';
import { frameSandbox } from './frameUrl';
import type { FramedLaunch } from './useFramedLaunch';
import styles from './gameFrame.module.css';

type GameFrameProps = {
  state: FramedLaunch;
  /** The game's name while it starts. */
  name: string;
  onRetry: () => void;
};

/**
 * A launched game inside the page: a spinner while it starts, the game in a frame filling the
 * space (titled with the game's name), or what went wrong with a way on.
 *
 * The frame is sandboxed (frameSandbox): scripts, forms and popups (cashier pages of vendors) are
 * allowed, its own origin only for this page's origin; navigating this app away only after the
 * player's own click (a "back" button).
 */
export function GameFrame({ state, name, onRetry }: GameFrameProps) {
  const { t } = useTranslation(['launch', 'common', 'cashier', 'errors']);
  const dispatch = useAppDispatch();

  if (state.status === 'starting') {
    return (
      <div className={styles.state}>
        <Spinner label={t('frame.starting', { name })} size="large" />
      </div>
    );
  }
  if (state.status === 'ready') {
    return (
      <iframe
        className={styles.frame}
        src={state.url}
        title={state.title}
        allow="autoplay; fullscreen"
        allowFullScreen
        sandbox={frameSandbox(state.url, window.location.origin)}
      />
    );
  }

  const { problem } = state;
  if (problem.kind === 'trial') {
    return (
      <div role="alert" className={styles.state}>
        <p>{t('trial.message')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void dispatch(leaveTrial('register'))}
          >
            {t('trial.register')}
          </button>
          <button type="button" className="button" onClick={() => void dispatch(leaveTrial('login'))}>
            {t('trial.login')}
          </button>
        </div>
      </div>
    );
  }
  let message: string;
  if (problem.kind === 'previousGameOpen') message = t('previousGameOpen.message');
  else if (problem.kind === 'insufficientBalance') message = problem.message || t('cashier:insufficient.message');
  else if (problem.kind === 'message') message = problem.message || t('errors:unknown');
  else if (problem.kind === 'refused') message = t('refused');
  else message = t('failed.title');
  return (
    <div role="alert" className={styles.state}>
      <h2 className={styles.problemTitle}>
        {problem.kind === 'previousGameOpen' ? t('previousGameOpen.title') : t('failed.title')}
      </h2>
      <p>{message}</p>
      <div className={styles.actions}>
        {problem.kind === 'insufficientBalance' ? (
          <Link to={memberPagePath('depositv2')} className="button button--primary">
            {t('cashier:insufficient.deposit')}
          </Link>
        ) : null}
        <button type="button" className="button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      </div>
    </div>
  );
}
