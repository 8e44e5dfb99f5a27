import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_VENDORS, type VendorCard, type VendorLane } from '../../../shared/wire';
import { useVendorLanesQuery } from '../gamesApi';
import { vendorTarget } from '../launch/launchDecision';
import { useLaunchGame } from '../launch/useLaunchGame';
import { HIDDEN_VENDORS } from '../launch/vendorLanes';
import { useLanguageCode } from '../useLanguageCode';
import styles from './home.module.css';
import { assetUrl } from '../../../platform/assetUrl';

/** The first `limit` vendor cards over all lanes, in lane order, each vendor once per type; hidden vendors (TCG_SEA) left out. */
export function homeVendorCards(lanes: readonly VendorLane[], limit: number = HOME_VENDORS): VendorCard[] {
  const seen = new Set<string>();
  const cards: VendorCard[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const key = `${card.gameType}|${card.vassalage}`;
      if (seen.has(key) || HIDDEN_VENDORS.includes(card.vassalage)) continue;
      seen.add(key);
      cards.push(card);
      if (cards.length === limit) return cards;
    }
  }
  return cards;
}

/**
 * Up to 5 vendors on the home page, from the vendor lanes (cached in the session);
 * placeholders of the cards' size while they load, so the rails below keep their place.
 * Choosing one launches the vendor through the launch flow, which decides where it goes
 * (login popup, lottery page, the /rng list, a vendor's game popup or the game).
 */
export function HomeVendors() {
  const { t } = useTranslation('games');
  const headingId = useId();
  const language = useLanguageCode();
  const { data, isLoading } = useVendorLanesQuery({ language });
  const launch = useLaunchGame();
  const cards = useMemo(() => homeVendorCards(data?.data.lanes ?? []), [data]);

  if (!isLoading && cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className={styles.heading}>
        {t('vendors.title')}
      </h2>
      <ul className={styles.vendors}>
        {/* While the lanes load, cards of the same size hold the rows the vendors will take. */}
        {isLoading
          ? Array.from({ length: HOME_VENDORS }, (_, index) => (
              <li key={`placeholder-${index}`} className={styles.vendorPlaceholder} aria-hidden="true" />
            ))
          : null}
        {cards.map((card) => (
          <li key={`${card.gameType}|${card.vassalage}`}>
            <button
              type="button"
              className={styles.vendor}
              aria-label={t('vendors.open', { name: card.displayName })}
              onClick={() => launch(vendorTarget(card, card.gameType))}
            >
              <img
                className={styles.vendorIcon}
                src={assetUrl(card.lagerIcon || card.smallIcon)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
              <span className={styles.vendorName}>{card.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
