import { describe, expect, it } from 'vitest';
import {
  addToSearchHistory,
  parseSearchHistory,
  SEARCH_HISTORY_KEPT,
  SEARCH_HISTORY_SHOWN,
  serialiseSearchHistory,
  shownSearchHistory,
} from '../../../src/domain/search-history.ts';

describe('reading the stored history (doc 3 §5: a corrupt history is deleted and treated as empty)', () => {
  it.each([
    ['absent', null, { status: 'ok', history: [] }],
    ['an empty list', '[]', { status: 'ok', history: [] }],
    ['a list of terms', '["tea","milk"]', { status: 'ok', history: ['tea', 'milk'] }],
    ['blank terms', '["tea","  ",""]', { status: 'ok', history: ['tea'] }],
    ['duplicates differing in case', '["Tea","tea","TEA"]', { status: 'ok', history: ['Tea'] }],
    ['not JSON', '["tea"', { status: 'corrupt', history: [] }],
    ['an object', '{"0":"tea"}', { status: 'corrupt', history: [] }],
    ['a string', '"tea"', { status: 'corrupt', history: [] }],
    ['null', 'null', { status: 'corrupt', history: [] }],
    ['a list with a number', '["tea",1]', { status: 'corrupt', history: [] }],
    ['a list with null', '["tea",null]', { status: 'corrupt', history: [] }],
  ])('%s', (_name, raw, expected) => {
    expect(parseSearchHistory(raw)).toEqual(expected);
  });

  it(`keeps at most ${SEARCH_HISTORY_KEPT} of a longer stored list`, () => {
    const stored = Array.from({ length: 70 }, (_, index) => `term ${index}`);
    const { history } = parseSearchHistory(JSON.stringify(stored));
    expect(history).toEqual(stored.slice(0, SEARCH_HISTORY_KEPT));
  });
});

describe('adding a search (doc 3 §5: most recent first, de-duplicated case-insensitively, 60 kept)', () => {
  it.each([
    [[], 'tea', ['tea']],
    [['milk'], 'tea', ['tea', 'milk']],
    [['milk', 'tea', 'jam'], 'tea', ['tea', 'milk', 'jam']],
    [['milk', 'tea'], 'TEA', ['TEA', 'milk']],
    [['milk'], '  tea  ', ['tea', 'milk']],
    [['milk'], '   ', ['milk']],
  ])('%j + %j → %j', (history, term, expected) => {
    expect(addToSearchHistory(history, term)).toEqual(expected);
  });

  it(`drops the oldest beyond ${SEARCH_HISTORY_KEPT}`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_KEPT }, (_, index) => `term ${index}`);
    const next = addToSearchHistory(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_KEPT);
    expect(next[0]).toBe('new');
    expect(next.at(-1)).toBe(`term ${SEARCH_HISTORY_KEPT - 2}`);
  });

  it(`shows the ${SEARCH_HISTORY_SHOWN} most recent`, () => {
    expect(shownSearchHistory(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect(shownSearchHistory(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('round-trips through storage', () => {
    const history = ['tea', "shepherd's pie", 'crème'];
    expect(parseSearchHistory(serialiseSearchHistory(history))).toEqual({ status: 'ok', history });
  });
});
