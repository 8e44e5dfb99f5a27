import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Loader } from '../../../components/Spinner';
import { PageFrame } from '../../../components/PageFrame';
import { selectAuthStatus, selectMember } from '../authSlice';
import { leaveTrial } from '../session';
import styles from './account.module.css';

/**
 * Screens for official accounts only (the member centre): a trial account sees 'Sign up or log
 * in to an official account' instead, with the ways to do so.
 */
export function OfficialAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'nav', 'common']);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const navigate = useNavigate();
  // Home first: once the trial session ends this member-only page has nothing to show.
  const leave = (next: 'login' | 'register') => {
    void navigate('/');
    void dispatch(leaveTrial(next));
  };

  if (status === 'loading') return <Loader label={t('common:loading')} />;
  if (!member?.isTrial) return children;
  return (
    <PageFrame title={t('nav:member')}>
      <div className={styles.notice}>
        <p className={styles.noticeMessage}>{t('auth:trial.message')}</p>
        <p>{t('auth:trial.detail')}</p>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => leave('register')}>
            {t('auth:trial.register')}
          </button>
          <button type="button" className="button" onClick={() => leave('login')}>
            {t('auth:trial.login')}
          </button>
        </div>
      </div>
    </PageFrame>
  );
}
