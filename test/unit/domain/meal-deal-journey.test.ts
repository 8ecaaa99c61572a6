import { describe, expect, it } from 'vitest';
import { mealDealIdOf, mealDealJourney } from '../../../src/domain/meal-deal-journey';

// doc 3 §4 Meal deal journey: "detected from navigation history, ignoring slot-booking and service-selection
// pages after it", as a table. History is the pages before the current one, oldest first.

describe('mealDealJourney (doc 3 §4)', () => {
  it.each<[string, string[], string | null]>([
    ['no history', [], null],
    ['the last page was a meal deal', ['/ecom', '/ecom/shop/meal-deals/700320'], '700320'],
    ['paths without /ecom are read the same', ['shop/meal-deals/42'], '42'],
    [
      'slot booking after the deal is passed over',
      ['/ecom/shop/meal-deals/7', '/ecom/bookslot/delivery'],
      '7',
    ],
    [
      'service selection and collection booking after the deal are passed over',
      ['/ecom/shop/meal-deals/7', '/ecom/serviceselection', '/ecom/bookslot/collection/groceries'],
      '7',
    ],
    ['another page after the deal ends the journey', ['/ecom/shop/meal-deals/7', '/ecom/shop/search'], null],
    ['the latest deal counts', ['/ecom/shop/meal-deals/7', '/ecom/shop/meal-deals/8', '/ecom/bookslot'], '8'],
    ['a product page is not a meal deal', ['/ecom/products/milk/123-456'], null],
    ['the featured list is not one deal', ['/ecom/shop/featured/meal-deals'], null],
    ['only slot pages', ['/ecom/bookslot', '/ecom/serviceselection'], null],
    ['a deal page with a search is still the deal', ['/ecom/shop/meal-deals/9?x=1'], '9'],
  ])('%s', (_name, history, mealDealId) => {
    const journey = mealDealJourney(history);
    expect(journey?.mealDealId ?? null).toBe(mealDealId);
    if (mealDealId) expect(journey?.path).toBe(`/ecom/shop/meal-deals/${mealDealId}`);
  });

  it.each<[string, string | null]>([
    ['/ecom/shop/meal-deals/12', '12'],
    ['/ecom/shop/meal-deals/12/extra', null],
    ['/ecom/shop/meal-deals/abc', null],
    ['/ecom/shop/meal-deals', null],
    ['/ecom/SHOP/Meal-Deals/5', '5'],
  ])('%s is meal deal %s', (path, id) => expect(mealDealIdOf(path)).toBe(id));
});
