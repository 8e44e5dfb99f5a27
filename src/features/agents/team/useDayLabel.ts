import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats a report day ("2026-11-22", a UTC calendar day on the wire) as a short date in the
 * interface language ("22 Nov"); a day that does not parse is shown as it came.
 */
export function useDayLabel(): (day: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    }
    return (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(time) ? format.format(time) : day;
    };
  }, [language]);
}
