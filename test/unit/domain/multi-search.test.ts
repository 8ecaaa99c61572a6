import { describe, expect, it } from 'vitest';
import {
  MULTI_SEARCH_ITEM_LIMIT,
  multiSearchPath,
  multiSearchText,
  parseStoredMultiSearchList,
  serialiseMultiSearchList,
  splitMultiSearchText,
} from '../../../src/domain/multi-search.ts';

describe('splitting a shopping list (doc 3 §5: newlines, commas, semicolons, underscores; trimmed; no empties)', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['milk', ['milk']],
    ['milk\nbread\neggs', ['milk', 'bread', 'eggs']],
    ['milk\r\nbread', ['milk', 'bread']],
    ['milk,bread', ['milk', 'bread']],
    ['milk;bread', ['milk', 'bread']],
    ['milk_bread', ['milk', 'bread']],
    ['  milk ,  bread  ;eggs_ tea\n butter ', ['milk', 'bread', 'eggs', 'tea', 'butter']],
    ['milk,,\n\n;;__bread', ['milk', 'bread']],
    [',;_\n', []],
    ['semi skimmed milk\nfree range eggs', ['semi skimmed milk', 'free range eggs']],
    ['milk\nmilk', ['milk', 'milk']],
  ])('%j → %j', (text, items) => {
    expect(splitMultiSearchText(text)).toEqual({ items, truncated: false });
  });

  it.each([
    [MULTI_SEARCH_ITEM_LIMIT - 1, false],
    [MULTI_SEARCH_ITEM_LIMIT, false],
    [MULTI_SEARCH_ITEM_LIMIT + 1, true],
    [120, true],
  ])(
    `%i items: the first ${MULTI_SEARCH_ITEM_LIMIT} kept at most, truncated %s ('Item limit reached')`,
    (count, truncated) => {
      const text = Array.from({ length: count }, (_, index) => `item ${index + 1}`).join('\n');
      const split = splitMultiSearchText(text);
      expect(split.truncated).toBe(truncated);
      expect(split.items).toHaveLength(Math.min(count, MULTI_SEARCH_ITEM_LIMIT));
      expect(split.items[0]).toBe('item 1');
    },
  );

  it('counts items, not separators, towards the limit', () => {
    const text = `${Array.from({ length: 100 }, (_, index) => `item ${index}`).join(',,,\n\n')},,,`;
    expect(splitMultiSearchText(text).truncated).toBe(false);
  });
});

describe('the stored list (doc 3 §5: used only if every value is a string)', () => {
  it.each([
    ['absent', null, null],
    ['not JSON', '[milk', null],
    ['an object', '{"items":["milk"]}', null],
    ['a string', '"milk"', null],
    ['a list with a number', '["milk",2]', null],
    ['a list with null', '["milk",null]', null],
    ['an empty list', '[]', []],
    ['a list of strings', '["milk","bread"]', ['milk', 'bread']],
    ['blank values', '["milk"," ",""]', ['milk']],
  ])('%s', (_name, raw, expected) => {
    expect(parseStoredMultiSearchList(raw)).toEqual(expected);
  });

  it('round-trips through storage, and shows one item per line', () => {
    const items = ['milk', 'free range eggs'];
    expect(parseStoredMultiSearchList(serialiseMultiSearchList(items))).toEqual(items);
    expect(multiSearchText(items)).toBe('milk\nfree range eggs');
  });
});

describe("an item's results page (doc 3 §2)", () => {
  it.each([
    ['milk', '/ecom/shop/multi-search?value=milk'],
    ['free range eggs', '/ecom/shop/multi-search?value=free+range+eggs'],
    ['fish & chips', '/ecom/shop/multi-search?value=fish+%26+chips'],
  ])('%j → %s', (term, path) => {
    expect(multiSearchPath(term)).toBe(path);
  });
});
