import { useId, useState } from 'react';
import styles from './Filters.module.css';
import {
  FILTER_VALUES_SHOWN,
  type FilterGroupView,
  type FilterOptionView,
} from './product-list.view-model.ts';

export interface FilterGroupFieldsetProps {
  group: FilterGroupView;
  onToggle: (group: FilterGroupView, option: FilterOptionView) => void;
  onDeselect: (group: FilterGroupView) => void;
}

/**
 * One filter group: checkboxes, or radio buttons with the group's deselect option first for single-choice
 * groups ('Show all availability', 'All Categories'). Ten values show, then 'Show more' (doc 3 §5).
 */
export function FilterGroupFieldset({ group, onToggle, onDeselect }: FilterGroupFieldsetProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = group.options.length - FILTER_VALUES_SHOWN;
  const shown = expanded || hidden <= 0 ? group.options : group.options.slice(0, FILTER_VALUES_SHOWN);
  const type = group.singleChoice ? 'radio' : 'checkbox';
  const name = `${id}-${group.group}`;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.label}</legend>
      <ul className={styles.options} id={`${id}-options`}>
        {group.singleChoice && group.deselectLabel && (
          <li>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                className={styles.input}
                checked={!group.anyApplied}
                onChange={() => onDeselect(group)}
              />
              <span className={styles.optionText}>{group.deselectLabel}</span>
            </label>
          </li>
        )}
        {shown.map((option) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type={type}
                name={name}
                className={styles.input}
                checked={option.applied}
                // The count's parentheses read badly: 'Vegan (30 products)' is said instead.
                aria-label={`${option.label} (${option.count.toLocaleString('en-GB')} ${option.count === 1 ? 'product' : 'products'})`}
                onChange={() => onToggle(group, option)}
                // A single choice is clicked again to take it back, as with the deselect option.
                onClick={() => {
                  if (type === 'radio' && option.applied) onToggle(group, option);
                }}
              />
              <span className={styles.optionText}>{option.label}</span>
              <span className={styles.count} aria-hidden="true">
                ({option.count.toLocaleString('en-GB')})
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : `Show more (${hidden})`}
        </button>
      )}
    </fieldset>
  );
}
