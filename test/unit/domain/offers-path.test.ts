import { describe, expect, it } from 'vitest';
import { OFFERS_BROWSE_PATH, offersPathOf } from '../../../src/domain/offers-path.ts';

describe('offersPathOf (doc 3 §2 "The offers path")', () => {
  it.each([
    [null, OFFERS_BROWSE_PATH],
    ['', '/ecom/shop/browse/offers'],
    ['groceries', '/ecom/shop/browse/offers/groceries_offers'],
    ['groceries/bakery', '/ecom/shop/browse/offers/groceries_offers/bakery_offers'],
    [
      'groceries/fresh_and_chilled/milk_butter_and_eggs',
      '/ecom/shop/browse/offers/groceries_offers/fresh_and_chilled_offers/milk_butter_and_eggs_offers',
    ],
  ])('%s → %s', (categoryPath, expected) => {
    expect(offersPathOf(categoryPath)).toBe(expected);
  });
});
