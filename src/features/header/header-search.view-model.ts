import type { HeaderSearchSnapshot } from '../../../machines/header-search.machine.ts';
import {
  selectHighlighted,
  selectHighlightQuery,
  selectOptions,
  selectTerm,
} from '../../../machines/header-search.machine.ts';
import { highlightMatches } from '../../domain/search-term.ts';

export interface HeaderSearchOptionView {
  kind: 'history' | 'suggestion';
  text: string;
  /** A suggestion's text in parts, the parts matching the typed term marked (doc 3 §4). */
  parts: readonly { text: string; match: boolean }[];
}

/** What the box shows: a pure function of its actor's snapshot. */
export interface HeaderSearchView {
  term: string;
  options: readonly HeaderSearchOptionView[];
  /** The highlighted option's position, or null. */
  highlighted: number | null;
}

export function headerSearchView(snapshot: HeaderSearchSnapshot): HeaderSearchView {
  const query = selectHighlightQuery(snapshot);
  return {
    term: selectTerm(snapshot),
    options: selectOptions(snapshot).map((option) => ({
      ...option,
      parts:
        option.kind === 'history'
          ? [{ text: option.text, match: false }]
          : highlightMatches(option.text, query),
    })),
    highlighted: selectHighlighted(snapshot),
  };
}
