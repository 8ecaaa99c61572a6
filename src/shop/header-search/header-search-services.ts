import { getSuggestions } from '../../api/catalogue.ts';
import { type SearchHistoryStore, searchHistoryStore } from '../door/search-history-store.ts';

/**
 * What a header search box's machine needs from the shop: suggestions, the stored history and navigation.
 * The shop gives its router's navigation (src/shop/shop.ts); tests give their own.
 */
export interface HeaderSearchServices {
  fetchSuggestions(term: string, limit: number, signal: AbortSignal): Promise<readonly string[]>;
  history: SearchHistoryStore;
  /** Shows a page of the shop, e.g. `/ecom/shop/search?searchTerm=tea`. */
  navigate(path: string): void;
}

export async function fetchSuggestionTerms(term: string, limit: number, signal: AbortSignal) {
  const answer = await getSuggestions(term, limit, signal);
  return answer.suggestions.map((suggestion) => suggestion.term);
}

/** Outside the router (a header rendered on its own) a search loads the results page. */
export const browserHeaderSearchServices: HeaderSearchServices = {
  fetchSuggestions: fetchSuggestionTerms,
  history: searchHistoryStore,
  navigate: (path) => window.location.assign(path),
};

/** The browser's services, with the ones the app (or a test) gives in their place. */
export function headerSearchServices(given: Partial<HeaderSearchServices> = {}): HeaderSearchServices {
  return { ...browserHeaderSearchServices, ...given };
}
