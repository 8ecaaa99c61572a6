import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './Header.module.css';
import { HeaderLink } from './HeaderLink.tsx';
import type { AccountMenuItem } from './header.view-model.ts';
import { AccountIcon, ChevronDownIcon } from './MenuButtonIcons.tsx';

export interface AccountMenuProps {
  label: string;
  items: readonly AccountMenuItem[];
  onSignOut: () => void;
  onReturnToAdmin: () => void;
}

/**
 * The My Account menu as a disclosure (a button with aria-expanded and a list of links and buttons):
 * Enter or Space toggles it, Escape closes it and gives focus back to the button, and it closes when
 * focus or a click goes elsewhere.
 */
export function AccountMenu({ label, items, onSignOut, onReturnToAdmin }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the disclosure it wraps
    <div ref={rootRef} className={styles.accountMenu} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <AccountIcon />
        <span className={styles.accountButtonLabel}>{label}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={panelId} className={styles.accountPanel} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'link' ? (
              <HeaderLink href={item.href} className={styles.accountItem}>
                {item.label}
              </HeaderLink>
            ) : (
              <button
                type="button"
                className={styles.accountItem}
                onClick={act(item.kind === 'sign-out' ? onSignOut : onReturnToAdmin)}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
