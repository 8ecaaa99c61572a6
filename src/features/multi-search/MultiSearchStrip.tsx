import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { multiSearchPath } from '../../domain/multi-search.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './MultiSearch.module.css';
import { useOpenMultiSearch } from './use-open-multi-search.ts';

export interface MultiSearchStripProps {
  /** The stored list (`useStoredMultiSearchList()`), in the shopper's order. */
  terms: readonly string[];
  /** The term whose results the page shows (the `value` query parameter). */
  activeTerm: string;
}

/**
 * The multi-search strip (doc 3 §2: only on the multi-search route): every term of the list as a link to
 * its results, the one shown marked as the current page, and 'Edit list' to change the list in the modal.
 */
export function MultiSearchStrip({ terms, activeTerm }: MultiSearchStripProps) {
  const onEditList = useOpenMultiSearch();
  const router = useRouter();
  const active = activeTerm.trim().toLowerCase();
  const onClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <nav className={styles.strip} aria-label="Multi-search list">
      <ul className={styles.stripTerms}>
        {terms.map((term, index) => {
          const href = multiSearchPath(term);
          const current = term.toLowerCase() === active;
          return (
            // The list may hold the same term twice; its place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: terms are not unique
            <li key={`${index}:${term}`}>
              <a
                href={href}
                className={styles.stripTerm}
                aria-current={current ? 'page' : undefined}
                onClick={onClick(href)}
              >
                {term}
              </a>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="small" className={styles.stripEdit} onClick={onEditList}>
        Edit list
      </Button>
    </nav>
  );
}
