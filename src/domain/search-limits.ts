/**
 * The catalogue services' input limits (docs/api/catalogue.md): the server enforces them with a 400, and
 * the storefront can use them to never send what would be refused.
 */

/** Characters in a search term (doc 3 §5 "capped at a limit (not shown)"). */
export const SEARCH_TERM_MAX_LENGTH = 150;
/** Filter tags in one request, and characters in one tag. */
export const FILTER_TAGS_MAX = 50;
export const FILTER_TAG_MAX_LENGTH = 120;
/** The search and browse request body. */
export const CONTENT_REQUEST_MAX_BYTES = 16 * 1024;
/** Line numbers in one product lookup (doc 3 §9 "Product chunk size 100"). */
export const PRODUCT_LOOKUP_MAX = 100;
/** Autocomplete (doc 3 §9 "Autocomplete minimum 3 characters"). */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const SUGGESTIONS_DEFAULT_LIMIT = 8;
export const SUGGESTIONS_MAX_LIMIT = 20;
