import { useTranslation } from 'react-i18next';
import { useRouteSpec } from '../../app/currentRoute';
import { PageFrame } from '../../components/PageFrame';
import { Spinner } from '../../components/Spinner';
import { isGameType, type GameType, type VendorCard } from '../../shared/wire';
import { vendorTarget } from '../games/launch/launchDecision';
import { useLaunchGame } from '../games/launch/useLaunchGame';
import { useVendorLanes } from '../games/launch/useVendorLanes';
import { vendorIcon } from '../games/launch/vendorLanes';
import styles from '../games/launch/launch.module.css';
import { assetUrl } from '../../platform/assetUrl';

function VendorCards({ gameType, cards }: { gameType: GameType; cards: readonly VendorCard[] }) {
  const { t } = useTranslation('launch');
  const launch = useLaunchGame();
  return (
    <ul className={styles.vendorGrid}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className={styles.vendorButton}
            aria-label={t('center.play', { name: card.displayName })}
            onClick={() => launch(vendorTarget(card, gameType))}
          >
            <img
              className={styles.vendorIcon}
              src={assetUrl(vendorIcon(card))}
              alt=""
              loading="lazy"
              width={192}
              height={108}
            />
            <span className={styles.vendorName}>{card.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Game centre by gameType (/sports, /esports, /lott, /elott): the merchant's vendors of that
 * type (vendor lanes, with the client's e-sports split), each card launching its vendor through
 * the launch flow (lottery vendors go to their lottery pages).
 */
export default function GameCenter() {
  const { t } = useTranslation(['nav', 'launch', 'common']);
  const route = useRouteSpec();
  const { byType, isError, refetch } = useVendorLanes();
  const gameType = route?.gameType && isGameType(route.gameType) ? route.gameType : undefined;
  const cards = gameType && byType ? byType[gameType] : undefined;

  let body;
  if (!gameType) body = null;
  else if (cards && cards.length > 0) body = <VendorCards gameType={gameType} cards={cards} />;
  else if (cards) body = <p className={styles.state}>{t('launch:center.empty')}</p>;
  else if (isError) {
    body = (
      <div role="alert" className={styles.state}>
        <p>{t('launch:center.error')}</p>
        <button type="button" className="button" onClick={refetch}>
          {t('common:retry')}
        </button>
      </div>
    );
  } else body = <Spinner label={t('common:loading')} />;

  return <PageFrame title={t(route?.title ?? 'notFound')}>{body}</PageFrame>;
}
