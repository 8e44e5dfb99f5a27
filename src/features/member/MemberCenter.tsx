import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CentrePageView } from '../../app/CentrePageView';
import { Modal } from '../../components/Modal';
import { PageFrame } from '../../components/PageFrame';
import { ConsolidatedPanel } from '../contracts';
import { useSiteConfig } from '../system';
import Home from '../lobby/Home';
import {
  centreLinkState,
  DEFAULT_MEMBER_PAGE,
  isMemberPageKey,
  memberPagePath,
  PAGE_PARAM,
  type MemberPageKey,
} from './memberPageKeys';
import { pageAvailability } from './menu/memberMenu';
import { MemberMenu } from './menu/MemberMenu';
import { useMenuContext } from './menu/useMenuContext';
import { MEMBER_PAGES } from './pages';
import styles from './member.module.css';

/** The page named in the address (`/member?page=depositv2`), or the first page. */
export function useMemberPage(): MemberPageKey {
  const [params] = useSearchParams();
  const requested = params.get(PAGE_PARAM);
  return isMemberPageKey(requested) ? requested : DEFAULT_MEMBER_PAGE;
}

/**
 * The member centre (/member, issue 4): the member menu beside the chosen page.
 * The page lives in the address, so links, back and forward and the payment page's return
 * link all work. The site configuration shows it as a page, or as an overlay (a large modal
 * over the home page) that closes back to where the member came from.
 */
export default function MemberCenter() {
  const { t } = useTranslation(['member', 'nav']);
  const site = useSiteConfig();
  const page = useMemberPage();
  const context = useMenuContext();
  const navigate = useNavigate();
  const location = useLocation();

  const body = (
    <div className={styles.centre}>
      <ConsolidatedPanel />
      <MemberMenu current={page} context={context} />
      <CentrePageView
        page={page}
        pages={MEMBER_PAGES}
        availability={pageAvailability(page, context)}
        hidden={() => ({
          title: t(`menu.${page}`),
          reason: t(page === 'transferFund' ? 'page.singleWallet' : 'page.noUpline'),
          back: { to: memberPagePath(DEFAULT_MEMBER_PAGE), label: t('page.backToAccount') },
        })}
      />
    </div>
  );

  if (site.memberCenterMode !== 'overlay') {
    return (
      <PageFrame title={t('nav:member')} className={styles.frame}>
        {body}
      </PageFrame>
    );
  }
  const { from } = centreLinkState(location);
  return (
    <>
      <Home />
      <Modal title={t('nav:member')} size="large" className={styles.overlay} onClose={() => void navigate(from)}>
        {body}
      </Modal>
    </>
  );
}
