import { useCallback, useEffect, useState } from 'react';
import type { SearchResults } from '../../api/catalogue.ts';
import { reportError } from '../../app/error-reporting.ts';
import { Button } from '../../ui/Button.tsx';
import { onDemand, preloadWhenIdle, useOnDemand } from '../../ui/on-demand.ts';
import type { Refinements } from './catalogue.search.ts';
import styles from './Filters.module.css';
import { FiltersPanel } from './FiltersPanel.tsx';
import { type FilterGroupView, filterGroupsView } from './product-list.view-model.ts';
import { clearedRefinements, deselectedRefinements, toggledRefinements } from './refinements.ts';

// The dialog's code is not needed for the first paint of a results page (issue 5): it loads once the page
// is idle, so it is there before the shopper opens it, and at once if they open it before that.
const modalCode = onDemand(() => import('../../ui/Modal.tsx'));

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
  const groups: FilterGroupView[] = draft ? filterGroupsView(results, draft) : [];
  // A dialog whose code cannot load does not open; pressing Filter again tries again.
  const onLoadFailure = useCallback((error: unknown) => {
    reportError(error, { caught: 'filters modal' });
    setDraft(null);
  }, []);
  const Modal = useOnDemand(modalCode, draft !== null, onLoadFailure)?.Modal;
  useEffect(() => preloadWhenIdle(modalCode), []);

  return (
    <>
      <Button variant="secondary" className={styles.openModal} onClick={() => setDraft(refinements)}>
        {applied > 0 ? `Filter (${applied})` : 'Filter'}
      </Button>
      {Modal && (
        <Modal
          open={draft !== null}
          title="Filter"
          onClose={() => setDraft(null)}
          actions={
            <>
              <Button
                onClick={() => {
                  if (draft) onApply(draft);
                  setDraft(null);
                }}
              >
                Done
              </Button>
              <Button
                variant="secondary"
                onClick={() => setDraft((current) => current && clearedRefinements(current))}
              >
                Clear all
              </Button>
            </>
          }
        >
          {draft && (
            // The list scrolls inside the dialog, so its title and its Done stay in view.
            <div className={styles.modalPanel}>
              <FiltersPanel
                groups={groups}
                onToggle={(group, option) => setDraft(toggledRefinements(draft, group, option))}
                onDeselect={(group) => setDraft(deselectedRefinements(draft, group))}
              />
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
