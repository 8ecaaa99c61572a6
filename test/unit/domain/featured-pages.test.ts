import { describe, expect, it } from 'vitest';
import { FEATURED_PAGES, featuredPageOf, featuredPathOf } from '../../../src/domain/featured-pages.ts';
import { pageTitle } from '../../../src/domain/page-titles.ts';

// doc 3 §2 shop/featured/*; "Page titles": Offers.
describe('featured pages', () => {
  it.each([
    ['offers', 'offers'],
    ['Offers', 'offers'],
    ['groceries', 'groceries'],
    ['entertaining', 'entertaining'],
    ['new', 'new'],
    ['meal-deals', null],
    ['bundles', null],
    ['anything', null],
  ])('%s → %s', (segment, page) => {
    expect(featuredPageOf(segment)).toBe(page);
  });

  it('headings: Offers for the offers, New for the new', () => {
    expect(FEATURED_PAGES.offers.title).toBe('Offers');
    expect(FEATURED_PAGES.new.title).toBe('New');
    expect(featuredPathOf('new')).toBe('/ecom/shop/featured/new');
  });

  it.each([
    ['/ecom/shop/featured/offers', 'Offers'],
    ['/ecom/shop/offers/700001', 'Offers'],
    ['/ecom/shop/browse/offers/highlights/multi_buy', 'Offers'],
  ])('the document title of %s is %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});
