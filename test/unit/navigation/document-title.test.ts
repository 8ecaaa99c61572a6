import { describe, expect, it } from 'vitest';
import { documentTitleOf, type TitledMatch } from '../../../src/app/navigation/document-title.ts';

const match = (pathname: string, search: unknown = {}): TitledMatch => ({ pathname, search });

describe("a page's title, from the deepest route matched (doc 1 §2.5, doc 3 §2)", () => {
  it.each<[string, TitledMatch[], string]>([
    ['no matches yet', [], 'Waitrose'],
    ['the home page', [match('/'), match('/')], 'Waitrose'],
    [
      'search, with its term',
      [match('/'), match('/shop/search', { searchTerm: 'tea' })],
      'tea - Search | Waitrose',
    ],
    [
      'multi-search, with its value',
      [match('/'), match('/shop/multi-search', { value: 'milk,bread' })],
      'milk,bread - Multi-search | Waitrose',
    ],
    ['the trolley', [match('/'), match('/shop/trolley')], 'My Trolley | Waitrose'],
    ['a browse page', [match('/'), match('/shop/browse/groceries/dairy')], 'Browse | Waitrose'],
    ['a checkout page', [match('/'), match('/checkout/payment')], 'Checkout | Waitrose'],
    ['a route with a search that is not an object', [match('/shop/search', undefined)], 'Search | Waitrose'],
  ])('%s', (_name, matches, title) => {
    expect(documentTitleOf(matches)).toBe(title);
  });
});
