import { useCallback, useEffect, useState } from 'react';
import type { SearchResults } from '../../api/catalogue.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { Button } from '../../ui/Button.tsx';
import { onDemand, preloadWhenIdle, useOnDemand } from '../../ui/on-demand.ts';
import styles from './Catalogue.module.css';
import type { Refinements } from './catalogue.search.ts';

// The dialog's code is not needed for the first paint of a results page (issue 5): it loads once the page
// is idle, so it is there before the shopper opens it, and at once if they open it before that.
const dialogCode = onDemand(() => import('./FiltersDialog.tsx'));

export interface FiltersModalProps {
  results: Pick<SearchResults, 'filters' | 'categoryLevelFilters'>;
  refinements: Refinements;
  onApply: (refinements: Refinements) => void;
}

/**
 * Filters on small screens (doc 3 §4 "Filters on mobile open in a modal and apply with Done. 'Clear all'
 * resets."): choices are made in the modal and applied together with Done; closing it keeps the page's.
 */
export function FiltersModal({ results, refinements, onApply }: FiltersModalProps) {
  // The choices being made, until Done; null while the modal is closed.
  const [draft, setDraft] = useState<Refinements | null>(null);
  const applied = refinements.filterTags.length + (refinements.category ? 1 : 0);
  // A dialog whose code cannot load does not open; pressing Filter again tries again.
  const onLoadFailure = useCallback((error: unknown) => {
    reportError(error, { caught: 'filters modal' });
    setDraft(null);
  }, []);
  const FiltersDialog = useOnDemand(dialogCode, draft !== null, onLoadFailure)?.FiltersDialog;
  useEffect(() => preloadWhenIdle(dialogCode), []);

  return (
    <>
      <Button variant="secondary" className={styles.openFilters} onClick={() => setDraft(refinements)}>
        {applied > 0 ? `Filter (${applied})` : 'Filter'}
      </Button>
      {FiltersDialog && (
        <FiltersDialog results={results} draft={draft} onDraft={setDraft} onApply={onApply} />
      )}
    </>
  );
}
