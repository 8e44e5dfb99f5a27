import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectMember } from '../authSlice';
import styles from './account.module.css';
import { useSignOut } from './useSignOut';
import { useTrialNotice } from './useTrialNotice';

/**
 * The header's signed-in state: the member's nickname (a link to the member centre;
 * agents get their centre too), a badge for trial accounts, whose name opens the "sign up or
 * log in" notice instead of the member centre, and Sign out.
 */
export function AccountMenu() {
  // No Suspense here: the header must not blank the page while this catalog loads.
  const { t, ready } = useTranslation('auth', { useSuspense: false });
  const member = useAppSelector(selectMember);
  const signOut = useSignOut();
  const trialNotice = useTrialNotice();
  if (!ready) return null;

  const name = member ? member.nickname || member.account : '';
  let account = null;
  if (member?.isTrial) {
    account = (
      <>
        <span className={styles.badge}>{t('account.trialBadge')}</span>
        <button type="button" className={`button ${styles.compact}`} onClick={() => void trialNotice()}>
          {name}
        </button>
      </>
    );
  } else if (member) {
    account = (
      <>
        <Link to="/member" className={styles.name} aria-label={t('account.memberCentre', { name })}>
          {name}
        </Link>
        {member.isAgent ? (
          <Link to="/agentHome" className={`button ${styles.compact}`}>
            {t('account.agentCentre')}
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.account} role="group" aria-label={t('account.label')}>
      {account}
      <button type="button" className={`button ${styles.compact}`} onClick={() => void signOut()}>
        {t('account.signOut')}
      </button>
    </div>
  );
}
