import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/resources';

/** What every member page here uses: its own catalog, the shared words, game type names. */
export const PAGE_NAMESPACES = ['records', 'rewards', 'common', 'nav'] as const satisfies readonly Namespace[];

/**
 * Suspends the page until every catalog its parts use has loaded. A part that asks for a
 * catalog of its own later (an amount in a table that arrives after the page) would otherwise
 * suspend then, and the page would blank to the loader for a moment.
 */
export function usePageNamespaces(): void {
  useTranslation([...PAGE_NAMESPACES]);
}
