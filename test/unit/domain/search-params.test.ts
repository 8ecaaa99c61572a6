import { describe, expect, it } from 'vitest';
import {
  browseContentUrl,
  browseHref,
  browsePathOf,
  categoryIdOf,
  filterTagGroup,
  filterTagsOf,
  isRedirectSuppressed,
  searchTermOf,
} from '../../../src/domain/search-params.ts';
import {
  followableRedirect,
  toggleFilterTag,
  withoutFilterGroup,
} from '../../../src/domain/search-results.ts';

describe('searchTermOf: the term in the address', () => {
  it.each([
    ['free range eggs', 'free range eggs'],
    ['  free   range\teggs ', 'free range eggs'],
    [1664, '1664'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    [['milk'], undefined],
    ['a'.repeat(200), 'a'.repeat(150)],
  ])('%j → %j', (raw, expected) => {
    expect(searchTermOf(raw)).toBe(expected);
  });
});

describe('filter tags in the address', () => {
  it.each([
    [['DIETARY_AND_LIFESTYLE:Vegan'], ['DIETARY_AND_LIFESTYLE:Vegan']],
    [
      ['OFFER_TYPE:MULTI_BUY', 'DIETARY_AND_LIFESTYLE:Vegan', 'OFFER_TYPE:MULTI_BUY'],
      ['DIETARY_AND_LIFESTYLE:Vegan', 'OFFER_TYPE:MULTI_BUY'],
    ],
    ['DIETARY_AND_LIFESTYLE:Vegan,BRAND:Essential', ['BRAND:Essential', 'DIETARY_AND_LIFESTYLE:Vegan']],
    [['no colon', ':Vegan', 'BRAND:', 42, null, '1BRAND:x'], []],
    [['BRAND:Duchy Organic'], ['BRAND:Duchy Organic']],
    [undefined, []],
    [{ tag: 'BRAND:x' }, []],
  ])('%j → %j', (raw, expected) => {
    expect(filterTagsOf(raw)).toEqual(expected);
  });

  it('keeps at most 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => `BRAND:b${String(index).padStart(2, '0')}`);
    expect(filterTagsOf(many)).toHaveLength(50);
  });

  it.each([
    ['DIETARY_AND_LIFESTYLE:Vegan', 'DIETARY_AND_LIFESTYLE'],
    ['LEADTIME:2', 'LEADTIME'],
    ['BRAND:Waitrose: Duchy', 'BRAND'],
    ['nothing', null],
  ])('the group of %s is %s', (tag, group) => {
    expect(filterTagGroup(tag)).toBe(group);
  });
});

// doc 3 §4 "Toggling a filter marks it applied or not"; §3 "Available in is single choice".
describe('toggleFilterTag', () => {
  it.each([
    [
      'adds to a multiple-choice group',
      [],
      'DIETARY_AND_LIFESTYLE:Vegan',
      true,
      ['DIETARY_AND_LIFESTYLE:Vegan'],
    ],
    [
      'adds beside the group’s others',
      ['DIETARY_AND_LIFESTYLE:Vegan'],
      'DIETARY_AND_LIFESTYLE:Organic',
      true,
      ['DIETARY_AND_LIFESTYLE:Organic', 'DIETARY_AND_LIFESTYLE:Vegan'],
    ],
    [
      'removes an applied tag',
      ['BRAND:Essential', 'DIETARY_AND_LIFESTYLE:Vegan'],
      'DIETARY_AND_LIFESTYLE:Vegan',
      true,
      ['BRAND:Essential'],
    ],
    [
      'replaces the other choice of a single-choice group',
      ['BRAND:Essential', 'LEADTIME:1'],
      'LEADTIME:2',
      false,
      ['BRAND:Essential', 'LEADTIME:2'],
    ],
    ['un-chooses the single choice', ['LEADTIME:2'], 'LEADTIME:2', false, []],
  ])('%s', (_, applied, tag, allowMultiple, expected) => {
    expect(toggleFilterTag(applied, tag, allowMultiple)).toEqual(expected);
  });

  it('clears one group for its deselect option', () => {
    expect(withoutFilterGroup(['BRAND:Essential', 'LEADTIME:2', 'LEADTIME:3'], 'LEADTIME')).toEqual([
      'BRAND:Essential',
    ]);
  });
});

describe('categoryIdOf', () => {
  it.each([
    ['10051', '10051'],
    [10051, '10051'],
    [' 300 ', '300'],
    ['groceries', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(categoryIdOf(raw)).toBe(expected);
  });
});

describe('redirect=false suppresses following a result’s redirect (doc 3 §4)', () => {
  it.each([
    [false, true],
    ['false', true],
    ['FALSE', true],
    [0, true],
    ['0', true],
    ['no', true],
    [true, false],
    ['true', false],
    [undefined, false],
    ['/ecom/somewhere', false],
  ])('%j → %s', (raw, expected) => {
    expect(isRedirectSuppressed(raw)).toBe(expected);
  });

  it.each([
    ['/ecom/shop/browse/offers', '/ecom/shop/search?searchTerm=offers', false, '/ecom/shop/browse/offers'],
    [
      '/ecom/shop/browse/groceries/christmas',
      '/shop/search?searchTerm=christmas',
      false,
      '/ecom/shop/browse/groceries/christmas',
    ],
    ['/ecom/shop/browse/offers', '/ecom/shop/search?searchTerm=offers', true, null],
    [null, '/ecom/shop/search?searchTerm=milk', false, null],
    ['', '/ecom/shop/search?searchTerm=milk', false, null],
    ['https://evil.example/ecom/x', '/ecom/shop/search?searchTerm=x', false, null],
    ['//evil.example/ecom/x', '/ecom/shop/search?searchTerm=x', false, null],
    ['/ecom/../admin', '/ecom/shop/search?searchTerm=x', false, null],
    ['/ecom/\\evil', '/ecom/shop/search?searchTerm=x', false, null],
    ['/other/page', '/ecom/shop/search?searchTerm=x', false, null],
    ['/ecom/shop/search?searchTerm=x', '/shop/search?searchTerm=x', false, null],
  ])('%j from %s (suppressed %s) → %j', (redirectUrl, here, suppressed, expected) => {
    expect(followableRedirect(redirectUrl, here, suppressed)).toBe(expected);
  });
});

// doc 3 §2 "Category paths are lower-cased category names".
describe('browse paths', () => {
  it.each([
    ['groceries/bakery/bread', 'groceries/bakery/bread'],
    ['Groceries/Bakery//Bread/', 'groceries/bakery/bread'],
    ['/entertaining', 'entertaining'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (splat, expected) => {
    expect(browsePathOf(splat)).toBe(expected);
  });

  it('makes the content url and the address', () => {
    expect(browseContentUrl('Groceries/Dairy')).toBe('/shop/browse/groceries/dairy');
    expect(browseHref('groceries/dairy')).toBe('/ecom/shop/browse/groceries/dairy');
  });
});
