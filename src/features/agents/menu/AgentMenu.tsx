import { useTranslation } from 'react-i18next';
import { CollapsibleNav } from '../../../components/CollapsibleNav';
import { Link } from 'react-router-dom';
import { agentPagePath, type AgentPageKey } from '../agentPageKeys';
import styles from '../agent.module.css';
import { agentMenu } from './agentMenu';
import type { AgentMenuState } from './useAgentMenuContext';

type AgentMenuProps = {
  current: AgentPageKey;
  context: AgentMenuState;
};

/**
 * The agent menu: a navigation landmark of links with the current page marked, then
 * customer service. On a phone it folds behind a button naming the current page
 * (CollapsibleNav), so the page comes first.
 */
export function AgentMenu({ current, context }: AgentMenuProps) {
  const { t } = useTranslation('agent');
  return (
    <CollapsibleNav className={styles.menu} label={t('menu.label')} current={t(`menu.${current}`)}>
      <ul className={styles.menuList}>
        {agentMenu(context).map((entry) =>
          entry.kind === 'customerService' ? (
            <li key="customerService">
              <button type="button" className={styles.menuItem} onClick={context.openCustomerService}>
                {t('menu.customerService')}
              </button>
            </li>
          ) : (
            <li key={entry.key}>
              <Link
                to={agentPagePath(entry.key)}
                className={styles.menuItem}
                aria-current={entry.key === current ? 'page' : undefined}
              >
                {t(`menu.${entry.key}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </CollapsibleNav>
  );
}
