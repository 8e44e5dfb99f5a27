import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';

type AuthPopupProps = { mode: 'login' | 'register' };

/**
 * The login or register popup opened by /login and /register over the home page. Only its
 * frame for now: the forms come with the auth issue. Closing it goes back to home.
 */
export default function AuthPopup({ mode }: AuthPopupProps) {
  const { t } = useTranslation(['nav', 'common']);
  const navigate = useNavigate();
  return (
    <Modal title={t(mode === 'login' ? 'login' : 'register')} onClose={() => navigate('/')} closeOnOutsideClick>
      <p>{t('nothingYet', { ns: 'common' })}</p>
    </Modal>
  );
}
