import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../authForms.module.css';
import { useThrottle } from '../countdown';
import { useCaptchaImageMutation } from '../../authApi';
import { TextField } from './TextField';
import forms from '../../../../components/forms.module.css';

type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Changing it fetches a new image, e.g. after a failed submit burnt the old one. */
  refreshKey: number;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The captcha: its text field, and beside it the image (GET /wps/captcha, a bare base64 PNG) as
 * a button that loads a new one, at most once per second.
 */
export function CaptchaField({ value, onChange, onBlur, error, refreshKey, maxLength, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation('register');
  const [fetchCaptcha, { data, isLoading, isError }] = useCaptchaImageMutation();
  const allow = useThrottle();

  useEffect(() => {
    void fetchCaptcha();
  }, [fetchCaptcha, refreshKey]);

  const refresh = () => {
    if (allow()) void fetchCaptcha();
  };

  const image = data ? (
    <img className={styles.captchaImage} src={`data:image/png;base64,${data}`} alt={t('captcha.image')} />
  ) : null;
  const button = (
    <button
      type="button"
      className={`${styles.captchaButton} ${styles.sideButton}`}
      onClick={refresh}
      aria-label={t('captcha.refresh')}
      aria-busy={isLoading || undefined}
    >
      {image ?? <span>{isLoading ? t('captcha.loading') : t('captcha.refresh')}</span>}
    </button>
  );
  return (
    <>
      <TextField
        name="captcha"
        label={t('fields.captcha')}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        required
        autoComplete="off"
        maxLength={maxLength}
        inputRef={inputRef}
        after={button}
      />
      {isError ? <p className={forms.message}>{t('captcha.failed')}</p> : null}
    </>
  );
}
