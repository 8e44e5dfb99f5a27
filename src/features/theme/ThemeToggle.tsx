import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';
import { toggleTheme } from './theme';
import { useTheme } from './useTheme';

/** A toggle button: pressed means the dark theme. The choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('darkTheme')}
      title={t('darkTheme')}
      onClick={toggleTheme}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
