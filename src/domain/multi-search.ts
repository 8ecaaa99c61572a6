/**
 * Multi-search (doc 3 §4 "Search and browse", §5 "Multi-search", §9): a shopping list typed or pasted as
 * text becomes a list of search terms, searched one at a time on the multi-search page. Pure rules: the
 * list is kept in the browser by the app (`MULTI_SEARCH_STORAGE_KEY`).
 */

/** doc 3 §9 "Multi-search items: 100". */
export const MULTI_SEARCH_ITEM_LIMIT = 100;

/** doc 3 §5: shown when the text holds more items than the limit. */
export const ITEM_LIMIT_REACHED_MESSAGE = 'Item limit reached';

/** The local storage key the list is kept under, so the strip can show it on every multi-search page. */
export const MULTI_SEARCH_STORAGE_KEY = 'multiSearchList';

export const MULTI_SEARCH_PATH = '/ecom/shop/multi-search';
export const MULTI_SEARCH_VALUE_PARAM = 'value';

/** doc 3 §5: "Items split on newlines, commas, semicolons and underscores". */
const SEPARATORS = /[\r\n,;_]+/;

export interface MultiSearchItems {
  /** At most `MULTI_SEARCH_ITEM_LIMIT` terms, in the order typed. */
  items: string[];
  /** More items were typed than the limit: the rest were dropped ('Item limit reached'). */
  truncated: boolean;
}

/** The terms a shopper's text holds: split, trimmed, empties dropped, cut at the limit. */
export function splitMultiSearchText(text: string): MultiSearchItems {
  const all = text
    .split(SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return {
    items: all.slice(0, MULTI_SEARCH_ITEM_LIMIT),
    truncated: all.length > MULTI_SEARCH_ITEM_LIMIT,
  };
}

/** The text the modal shows for a stored list: one term per line. */
export function multiSearchText(items: readonly string[]): string {
  return items.join('\n');
}

/**
 * A stored list as read from storage (doc 3 §5): used only if it is an array whose every value is a
 * string; anything else (absent, not JSON, other values) is no list. Blank values are dropped.
 */
export function parseStoredMultiSearchList(raw: string | null): string[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return null;
  return value
    .map((item: string) => item.trim())
    .filter((item) => item !== '')
    .slice(0, MULTI_SEARCH_ITEM_LIMIT);
}

/** What is written to storage for a list. */
export function serialiseMultiSearchList(items: readonly string[]): string {
  return JSON.stringify(items);
}

/** `/ecom/shop/multi-search?value=tea+bags`: one term's results page (spaces as +, doc 3 §2). */
export function multiSearchPath(term: string): string {
  return `${MULTI_SEARCH_PATH}?${new URLSearchParams({ [MULTI_SEARCH_VALUE_PARAM]: term }).toString()}`;
}

/** The analytics events of the multi-search modal (doc 3 §4: "opens and closes with analytics events"). */
export const MULTI_SEARCH_ANALYTICS = {
  opened: { event: 'multi_search_modal', action: 'open' },
  closed: { event: 'multi_search_modal', action: 'close' },
} as const;
