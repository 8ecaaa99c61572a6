import { useState } from 'react';
import type { SearchResults } from '../../api/catalogue.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { Refinements } from './catalogue.search.ts';
import styles from './Filters.module.css';
import { FiltersPanel } from './FiltersPanel.tsx';
import { type FilterGroupView, filterGroupsView } from './product-list.view-model.ts';
import { clearedRefinements, deselectedRefinements, toggledRefinements } from './refinements.ts';

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

  return (
    <>
      <Button variant="secondary" className={styles.openModal} onClick={() => setDraft(refinements)}>
        {applied > 0 ? `Filter (${applied})` : 'Filter'}
      </Button>
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
    </>
  );
}
