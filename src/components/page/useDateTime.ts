import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats epoch ms as a date and time in the interface language ("20 Nov 2026, 14:05"). */
export function useDateTime(): (epochMs: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (epochMs) => (typeof epochMs === 'number' && Number.isFinite(epochMs) ? format.format(epochMs) : '—');
  }, [language]);
}
