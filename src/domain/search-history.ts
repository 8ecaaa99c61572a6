/**
 * The shopper's recent searches (doc 3 §4 "Header search", §5, §7 client storage, §9): kept in local
 * storage under `SEARCH_HISTORY_STORAGE_KEY`, most recent first. Pure rules: the app reads and writes
 * the storage.
 */

/** doc 3 §7: "A local storage key for search history (name not shown)". */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';
/** doc 3 §9 "Search history: 60 kept, 6 shown". */
export const SEARCH_HISTORY_KEPT = 60;
export const SEARCH_HISTORY_SHOWN = 6;

export type StoredSearchHistory =
  | { status: 'ok'; history: string[] }
  /** Not a list of strings: the app deletes it, and the shopper has no history (doc 3 §5). */
  | { status: 'corrupt'; history: [] };

function keep(history: readonly string[], term: string): boolean {
  const key = term.toLowerCase();
  return !history.some((other) => other.toLowerCase() === key);
}

/** Trimmed, empties dropped, the first of case-insensitive duplicates kept, at most 60. */
function tidy(terms: readonly string[]): string[] {
  const history: string[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (term !== '' && keep(history, term)) history.push(term);
    if (history.length === SEARCH_HISTORY_KEPT) break;
  }
  return history;
}

/** The history as read from storage: absent is empty; anything but a JSON array of strings is corrupt. */
export function parseSearchHistory(raw: string | null): StoredSearchHistory {
  if (raw === null) return { status: 'ok', history: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'corrupt', history: [] };
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    return { status: 'corrupt', history: [] };
  }
  return { status: 'ok', history: tidy(value) };
}

export function serialiseSearchHistory(history: readonly string[]): string {
  return JSON.stringify(history);
}

/** The history after searching `term`: it goes first, any earlier entry differing only in case goes. */
export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return tidy(history);
  return tidy([trimmed, ...history.filter((other) => other.toLowerCase() !== trimmed.toLowerCase())]);
}

/** The recent searches the box offers: the 6 most recent. */
export function shownSearchHistory(history: readonly string[]): string[] {
  return history.slice(0, SEARCH_HISTORY_SHOWN);
}
