/**
 * The header search term (doc 3 §2 "Header and navigation", §5 "Header search", §9): how a typed term is
 * cleaned before it is searched, the results path it leads to, and how a suggestion shows the part that
 * matches what was typed.
 */

import {
  AUTOCOMPLETE_MIN_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  SUGGESTIONS_DEFAULT_LIMIT,
} from './search-limits.ts';
import { SEARCH_PATH, SEARCH_TERM_PARAM } from './search-path.ts';

// The service's limits, one source for the box and the server (doc 3 §5, §9; docs/api/catalogue.md), and
// the results page's address (src/domain/search-path.ts).
export { AUTOCOMPLETE_MIN_LENGTH, SEARCH_PATH, SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_PARAM };

/**
 * doc 3 §5: "cut to a limited number of words (the limit is not shown)". Ten words is more than any
 * product name a shopper types, and keeps a pasted paragraph from becoming a search.
 */
export const SEARCH_TERM_MAX_WORDS = 10;
/** doc 3 §5 "Highlighting matches needs 3 or more". */
export const HIGHLIGHT_MIN_LENGTH = 3;
/** doc 3 §5 "Clearing happens at fewer than 2 characters": the suggestions go below this length. */
export const SUGGESTIONS_CLEAR_BELOW = 2;
/** How many suggestions the box asks for (the service's default; it allows 1 to 20). */
export const SUGGESTIONS_LIMIT = SUGGESTIONS_DEFAULT_LIMIT;
/**
 * How long typing must pause before suggestions are asked for. Not in the spec: long enough that a
 * steady typist sends one request per pause, short enough to feel immediate.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

/** doc 3 §5: letters (any script), digits, spaces and & ' . , + - are kept; everything else goes. */
const NOT_ALLOWED = /[^\p{L}\p{M}\p{N}\s&'.,+-]/gu;

/** The number of characters a shopper sees (so an emoji or an accented letter counts once). */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * The term as searched: characters outside the allowed set removed, whitespace collapsed to single
 * spaces, trimmed, then cut to `SEARCH_TERM_MAX_WORDS` words and `SEARCH_TERM_MAX_LENGTH` characters.
 * An empty result means there is nothing to search.
 */
export function sanitiseSearchTerm(raw: string): string {
  const words = raw.normalize('NFC').replace(NOT_ALLOWED, '').split(/\s+/u).filter(Boolean);
  const cut = words.slice(0, SEARCH_TERM_MAX_WORDS).join(' ');
  return [...cut].slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
}

/** `/ecom/shop/search?searchTerm=tea+bags` (doc 3 §2: the term as a query string, spaces as +). */
export function searchPath(term: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term }).toString()}`;
}

/** Whether the typed text is long enough to ask for suggestions. */
export function wantsSuggestions(raw: string): boolean {
  return characterCount(sanitiseSearchTerm(raw)) >= AUTOCOMPLETE_MIN_LENGTH;
}

/** Whether the typed text is so short that any suggestions shown go away. */
export function clearsSuggestions(raw: string): boolean {
  return characterCount(sanitiseSearchTerm(raw)) < SUGGESTIONS_CLEAR_BELOW;
}

export interface HighlightSegment {
  text: string;
  /** This part matches what the shopper typed. */
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A suggestion cut into the parts that match the typed query and those that do not, for the view to
 * emphasise. Matching ignores case and starts at the beginning of a word, as the suggestions service
 * matches words and the last one as a prefix ('choc bis' marks 'Choc' and 'Bis' in 'Chocolate Biscuits').
 * The whole query and each of its words count, if 3 characters or more; a shorter query marks nothing.
 */
export function highlightMatches(text: string, query: string): HighlightSegment[] {
  if (text === '') return [];
  const phrase = query.trim().replace(/\s+/gu, ' ');
  const candidates = [phrase, ...phrase.split(' ')].filter(
    (candidate) => characterCount(candidate) >= HIGHLIGHT_MIN_LENGTH,
  );
  if (candidates.length === 0) return [{ text, match: false }];
  const alternatives = [...new Set(candidates)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})`, 'giu');

  const segments: HighlightSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    push(text.slice(from, found.index), false);
    push(found[0], true);
    from = found.index + found[0].length;
  }
  push(text.slice(from), false);
  return segments;
}
