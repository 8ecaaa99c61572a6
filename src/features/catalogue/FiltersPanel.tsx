import { FilterGroupFieldset } from './FilterGroupFieldset.tsx';
import styles from './Filters.module.css';
import type { FilterGroupView, FilterOptionView } from './product-list.view-model.ts';

export interface FiltersPanelProps {
  groups: readonly FilterGroupView[];
  onToggle: (group: FilterGroupView, option: FilterOptionView) => void;
  onDeselect: (group: FilterGroupView) => void;
}

/** Every filter group the results offer (doc 3 §3: Categories, Offers, Dietary, Waitrose Brands, Available in). */
export function FiltersPanel({ groups, onToggle, onDeselect }: FiltersPanelProps) {
  if (groups.length === 0) return <p className={styles.empty}>No filters for these results.</p>;
  return (
    <div className={styles.panel}>
      {groups.map((group) => (
        <FilterGroupFieldset key={group.group} group={group} onToggle={onToggle} onDeselect={onDeselect} />
      ))}
    </div>
  );
}
