import { useMemo } from 'react';
import { sanitiseHtml } from './safeHtml';

type SafeHtmlProps = {
  /** Untrusted HTML (announcements, notices, server messages). */
  html: string;
  className?: string;
  id?: string;
};

/**
 * Renders server or operator HTML after sanitiseHtml: the only component through which such
 * HTML reaches the DOM. Loaded with the dialogs that use it, so DOMPurify stays off first paint.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  // Sanitised just above with DOMPurify (safeHtml.ts).
  return (
    <div
      id={id}
      className={className ? `safe-html ${className}` : 'safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
