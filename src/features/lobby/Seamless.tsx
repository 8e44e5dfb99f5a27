import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from '../../app/sessionSlice';
import { PageFrame } from '../../components/PageFrame';
import { currentLanguage } from '../../i18n';
import { openLogin, selectAuthStatus, selectIsTrial } from '../auth/authSlice';
import { GameFrame } from '../games/launch/GameFrame';
import { seamlessGame, seamlessLaunchArgs, type SeamlessGame } from '../games/launch/seamlessQuery';
import { useFramedLaunch } from '../games/launch/useFramedLaunch';
import frameStyles from '../games/launch/gameFrame.module.css';

function PlayingGame({ game }: { game: SeamlessGame }) {
  const language = currentLanguage();
  const args = useMemo(() => seamlessLaunchArgs(game, language), [game, language]);
  const { state, retry } = useFramedLaunch(args, game.name);
  const titleId = useId();
  // The game fills the view; its name is the page's (visually hidden) heading and the frame's title.
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {state.status === 'ready' ? state.title : game.name}
      </h1>
      <GameFrame state={state} name={game.name} onRetry={retry} />
    </section>
  );
}

/**
 * The seamless game view (/seamless?vassalage=&nodeId=&gameCode=): the game inside the page,
 * under the header only (the layout hides footer, right bar and language selector). Guests are
 * asked to log in, trial players to use an official account.
 */
export default function Seamless() {
  const { t } = useTranslation(['launch', 'nav']);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const query = params.toString();
  const game = useMemo(() => seamlessGame(new URLSearchParams(query)), [query]);
  const sessionOpen = useAppSelector(selectLoggedIn);
  const authStatus = useAppSelector(selectAuthStatus);
  const isTrial = useAppSelector(selectIsTrial);

  // A session being restored: wait for it, neither asking to log in nor launching before it is
  // known whether the account is a trial one.
  if (game && authStatus === 'loading') return <PageFrame title={game.name} />;
  if (game && (sessionOpen || authStatus === 'member') && !isTrial) return <PlayingGame game={game} />;

  let body;
  if (!game) {
    body = (
      <>
        <p>{t('frame.noGame')}</p>
        <Link to="/" className="button button--primary">
          {t('frame.lobby')}
        </Link>
      </>
    );
  } else if (isTrial) {
    body = (
      <GameFrame state={{ status: 'failed', problem: { kind: 'trial' } }} name={game.name} onRetry={() => undefined} />
    );
  } else {
    body = (
      <>
        <p>{t('frame.loginNeeded')}</p>
        <button type="button" className="button button--primary" onClick={() => dispatch(openLogin())}>
          {t('trial.login')}
        </button>
      </>
    );
  }
  return (
    <PageFrame title={game ? game.name : t('seamless', { ns: 'nav' })}>
      <div className={frameStyles.state}>{body}</div>
    </PageFrame>
  );
}
