import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Names the dialog (its heading, and its accessible name). */
  title: string;
  /** What the dialog says; it describes the dialog to assistive technology. */
  children: ReactNode;
  /** The buttons, in the order they are read. */
  actions?: ReactNode;
  /**
   * Closing by the close button, Escape or a click outside. Without it the dialog cannot be closed: only
   * its actions lead on (doc 1 §8: the network error and session timeout modals).
   */
  onClose?: () => void;
  closeLabel?: string;
  /** 'alertdialog' for a dialog that interrupts to report a problem. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Everything outside the dialog is made inert while it is open, and given back as it was. */
function makeTheRestInert(container: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== container && !element.hasAttribute('inert'),
  );
  for (const element of others) element.setAttribute('inert', '');
  return () => {
    for (const element of others) element.removeAttribute('inert');
  };
}

/**
 * The shop's modal dialog: rendered over the page with `aria-modal`, labelled by its title and described by
 * its text; focus moves into it, stays inside it (Tab and Shift+Tab wrap around) and returns to where it
 * was when the dialog closes.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  closeLabel = 'Close',
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The first action has the focus, so that Enter does what the dialog asks; else the dialog itself.
    const first = dialog?.querySelector('[data-modal-actions]')?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const restore = containerRef.current ? makeTheRestInert(containerRef.current) : () => {};
    return () => {
      restore();
      returnFocusTo?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const content = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      {actions && (
        <div className={styles.actions} data-modal-actions="">
          {actions}
        </div>
      )}
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </>
  );
  const dialogProps = {
    ref: dialogRef,
    className: styles.dialog,
    'aria-labelledby': titleId,
    'aria-describedby': bodyId,
    tabIndex: -1,
    onKeyDown,
  };

  return createPortal(
    // A click on the backdrop is a pointer convenience; Escape and the close button do the same.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dialog handles Escape
    <div
      ref={containerRef}
      className={styles.overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      {role === 'alertdialog' ? (
        <div role="alertdialog" aria-modal="true" {...dialogProps}>
          {content}
        </div>
      ) : (
        <div role="dialog" aria-modal="true" {...dialogProps}>
          {content}
        </div>
      )}
    </div>,
    document.body,
  );
}
