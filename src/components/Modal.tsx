import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { Spinner } from './Spinner';
import { focusableIn, isTopModal, popModal, pushModal } from './modalStack';
import './components.css';

export type ModalProps = {
  title: ReactNode;
  /** Called for Escape, the close button and (if enabled) a click outside the panel. */
  onClose: () => void;
  children?: ReactNode;
  /** Shown under the content, e.g. the dialog's buttons. */
  footer?: ReactNode;
  /** Shown before the title, e.g. the dialog's icon. */
  icon?: ReactNode;
  closeOnOutsideClick?: boolean;
  /** Hide the × button (the footer then must offer a way out; Escape still works). */
  hideCloseButton?: boolean;
  /** Element to focus first; otherwise the first focusable control, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

/**
 * The base modal: a labelled `role="dialog"` with `aria-modal`, rendered in a portal.
 * Focus moves in on open, is trapped while open and goes back where it was on close.
 */
/** Escape and the Tab trap of the top modal, wherever focus is. */
function handleModalKey(event: globalThis.KeyboardEvent, overlay: HTMLElement, panel: HTMLElement, close: () => void) {
  if (!isTopModal(overlay) || event.defaultPrevented) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (!panel.contains(document.activeElement)) {
    // Focus fell out of the modal (its element was removed): bring it back in.
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Renders nothing; tells its Suspense boundary's owner when the content is committed and when
 * it is taken away. Its layout effect runs before the owner's in the same commit, and again
 * each time the boundary shows its content after a fallback.
 */
function WhenShown({ onShown, onHidden }: { onShown: () => void; onHidden: () => void }) {
  const latest = useRef({ onShown, onHidden });
  useLayoutEffect(() => {
    latest.current = { onShown, onHidden };
  });
  useLayoutEffect(() => {
    latest.current.onShown();
    return () => latest.current.onHidden();
  }, []);
  return null;
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  icon,
  closeOnOutsideClick = false,
  hideCloseButton = false,
  initialFocus,
  size = 'medium',
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The element the modal itself last gave focus to: while focus is still there, the user has
  // not moved it, and the modal may move it again when more of its content arrives.
  const placedFocus = useRef<Element | null>(null);
  /** Where focus goes in: the chosen element, else the first control, else the panel. */
  const focusFirst = () => {
    const panel = panelRef.current;
    if (!panel) return;
    const target = initialFocus?.current ?? focusableIn(panel)[0] ?? panel;
    target.focus();
    placedFocus.current = target;
  };
  // Whether the body is on screen, not its loading fallback. A modal that opens before its body
  // is there holds focus on the panel until it arrives.
  const bodyShown = useRef(false);
  const onBodyShown = () => {
    bodyShown.current = true;
    const overlay = overlayRef.current;
    if (!overlay || !isTopModal(overlay)) return; // not open yet: the opening effect places focus
    const active = document.activeElement;
    // Content arrived (first, or again after loading more): it may hold the chosen field. Hidden
    // content also drops the focus it had, to <body>.
    if (active === null || active === document.body || active === placedFocus.current) focusFirst();
  };

  // A layout effect, not a passive one: focus must move in the commit that shows the modal. A
  // passive effect can run after the first click inside the modal and steal the focus that click
  // gave (a submit that focuses the first wrong field would lose it to the close button).
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const panel = panelRef.current;
    if (!overlay || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(overlay);
    if (bodyShown.current) focusFirst();
    else {
      panel.focus();
      placedFocus.current = panel;
    }
    // On the document, not the panel: content that loads after opening can unmount the focused
    // element and leave focus on <body>, and Escape and Tab must still work then.
    const keydown = (event: globalThis.KeyboardEvent) =>
      handleModalKey(event, overlay, panel, () => onCloseRef.current());
    document.addEventListener('keydown', keydown);
    return () => {
      document.removeEventListener('keydown', keydown);
      popModal(overlay);
      // Give focus back to whatever opened the modal, if it is still on the page.
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening; initialFocus is read when focus moves in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts on the backdrop itself counts, not a drag out of the panel.
    if (closeOnOutsideClick && event.target === event.currentTarget) onCloseRef.current();
  }

  return createPortal(
    <div ref={overlayRef} className="modal-overlay" onMouseDown={onOverlayMouseDown}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      >
        <header className="modal__header">
          {icon}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className="icon-button modal__close"
              aria-label={t('close')}
              onClick={() => onCloseRef.current()}
            >
              <CloseIcon />
            </button>
          )}
        </header>
        {/*
          The modal's own boundary: content that suspends after the modal is shown (a catalog
          namespace, a lazy part) waits in here. Left to a boundary outside, it would hide the
          modal's tree, which tears down its layout effect (Escape, the Tab trap, the modal
          stack) while the portal stays on screen, so keys pressed then were lost.
        */}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <div className="modal__body">{children}</div>
          {/* A div, not <footer>: inside a dialog a footer would read as a second page footer landmark. */}
          {footer ? <div className="modal__footer">{footer}</div> : null}
          <WhenShown
            onShown={onBodyShown}
            onHidden={() => {
              bodyShown.current = false;
            }}
          />
        </Suspense>
      </div>
    </div>,
    document.body,
  );
}
