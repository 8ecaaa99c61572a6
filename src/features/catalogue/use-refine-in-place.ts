import { useNavigate } from '@tanstack/react-router';
import type { Refinements } from './catalogue.search.ts';
import { refinementSearch } from './refinement-search.ts';

/**
 * Refining a list (filters, sort, category) changes the search params of the page it is on, keeping the
 * rest of them and the scroll position (doc 3 §4: the previous results stay on show while the new ones load).
 */
export function useRefineInPlace(): (refinements: Refinements) => void {
  const navigate = useNavigate();
  return (refinements) =>
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, ...refinementSearch(refinements) }),
      resetScroll: false,
    });
}
