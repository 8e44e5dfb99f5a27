import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';
import { NARROW_QUERY, useMediaQuery } from './useMediaQuery';
import './components.css';

type CollapsibleNavProps = {
  /** The landmark's name, e.g. "Member menu". */
  label: string;
  /** The page shown now: the collapsed button says where the person is. */
  current: string;
  className?: string;
  children: ReactNode;
};

/**
 * A section menu (member and agent centres) that on narrow screens collapses behind a disclosure
 * button (issue 14 item 3: on a phone the full menu filled the screen before any content). The
 * button names the menu and the current page; it opens the list below it, and following a link
 * closes it again. Wide screens show the list beside the page with no button.
 */
export function CollapsibleNav({ label, current, className, children }: CollapsibleNavProps) {
  const { t } = useTranslation('common');
  const narrow = useMediaQuery(NARROW_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A new page (a link was followed): the menu folds away, showing the page.
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setOpen(false);
  }
  const collapsed = narrow && !open;
  return (
    <nav className={className} aria-label={label}>
      {narrow ? (
        <button
          type="button"
          className="collapsible-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{t('sectionMenu', { menu: label, page: current })}</span>
          <ChevronDownIcon
            size={18}
            className={open ? 'collapsible-nav__chevron collapsible-nav__chevron--open' : 'collapsible-nav__chevron'}
          />
        </button>
      ) : null}
      <div id={listId} hidden={collapsed}>
        {children}
      </div>
    </nav>
  );
}
