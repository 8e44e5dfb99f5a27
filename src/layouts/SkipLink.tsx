import { useTranslation } from 'react-i18next';

/** "Skip to content": focuses the main region without touching the URL (a hash would be a route on desktop). */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${targetId}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
