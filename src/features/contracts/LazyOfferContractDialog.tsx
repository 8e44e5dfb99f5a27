import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Modal } from '../../components/Modal';
import type { OfferContractDialogProps } from './OfferContractDialog';

// The terms editor loads when an agent first opens the dialog, not with the downline table.
const OfferContractDialog = lazy(() => import('./OfferContractDialog'));

/** What shows when the dialog's chunk could not be downloaded: the reason, and a way out. */
function DialogUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal title={t('failure.chunkTitle')} onClose={onClose} size="small">
      <p role="alert">{t('failure.chunkMessage')}</p>
    </Modal>
  );
}

/** OfferContractDialog, loaded on first use. */
export function LazyOfferContractDialog(props: OfferContractDialogProps) {
  return (
    <ErrorBoundary fallback={() => <DialogUnavailable onClose={props.onClose} />}>
      <Suspense fallback={null}>
        <OfferContractDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
