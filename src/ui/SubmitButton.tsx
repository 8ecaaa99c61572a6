import type { FormEvent } from 'react';
import { Button, type ButtonProps } from './Button.tsx';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form has been sent and its answer is awaited. */
  busy: boolean;
  /** What the button says meanwhile, e.g. 'Signing in...'. */
  busyLabel: string;
}

/**
 * A form's submit button that shows progress while the form is sent. It stays focusable (aria-disabled
 * rather than disabled) so that keyboard users keep their place; forms ignore a submit while it is busy
 * (see `whenNotBusy`).
 */
export function SubmitButton({ busy, busyLabel, children, onClick, className, ...props }: SubmitButtonProps) {
  return (
    <Button
      {...props}
      className={[busy && styles.busy, className].filter(Boolean).join(' ') || undefined}
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A form's onSubmit that never sends twice: it does nothing while `busy`. */
export function whenNotBusy(busy: boolean, submit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) submit();
  };
}
