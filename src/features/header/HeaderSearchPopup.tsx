import { useEffect, useRef } from 'react';
import { ClockIcon } from './HeaderIcons.tsx';
import searchStyles from './HeaderSearch.module.css';
import type { HeaderSearch } from './header.view-model.ts';
import type { HeaderSearchView } from './header-search.view-model.ts';

export interface HeaderSearchPopupProps {
  view: HeaderSearchView;
  search: HeaderSearch;
  /** The listbox's id, which the box's aria-controls names. */
  listboxId: string;
  /** Each option's id, which the box's aria-activedescendant names. */
  optionId: (index: number) => string;
  /** An option was clicked. */
  onSelect: (index: number) => void;
}

/**
 * What the search box offers (doc 3 §4): recent searches on an empty box, or suggestions with the typed
 * part marked, the highlighted one kept in view. It loads when the shop has arrived (issue 5): before that
 * the box offers nothing.
 */
export function HeaderSearchPopup({ view, search, listboxId, optionId, onSelect }: HeaderSearchPopupProps) {
  const { options, highlighted } = view;
  const expanded = options.length > 0;
  const offersHistory = options[0]?.kind === 'history';
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (highlighted === null) return;
    listRef.current?.querySelector(`[data-index="${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  return (
    <div className={searchStyles.popup} hidden={!expanded}>
      {offersHistory && (
        <p className={searchStyles.popupHeading} aria-hidden="true">
          {search.historyLabel}
        </p>
      )}
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={offersHistory ? search.historyLabel : search.suggestionsLabel}
        className={searchStyles.options}
      >
        {options.map((option, index) => (
          // The box keeps the focus (aria-activedescendant): the keys are the input's; a click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
          <div
            key={`${option.kind}:${option.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            tabIndex={-1}
            data-index={index}
            className={searchStyles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(index)}
          >
            {option.kind === 'history' && <ClockIcon size={16} />}
            <span className={searchStyles.optionText}>
              {option.kind === 'history'
                ? option.text
                : option.parts.map((part, at) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
                      <mark key={at} className={searchStyles.match}>
                        {part.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place
                      <span key={at}>{part.text}</span>
                    ),
                  )}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
