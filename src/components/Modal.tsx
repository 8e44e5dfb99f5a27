import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
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

  useEffect(() => {
    const overlay = overlayRef.current;
    const panel = panelRef.current;
    if (!overlay || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(overlay);
    const target = initialFocus?.current ?? focusableIn(panel)[0] ?? panel;
    target.focus();
    // On the document, not the panel: content that loads after opening can unmount the focused
    // element and leave focus on <body>, and Escape and Tab must still work then.
    const keydown = (event: globalThis.KeyboardEvent) => handleModalKey(event, overlay, panel, () => onCloseRef.current());
    document.addEventListener('keydown', keydown);
    return () => {
      document.removeEventListener('keydown', keydown);
      popModal(overlay);
      // Give focus back to whatever opened the modal, if it is still on the page.
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening; initialFocus is read at open time only.
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
            <button type="button" className="icon-button modal__close" aria-label={t('close')} onClick={() => onCloseRef.current()}>
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
