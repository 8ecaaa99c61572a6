import type { SearchResults } from '../../api/catalogue.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { Refinements } from './catalogue.search.ts';
import styles from './Filters.module.css';
import { FiltersPanel } from './FiltersPanel.tsx';
import { filterGroupsView } from './product-list.view-model.ts';
import { clearedRefinements, deselectedRefinements, toggledRefinements } from './refinements.ts';

export interface FiltersDialogProps {
  results: Pick<SearchResults, 'filters' | 'categoryLevelFilters'>;
  /** The choices being made, until Done; null while the dialog is closed. */
  draft: Refinements | null;
  onDraft: (draft: Refinements | null) => void;
  onApply: (refinements: Refinements) => void;
}

/**
 * The filters modal's dialog (doc 3 §4 "Filters on mobile open in a modal and apply with Done. 'Clear all'
 * resets."), loaded when the page is idle or when Filter is pressed (src/features/catalogue/FiltersModal.tsx).
 */
export function FiltersDialog({ results, draft, onDraft, onApply }: FiltersDialogProps) {
  return (
    <Modal
      open={draft !== null}
      title="Filter"
      onClose={() => onDraft(null)}
      actions={
        <>
          <Button
            onClick={() => {
              if (draft) onApply(draft);
              onDraft(null);
            }}
          >
            Done
          </Button>
          <Button variant="secondary" onClick={() => onDraft(draft && clearedRefinements(draft))}>
            Clear all
          </Button>
        </>
      }
    >
      {draft && (
        // The list scrolls inside the dialog, so its title and its Done stay in view.
        <div className={styles.modalPanel}>
          <FiltersPanel
            groups={filterGroupsView(results, draft)}
            onToggle={(group, option) => onDraft(toggledRefinements(draft, group, option))}
            onDeselect={(group) => onDraft(deselectedRefinements(draft, group))}
          />
        </div>
      )}
    </Modal>
  );
}
