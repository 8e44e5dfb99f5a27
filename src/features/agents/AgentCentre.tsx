import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CentrePageView } from '../../app/CentrePageView';
import { PageFrame } from '../../components/PageFrame';
import {
  AGENT_PAGE_PARAM,
  agentPagePath,
  DEFAULT_AGENT_PAGE,
  isAgentPageKey,
  type AgentPageKey,
} from './agentPageKeys';
import { agentPageAvailability } from './menu/agentMenu';
import { AgentMenu } from './menu/AgentMenu';
import { useAgentMenuContext } from './menu/useAgentMenuContext';
import { AGENT_PAGES } from './pages';
import styles from './agent.module.css';

/** The page named in the address (`/agentHome?page=registerCenter`), or the team overview. */
export function useAgentPage(): AgentPageKey {
  const [params] = useSearchParams();
  const requested = params.get(AGENT_PAGE_PARAM);
  return isAgentPageKey(requested) ? requested : DEFAULT_AGENT_PAGE;
}

/**
 * The agent centre's frame (issue 6): the agent menu beside the chosen page. The page
 * lives in the address, so links, back and forward all work.
 */
export function AgentCentre() {
  const { t } = useTranslation(['agent', 'nav']);
  const page = useAgentPage();
  const context = useAgentMenuContext();
  return (
    <PageFrame title={t('nav:agentCentre')}>
      <div className={styles.centre}>
        <AgentMenu current={page} context={context} />
        <CentrePageView
          page={page}
          pages={AGENT_PAGES}
          availability={agentPageAvailability(page, context)}
          hidden={() => ({
            title: t(`menu.${page}`),
            reason: t('page.dividendOff'),
            back: { to: agentPagePath(DEFAULT_AGENT_PAGE), label: t('page.backToOverview') },
          })}
        />
      </div>
    </PageFrame>
  );
}
