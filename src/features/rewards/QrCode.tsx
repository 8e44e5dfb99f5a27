import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { QR_DEFAULTS, qrDataUrl } from './qrSvg';
import styles from './rewards.module.css';

type QrCodeProps = {
  text: string;
  /** The image's alternative text. */
  label: string;
};

type Drawn = { text: string; src: string } | { text: string; failed: true };

/** A QR code of `text` with the defaults of qrSvg.ts, drawn after the qrcode package loads. */
export function QrCode({ text, label }: QrCodeProps) {
  const { t } = useTranslation(['rewards', 'common']);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    qrDataUrl(text).then(
      (src) => current && setDrawn({ text, src }),
      () => current && setDrawn({ text, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  const { size } = QR_DEFAULTS;
  if (drawn?.text === text && 'src' in drawn) {
    return <img className={styles.qr} src={drawn.src} width={size} height={size} alt={label} />;
  }
  if (drawn?.text === text) return <p className={styles.problem}>{t('rewards:referral.qrFailed')}</p>;
  return (
    <div className={styles.qrPending} style={{ width: size, height: size }}>
      <Spinner label={t('common:loading')} />
    </div>
  );
}
