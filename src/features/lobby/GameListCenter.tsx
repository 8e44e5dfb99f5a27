import { useTranslation } from 'react-i18next';
import { useRouteSpec, useRouteTitleKey } from '../../app/currentRoute';
import { PageFrame } from '../../components/PageFrame';
import { GameLobby } from '../games/lobby/GameLobby';
import { isGameType } from '../../shared/wire';
import lobbyStyles from '../games/lobby/lobby.module.css';

/**
 * Game list centre by gameType (/live, /fish, /rng?vassalage=, /pvp). The route
 * table names the type; the lobby does the rest. Lazily loaded.
 */
export default function GameListCenter() {
  const { t } = useTranslation('nav');
  const title = t(useRouteTitleKey());
  const gameType = useRouteSpec()?.gameType;
  return (
    <PageFrame title={title} className={lobbyStyles.frame}>
      {isGameType(gameType) ? <GameLobby key={gameType} gameType={gameType} /> : null}
    </PageFrame>
  );
}
