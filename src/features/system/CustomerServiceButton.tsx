import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../components/icons';
import '../../components/components.css';
import styles from './GatePage.module.css';
import { useCustomerService } from './useCustomerService';

/**
 * "Customer service": opens the first customer-service entry of the status call (or the one
 * of `csType`). Says so in place when the entry has no usable URL.
 */
export function CustomerServiceButton({ csType }: { csType?: string }) {
  const { t } = useTranslation(['boot', 'errors']);
  const { available, open } = useCustomerService();
  const [failed, setFailed] = useState(false);
  if (!available) return null;

  const onClick = async () => {
    const opened = await open(csType).catch(() => false);
    setFailed(!opened);
  };

  return (
    <>
      <button type="button" className="button button--primary" onClick={() => void onClick()}>
        <HeadsetIcon size={18} />
        {t('boot:customerService')}
      </button>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('errors:invalidUrl')}
        </p>
      ) : null}
    </>
  );
}
