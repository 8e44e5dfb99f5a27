import { useTranslation } from 'react-i18next';
import { CollapsibleNav } from '../../../components/CollapsibleNav';
import { Link, useLocation } from 'react-router-dom';
import { useSignOut } from '../../auth/account/useSignOut';
import { useMemberBadgesQuery } from '../memberApi';
import { centreLinkState, memberPagePath, type MemberPageKey } from '../memberPageKeys';
import styles from '../member.module.css';
import { badgeCount, badgeText, memberMenu, type MenuContext } from './memberMenu';

type MemberMenuProps = {
  current: MemberPageKey;
  context: MenuContext;
};

/**
 * The member menu: a navigation landmark of links, the current page marked, badge
 * counts spoken as words ("3 new"), then the agent centre for agents and Sign out. On a phone it
 * folds behind a button naming the current page (CollapsibleNav), so the page comes first.
 */
export function MemberMenu({ current, context }: MemberMenuProps) {
  const { t } = useTranslation('member');
  const badges = useMemberBadgesQuery();
  const signOut = useSignOut();
  // Carried along, so the overlay still closes back to where the member came from.
  const linkState = centreLinkState(useLocation());
  return (
    <CollapsibleNav className={styles.menu} label={t('menu.label')} current={t(`menu.${current}`)}>
      <ul className={styles.menuList}>
        {memberMenu(context).map((entry) => {
          if (entry.kind === 'agent') {
            return (
              <li key="agent">
                <Link to="/agentHome" className={styles.menuItem}>
                  {t('menu.agent')}
                </Link>
              </li>
            );
          }
          if (entry.kind === 'signOut') {
            return (
              <li key="signOut">
                <button type="button" className={styles.menuItem} onClick={() => void signOut()}>
                  {t('menu.signOut')}
                </button>
              </li>
            );
          }
          const count = badgeCount(entry.key, badges.data);
          return (
            <li key={entry.key}>
              <Link
                to={memberPagePath(entry.key)}
                state={linkState}
                className={styles.menuItem}
                aria-current={entry.key === current ? 'page' : undefined}
              >
                <span>{t(`menu.${entry.key}`)}</span>{' '}
                {count > 0 ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{badgeText(count)}</span>
                    <span className="visually-hidden">{t('menu.badge', { count })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </CollapsibleNav>
  );
}
