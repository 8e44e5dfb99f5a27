import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useWhitelabelFlags } from '../../system';
import { Tabs, type TabItem } from '../register/fields/Tabs';
import { closeAuthPopup, loginTabChosen, openForgotPassword, selectLoginTab, type LoginTab } from '../authSlice';
import type { LoginOutcome } from '../loginFlow';
import { SocialButtons } from '../social/SocialButtons';
import { FreePlayButton } from './FreePlayButton';
import styles from './login.module.css';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useLoginAttempt } from './useLoginAttempt';
import { VerificationStep } from './VerificationStep';

type LoginPanelProps = {
  onDone: (outcome: LoginOutcome, home?: boolean) => void;
  onRegister: () => void;
  /** Called when a link leaves the popup for another screen or popup. */
  onLeave: () => void;
  usernameRef: RefObject<HTMLInputElement | null>;
};

/**
 * The login popup's content: username and SMS tabs (SMS only with
 * MOBILEVERCODELOGIN3), the unregistered-IP step when the server asks for it, social sign-in
 * when configured, free play (FREEPLAY3), and links to forgot password, register and terms.
 */
export function LoginPanel({ onDone, onRegister, onLeave, usernameRef }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const flags = useWhitelabelFlags();
  const chosen = useAppSelector(selectLoginTab);
  const attempt = useLoginAttempt();

  if (attempt.challenge) return <VerificationStep attempt={attempt} challenge={attempt.challenge} onDone={onDone} />;

  const smsEnabled = flags.MOBILEVERCODELOGIN3 === true;
  const tab: LoginTab = smsEnabled ? chosen : 'username';
  const tabs: TabItem<LoginTab>[] = [{ key: 'username', label: t('login.usernameTab') }];
  if (smsEnabled) tabs.push({ key: 'sms', label: t('login.smsTab') });

  return (
    <div className={styles.panel}>
      <Tabs
        label={t('login.methods')}
        items={tabs}
        selected={tab}
        onSelect={(key) => {
          attempt.clearMessage();
          dispatch(loginTabChosen(key));
        }}
      >
        {tab === 'sms' ? (
          <SmsLoginForm attempt={attempt} onDone={onDone} />
        ) : (
          <PasswordLoginForm attempt={attempt} onDone={onDone} usernameRef={usernameRef} />
        )}
      </Tabs>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            dispatch(openForgotPassword());
            onLeave();
          }}
        >
          {t('login.forgotPassword')}
        </button>
        <span>
          {t('login.noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRegister}>
            {t('login.register')}
          </button>
        </span>
      </div>
      <SocialButtons attempt={attempt} onDone={onDone} />
      {flags.FREEPLAY3 ? <FreePlayButton onDone={onDone} /> : null}
      <p className={styles.terms}>
        {t('login.termsNotice')}{' '}
        <Link to="/help#term" onClick={() => dispatch(closeAuthPopup())}>
          {t('login.terms')}
        </Link>
      </p>
    </div>
  );
}
