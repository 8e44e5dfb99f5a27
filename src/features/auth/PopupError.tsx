import { useTranslation } from 'react-i18next';
import { ScreenError } from '../../app/ScreenError';
import { Modal } from '../../components/Modal';

/** What an account popup shows when it failed to load or crashed: the error view, in the popup. */
export default function PopupError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal title={t('failure.genericTitle')} onClose={onClose}>
      <ScreenError error={error} />
    </Modal>
  );
}
