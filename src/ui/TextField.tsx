import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';
import { fieldTextIds } from './field-text-ids.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  /** The input's id: the label, the error summary's link and the hint and error texts hang on it. */
  id: string;
  label: string;
  /** What is wrong with the value (doc 1 §5's message), shown under the label and read with the input. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Beside the input, inside the field (e.g. the show-password toggle). */
  addOn?: ReactNode;
}

/**
 * A labelled text input. An error marks the input `aria-invalid` and is read with it (`aria-describedby`),
 * after the hint.
 */
export function TextField({ id, label, error, hint, addOn, className, ...input }: TextFieldProps) {
  const ids = fieldTextIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className={styles.error}>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </p>
      )}
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addOn}
      </div>
    </div>
  );
}
