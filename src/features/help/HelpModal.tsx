import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';

/**
 * The help centre popup opened by /help over the home page (anchors #term, #privacy, #app
 * pick a section once the help content exists). Only its frame for now.
 */
export default function HelpModal() {
  const { t } = useTranslation(['nav', 'common']);
  const navigate = useNavigate();
  return (
    <Modal title={t('help')} size="large" onClose={() => navigate('/')} closeOnOutsideClick>
      <p>{t('nothingYet', { ns: 'common' })}</p>
    </Modal>
  );
}
