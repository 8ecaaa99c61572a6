/**
 * The results page a search goes to (doc 3 §2: `/ecom/shop/search?searchTerm=`). Apart from the rest of
 * the search term rules (src/domain/search-term.ts re-exports these) because the header's plain search
 * form, on every page from the first paint, needs only these (issue 5).
 */
export const SEARCH_PATH = '/ecom/shop/search';
export const SEARCH_TERM_PARAM = 'searchTerm';
