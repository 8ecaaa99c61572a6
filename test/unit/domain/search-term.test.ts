import { describe, expect, it } from 'vitest';
import {
  clearsSuggestions,
  highlightMatches,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MAX_WORDS,
  sanitiseSearchTerm,
  searchPath,
  wantsSuggestions,
} from '../../../src/domain/search-term.ts';

describe("the search term is cleaned (doc 3 §5: letters, digits, spaces and & ' . , + - are kept)", () => {
  it.each([
    ['tea', 'tea'],
    ['  tea  ', 'tea'],
    ['tea   bags', 'tea bags'],
    ['tea\tbags\nbox', 'tea bags box'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['fish & chips', 'fish & chips'],
    ["shepherd's pie", "shepherd's pie"],
    ['2.5kg potatoes, washed', '2.5kg potatoes, washed'],
    ['ham + cheese - mustard', 'ham + cheese - mustard'],
    ['50% off!', '50 off'],
    ['crème fraîche', 'crème fraîche'],
    ['cre\u0300me', 'crème'],
    ['jalapeño "hot"', 'jalapeño hot'],
    ['寿司', '寿司'],
    ['🍎 apples', 'apples'],
    ['#$%^*', ''],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (raw, cleaned) => {
    expect(sanitiseSearchTerm(raw)).toBe(cleaned);
  });

  it(`keeps the first ${SEARCH_TERM_MAX_WORDS} words`, () => {
    const words = Array.from({ length: 14 }, (_, index) => `w${index + 1}`);
    expect(sanitiseSearchTerm(words.join(' '))).toBe(words.slice(0, SEARCH_TERM_MAX_WORDS).join(' '));
  });

  it(`keeps at most ${SEARCH_TERM_MAX_LENGTH} characters, with no space left at the end`, () => {
    const long = `${'a'.repeat(149)} ${'b'.repeat(40)}`;
    expect(sanitiseSearchTerm(long)).toBe('a'.repeat(149));
    expect(sanitiseSearchTerm('é'.repeat(200))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });
});

describe('the search path (doc 3 §2: the term as a query string, spaces as +)', () => {
  it.each([
    ['tea', '/ecom/shop/search?searchTerm=tea'],
    ['tea bags', '/ecom/shop/search?searchTerm=tea+bags'],
    ['fish & chips', '/ecom/shop/search?searchTerm=fish+%26+chips'],
    ['ham + cheese', '/ecom/shop/search?searchTerm=ham+%2B+cheese'],
    ['crème', '/ecom/shop/search?searchTerm=cr%C3%A8me'],
  ])('%j → %s', (term, path) => {
    expect(searchPath(term)).toBe(path);
  });
});

describe('suggestions from 3 characters, cleared below 2 (doc 3 §5, §9)', () => {
  it.each([
    ['', false, true],
    ['m', false, true],
    ['mi', false, false],
    ['mil', true, false],
    ['  mi  ', false, false],
    ['m!!', false, true],
    ['!!!', false, true],
    ['tea bags', true, false],
  ])('%j: asks %s, clears %s', (raw, asks, clears) => {
    expect(wantsSuggestions(raw)).toBe(asks);
    expect(clearsSuggestions(raw)).toBe(clears);
  });
});

const marked = (text: string, query: string) =>
  highlightMatches(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('the typed part of a suggestion is marked (doc 3 §5: 3 characters or more)', () => {
  it.each([
    ['Milk', 'mil', '[Mil]k'],
    ['Semi skimmed milk', 'MIL', 'Semi skimmed [mil]k'],
    ['Milk chocolate milkshake', 'milk', '[Milk] chocolate [milk]shake'],
    ['Chocolate biscuits', 'choc bis', '[Choc]olate [bis]cuits'],
    ['Chocolate biscuits', 'chocolate bis', '[Chocolate bis]cuits'],
    ['Steak', 'tea', 'Steak'],
    ['Milk', 'mi', 'Milk'],
    ['Milk', '', 'Milk'],
    ['Fish & chips', 'fish &', '[Fish &] chips'],
    ['Crème fraîche', 'crè', '[Crè]me fraîche'],
    ['a.b.c (abc)', 'a.b', '[a.b].c (abc)'],
    ['Ham', 'ham and eggs', '[Ham]'],
  ])('%j for %j: %s', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('returns segments that join back to the text', () => {
    expect(highlightMatches('Semi skimmed milk', 'milk')).toEqual([
      { text: 'Semi skimmed ', match: false },
      { text: 'milk', match: true },
    ]);
    expect(highlightMatches('', 'milk')).toEqual([]);
  });
});
