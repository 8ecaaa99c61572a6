import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';
import { fieldTextIds } from './field-text-ids.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null | undefined;
}

/** A labelled select; an error is shown and read with it, as in TextField. */
export function SelectField({ id, label, options, error, className, ...select }: SelectFieldProps) {
  const ids = fieldTextIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {error && (
        <p id={ids.error} className={styles.error}>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </p>
      )}
      <div className={styles.control}>
        <select
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
