import { useEffect, useRef, type ComponentType } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { Modal } from './Modal';
import { SafeHtml } from './SafeHtml';
import { sanitiseHtml } from './safeHtml';
import './components.css';

export type DialogIconKind = 'info' | 'success' | 'warning' | 'error';

export type DialogButtonProps = {
  id: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
};

export type DialogProps = {
  title: string;
  icon?: DialogIconKind;
  /** Untrusted HTML (announcements, server messages): sanitised before it is rendered. */
  html?: string;
  /** Plain text, used when there is no html. */
  message?: string;
  buttons: DialogButtonProps[];
  /** buttonId is null for Escape, the × button, an outside click or the timeout. */
  onClose: (buttonId: string | null) => void;
  closeOnOutsideClick?: boolean;
  autoCloseMs?: number;
};

const ICONS: Record<DialogIconKind, ComponentType<{ size?: number; className?: string }>> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** Sanitises server HTML for the dialog body: no scripts, handlers, forms or styles (safeHtml.ts). */
export const sanitiseDialogHtml = sanitiseHtml;

/** The generic dialog: icon, title, html, buttons, outside click, auto-close. */
export function Dialog({
  title,
  icon,
  html,
  message,
  buttons,
  onClose,
  closeOnOutsideClick,
  autoCloseMs,
}: DialogProps) {
  const firstButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!autoCloseMs || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => onCloseRef.current(null), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  const Icon = icon ? ICONS[icon] : null;
  return (
    <Modal
      title={title}
      size="small"
      className={icon ? `dialog dialog--${icon}` : 'dialog'}
      icon={Icon ? <Icon size={28} className="dialog__icon" /> : undefined}
      onClose={() => onCloseRef.current(null)}
      closeOnOutsideClick={closeOnOutsideClick}
      initialFocus={firstButton}
      footer={buttons.map((button, i) => (
        <button
          key={button.id}
          ref={i === 0 ? firstButton : undefined}
          type="button"
          className={`button button--${button.variant ?? (i === 0 ? 'primary' : 'secondary')}`}
          onClick={() => onCloseRef.current(button.id)}
        >
          {button.label}
        </button>
      ))}
    >
      {html ? (
        <SafeHtml className="dialog__html" html={html} />
      ) : message ? (
        <p className="dialog__message">{message}</p>
      ) : null}
    </Modal>
  );
}
