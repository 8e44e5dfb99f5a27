import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/PageFrame';
import { useRouteTitleKey } from './currentRoute';
import type { NavKey } from './routeTable';

/**
 * The frame of a screen whose content comes in a later issue: its title and a neutral line,
 * nothing invented. Screens replace this as they are built.
 */
export function ScreenPlaceholder({ titleKey, children }: { titleKey?: NavKey; children?: ReactNode }) {
  const { t } = useTranslation(['common', 'nav']);
  const routeTitleKey = useRouteTitleKey();
  return (
    <PageFrame title={t(titleKey ?? routeTitleKey, { ns: 'nav' })}>
      <p>{t('nothingYet')}</p>
      {children}
    </PageFrame>
  );
}
