import { type MouseEvent, useEffect, useId, useRef } from 'react';
import styles from './FormErrorSummary.module.css';

export interface FormError {
  message: string;
  /** The id of the input the message is about; without one, the message is about the whole form. */
  fieldId?: string | undefined;
}

export interface FormErrorSummaryProps {
  errors: readonly FormError[];
  /** Changes on each submit: the summary takes the focus again, so the shopper hears what is wrong. */
  submitCount?: number;
  title?: string;
}

/**
 * What is wrong with a submitted form, at its top: each message links to its input. It takes the focus when
 * it appears and on every submit that still finds errors, and is announced.
 */
export function FormErrorSummary({
  errors,
  submitCount = 0,
  title = 'There is a problem',
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each submit that still finds errors refocuses
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;

  // The browser's own jump to a fragment would change the address; focusing the input is what is wanted.
  const focusField = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const input = document.getElementById(fieldId);
    input?.focus();
    input?.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? 'form'}:${error.message}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={focusField(error.fieldId)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
