import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { LOBBY_PAGE_SIZE, type Game } from '../../../shared/wire';
import { useGameListQuery } from '../gamesApi';
import { useLanguageCode } from '../useLanguageCode';
import { useLaunchGame } from './useLaunchGame';
import type { GroupVendor } from './vendorGamesStore';
import styles from './launch.module.css';
import { assetUrl } from '../../../platform/assetUrl';

type VendorGamesPopupProps = { vendor: GroupVendor; onClose: () => void };

function gameName(game: Game): string {
  return game.displayName || game.gameName || game.nodeName;
}

/**
 * The popup game list of a group vendor: its games, a page at a time,
 * each a button that launches that game. The popup stays open, so another game is one click away.
 */
export default function VendorGamesPopup({ vendor, onClose }: VendorGamesPopupProps) {
  const { t } = useTranslation(['launch', 'common']);
  const launch = useLaunchGame();
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGameListQuery({
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    pageNo: page,
    pageSize: LOBBY_PAGE_SIZE,
    language: useLanguageCode(),
  });
  const games = data?.games ?? [];

  let body;
  if (isError) {
    body = (
      <div role="alert" className={styles.state}>
        <p>{t('vendorGames.error')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  } else if (!data) {
    body = <Spinner label={t('common:loading')} />;
  } else if (games.length === 0) {
    body = <p className={styles.state}>{t('vendorGames.empty')}</p>;
  } else {
    body = (
      <ul className={styles.gameGrid} aria-busy={isFetching}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <button
              type="button"
              className={styles.gameButton}
              onClick={() =>
                launch({
                  vassalage: game.vassalage,
                  gameType: game.gameType,
                  nodeId: game.nodeId,
                  gameCode: game.gameCode || game.gameId,
                  displayName: gameName(game),
                })
              }
            >
              <img
                className={styles.gameIcon}
                src={assetUrl(game.iconUrl || game.showIcon || game.defaultIcon)}
                alt=""
                loading="lazy"
                width={96}
                height={96}
              />
              <span className={styles.gameName}>{gameName(game)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal title={vendor.displayName} onClose={onClose} size="large" closeOnOutsideClick>
      {body}
      {data ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onPage={setPage}
          label={t('vendorGames.pages', { name: vendor.displayName })}
        />
      ) : null}
    </Modal>
  );
}
