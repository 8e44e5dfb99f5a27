import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { BannerGroup } from '../../announcements/BannerGroup';
import type { LoginOutcome } from '../loginFlow';
import { LoginPanel } from './LoginPanel';

export type LoginPopupProps = {
  onClose: () => void;
  onDone: (outcome: LoginOutcome, home?: boolean) => void;
  onRegister: () => void;
  onLeave: () => void;
};

/**
 * The login popup: a labelled modal whose first focus is the username. Its own lazy chunk, so
 * the forms (and the crypto of the encrypted login call) load only when someone logs in.
 */
export default function LoginPopup({ onClose, onDone, onRegister, onLeave }: LoginPopupProps) {
  const { t } = useTranslation('nav');
  const usernameRef = useRef<HTMLInputElement>(null);
  return (
    <Modal title={t('login')} onClose={onClose} initialFocus={usernameRef}>
      <BannerGroup group="w_login" />
      <LoginPanel onDone={onDone} onRegister={onRegister} onLeave={onLeave} usernameRef={usernameRef} />
    </Modal>
  );
}
