import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { agentPagePath } from '../agentPageKeys';
import styles from './downlines.module.css';

/** Where the address says the drill-down is: `parent` is the member whose downlines show. */
export const PARENT_PARAM = 'parent';

/** The address of a level of the team: the agent's own direct downlines without a parent. */
export function teamLevelPath(parentId: string | null): string {
  return agentPagePath('downlineManagmentView', parentId ? { [PARENT_PARAM]: parentId } : {});
}

/**
 * The drill-down breadcrumb, from the agent (shown as "My team") down to the member whose
 * downlines show. Every level but the current one is a link back up; the level lives in the
 * address, so the browser's back and forward buttons move through levels too.
 */
export function TeamPath({ path }: { path: ReadonlyArray<{ id: string; account: string }> }) {
  const { t } = useTranslation('agent');
  const levels = path.length > 0 ? path : [{ id: '', account: '' }];
  return (
    <nav aria-label={t('downlines.path')} className={styles.path}>
      <ol>
        {levels.map((level, index) => {
          const name = index === 0 ? t('downlines.myTeam') : level.account;
          const current = index === levels.length - 1;
          return (
            <li key={level.id || 'me'}>
              {current ? (
                <span aria-current="page">{name}</span>
              ) : (
                <Link to={teamLevelPath(index === 0 ? null : level.id)}>{name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
