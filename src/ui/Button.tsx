import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Takes the full width of its container. */
  block?: boolean;
}

export interface ButtonProps extends ButtonLook, ComponentPropsWithRef<'button'> {}

/** The classes of a button, for a link that must look like one. */
export function buttonClassName({ variant = 'primary', size = 'medium', block = false }: ButtonLook = {}) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

/** The shop's button. It is a `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, type = 'button', className, ...props }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
