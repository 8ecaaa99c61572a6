import { type KeyboardEvent, useId, useState } from 'react';
import styles from './ProductPage.module.css';

/**
 * A product tag ('New recipe', 'Allergen update') with its tooltip (doc 3 §3 productTags). The tooltip shows
 * on hover and on focus, is read with the tag (aria-describedby), and Escape hides it (WCAG 1.4.13).
 */
export function ProductTag({ name, tooltip }: { name: string; tooltip: string }) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };
  return (
    <span className={styles.tag} data-dismissed={dismissed || undefined}>
      <button
        type="button"
        className={styles.tagButton}
        aria-describedby={tooltipId}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(false)}
        onMouseEnter={() => setDismissed(false)}
      >
        {name}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {tooltip}
      </span>
    </span>
  );
}
