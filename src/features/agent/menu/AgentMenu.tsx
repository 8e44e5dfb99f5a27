import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The agent menu (spec §2): a navigation landmark of links with the current page marked, then
 * customer service. On a phone the list becomes one scrollable strip (agent.module.css); the
 * current entry is scrolled into view so it is never hidden off the edge.
 */
export function AgentMenu({ current, context }: AgentMenuProps) {
  const { t } = useTranslation('agent');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const link = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // Not in every DOM (jsdom has no layout); the strip then simply starts at the beginning.
    link?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <ul ref={list} className={styles.menuList}>
        {agentMenu(context).map((entry) =>
          entry.kind === 'customerService' ? (
            <li key="customerService">
              <button type="button" className={styles.menuItem} onClick={context.openCustomerService}>
                {t('menu.customerService')}
              </button>
            </li>
          ) : (
            <li key={entry.key}>
              <Link to={agentPagePath(entry.key)} className={styles.menuItem} aria-current={entry.key === current ? 'page' : undefined}>
                {t(`menu.${entry.key}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
