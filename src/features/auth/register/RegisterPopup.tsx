import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { BannerGroup } from '../../announcements/BannerGroup';
import type { RegisterMode } from '../../../shared/wire';
import { useWhitelabelFlags } from '../../system';
import { closeAuthPopup } from '../authSlice';
import styles from './authForms.module.css';
import { Tabs } from './fields/Tabs';
import { RegisterForm } from './RegisterForm';
import { RegisterSocial } from './RegisterSocial';
import { useRegisterRules } from './registerRules';
import { codesFromUrl } from './urlCodes';
import forms from '../../../components/forms.module.css';

export type RegisterPopupProps = {
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** "Already have an account? Log in". */
  onLogin: () => void;
};

/** Modes the site offers (USERNAMEREG3, MOBILENUMREG3); the mobile one is the default when on (whitelabel flags). */
export function registerModes(flags: Readonly<Record<string, boolean>>): RegisterMode[] {
  if (flags.REG3 === false) return [];
  return (['username', 'mobile'] as const).filter((mode) =>
    mode === 'username' ? flags.USERNAMEREG3 : flags.MOBILENUMREG3,
  );
}

/**
 * The register popup: a tab per registration mode the site offers, the form of the
 * chosen one, a way to the login popup. The invitation and referral codes are read from the
 * address once, when the popup opens. After a registration the popup closes and the member
 * lands on home (or wherever the login flow sends them).
 */
export default function RegisterPopup({ onClose, onLogin }: RegisterPopupProps) {
  const { t } = useTranslation(['register', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const { rules, error, retry } = useRegisterRules();
  const [urlCodes] = useState(() => codesFromUrl(window.location.href));
  const modes = registerModes(flags);
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes.includes('mobile') ? 'mobile' : modes[0];

  const firstField = useRef<HTMLInputElement>(null);
  // Rules that arrive after the popup opened: the form appears then, and its first field takes the focus.
  const [rulesAtOpen] = useState(rules !== undefined);
  const ready = rules !== undefined;
  useEffect(() => {
    if (ready && !rulesAtOpen) firstField.current?.focus();
  }, [ready, rulesAtOpen]);

  function registered(destination: string) {
    dispatch(closeAuthPopup());
    navigate(destination);
  }

  let body;
  if (!mode) body = <p className={styles.notice}>{t('closed')}</p>;
  else if (error)
    body = (
      <div className={forms.formError} role="alert">
        <p>
          {t('loadFailed')} {error.message}
        </p>
        <button type="button" className="button" onClick={retry}>
          {t('common:retry')}
        </button>
      </div>
    );
  else if (!rules) body = <Spinner label={t('common:loading')} />;
  else
    body = (
      <>
        <Tabs
          label={t('tabs.label')}
          items={modes.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          selected={mode}
          onSelect={setChosen}
        >
          <RegisterForm
            key={mode}
            mode={mode}
            rules={rules}
            flags={flags}
            urlCodes={urlCodes}
            onRegistered={registered}
            firstFieldRef={firstField}
          />
        </Tabs>
        <RegisterSocial
          onDone={(outcome) => registered(outcome.kind === 'member' && outcome.destination ? outcome.destination : '/')}
        />
      </>
    );

  return (
    <Modal title={t('title')} onClose={onClose} size="small" initialFocus={firstField}>
      <BannerGroup group="w_register" />
      {body}
      <p className={styles.hint}>
        {t('haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('login')}
        </button>
      </p>
    </Modal>
  );
}
