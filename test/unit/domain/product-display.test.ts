import { describe, expect, it } from 'vitest';
import {
  availabilityMessage,
  canBeBought,
  priceDisplay,
  productCategory,
  productPathParams,
  ratingStars,
  ratingText,
  reviewCountText,
  roundToHalf,
  visiblePromotions,
} from '../../../src/domain/product-display.ts';
import {
  alcoholStrengthText,
  alcoholUnitsText,
  availableDatesText,
  availableDaysText,
  leadTimeText,
  offerEndsText,
  servesText,
} from '../../../src/domain/product-facts.ts';

// doc 3 §8 "Product availability wording".
describe('availability', () => {
  it.each([
    ['IN_STOCK', null, true],
    ['OUT_OF_STOCK', 'Sold out online', false],
    ['UNAVAILABLE', 'Temporarily unavailable', false],
  ])('%s → %j (can be bought: %s)', (availability, message, buyable) => {
    expect(availabilityMessage(availability)).toBe(message);
    expect(canBeBought(availability)).toBe(buyable);
  });
});

describe('priceDisplay', () => {
  const base = {
    displayPrice: '£1.50',
    displayUOMPrice: '£3.00/kg',
    displayPriceQualifier: '(£3.00/kg)',
    displayPriceEstimated: false,
    promotions: [],
  };
  it.each([
    ['a packed item', {}, { price: '£1.50', unitPrice: '£3.00/kg', estimated: false, wasPrice: null }],
    [
      'a weighed item',
      { displayPriceEstimated: true, displayPriceQualifier: 'est.' },
      { price: '£1.50', unitPrice: '£3.00/kg', estimated: true, wasPrice: null },
    ],
    [
      'the unit price only in the qualifier',
      { displayUOMPrice: '' },
      { price: '£1.50', unitPrice: '£3.00/kg', estimated: false, wasPrice: null },
    ],
    [
      'an item priced each',
      { displayUOMPrice: '', displayPriceQualifier: 'each' },
      { price: '£1.50', unitPrice: null, estimated: false, wasPrice: null },
    ],
    [
      'a unit price that repeats the price',
      { displayUOMPrice: '£1.50' },
      { price: '£1.50', unitPrice: null, estimated: false, wasPrice: null },
    ],
    [
      'an offer that was dearer',
      { promotions: [{ wasDisplayPrice: '£2.00', hidden: false }] },
      { price: '£1.50', unitPrice: '£3.00/kg', estimated: false, wasPrice: '£2.00' },
    ],
    [
      'a hidden offer',
      { promotions: [{ wasDisplayPrice: '£2.00', hidden: true }] },
      { price: '£1.50', unitPrice: '£3.00/kg', estimated: false, wasPrice: null },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(priceDisplay({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('offers', () => {
  it.each([
    ['2025-12-24', 'Offer ends 24/12'],
    ['2026-01-05', 'Offer ends 05/01'],
    ['2025-06-30T23:30:00Z', 'Offer ends 01/07'],
    ['not a date', null],
  ])('%s → %j (London dates)', (expiry, expected) => {
    expect(offerEndsText(expiry)).toBe(expected);
  });

  it('leaves out hidden offers and empty descriptions', () => {
    const offer = (id: number, hidden: boolean, promotionDescription: string) => ({
      promotionId: id,
      promotionDescription,
      promotionExpiryDate: '2025-12-24',
      hidden,
      myWaitrosePromotion: false,
      promoPath: `/ecom/shop/offers/${id}`,
    });
    expect(
      visiblePromotions([offer(1, false, 'Save 25%'), offer(2, true, 'Hidden'), offer(3, false, ' ')]).map(
        (promotion) => promotion.promotionId,
      ),
    ).toEqual([1]);
  });
});

// doc 3 §5 "Ratings are rounded to half steps".
describe('ratings', () => {
  it.each([
    [4.26, 4.5],
    [4.24, 4],
    [0, 0],
    [5.4, 5],
    [-1, 0],
  ])('%s rounds to %s', (rating, expected) => {
    expect(roundToHalf(rating)).toBe(expected);
  });

  it.each([
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [0.3, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s stars → %j', (rating, expected) => {
    expect(ratingStars(rating)).toEqual(expected);
  });

  it.each([
    [4.26, 23, 'Rated 4.5 out of 5 stars from 23 reviews'],
    [4, 1, 'Rated 4 out of 5 stars from 1 review'],
    [4.8, 1234, 'Rated 5 out of 5 stars from 1,234 reviews'],
    [null, 0, null],
    [4, 0, null],
  ])('%s from %s reviews → %j', (rating, count, expected) => {
    expect(ratingText(rating, count)).toBe(expected);
  });

  it.each([
    [0, 'No reviews yet'],
    [1, '1 review'],
    [12, '12 reviews'],
  ])('%s → %s', (count, expected) => {
    expect(reviewCountText(count)).toBe(expected);
  });
});

// doc 3 §9 "Serves text is 'Serves min - max' when min is above 1 and below max, otherwise 'Serves N'".
describe('servesText', () => {
  it.each([
    [{ min: 2, max: 4 }, 'Serves 2 - 4'],
    [{ min: 1, max: 4 }, 'Serves 4'],
    [{ min: 4, max: 4 }, 'Serves 4'],
    [{ min: 1, max: 1 }, 'Serves 1'],
    [null, null],
  ])('%j → %j', (servings, expected) => {
    expect(servesText(servings)).toBe(expected);
  });
});

describe('alcohol, notice, days and dates', () => {
  it.each([
    [13.5, '13.5% ABV'],
    [5, '5% ABV'],
    [12.04, '12% ABV'],
  ])('%s → %s', (abv, expected) => {
    expect(alcoholStrengthText(abv)).toBe(expected);
  });

  it.each([
    [10.13, '10.1 UK units'],
    [1, '1 UK unit'],
  ])('%s → %s', (units, expected) => {
    expect(alcoholUnitsText(units)).toBe(expected);
  });

  it.each([
    [2, 'Order at least 2 days ahead'],
    [1, 'Order at least 1 day ahead'],
    [0, null],
    [null, null],
  ])('lead time %j → %j', (days, expected) => {
    expect(leadTimeText(days)).toBe(expected);
  });

  it.each([
    [['FRIDAY', 'TUESDAY', 'WEDNESDAY'], 'Available on Tuesday, Wednesday and Friday'],
    [['saturday'], 'Available on Saturday'],
    [['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], null],
    [[], null],
    [null, null],
  ])('days %j → %j', (days, expected) => {
    expect(availableDaysText(days)).toBe(expected);
  });

  it.each([
    [
      { startDate: '2025-12-01', endDate: '2025-12-24', cutOffDate: '2025-12-20' },
      'Available for delivery or collection from 1 December 2025 to 24 December 2025. Order by 20 December 2025.',
    ],
    [
      { startDate: '2025-12-24', endDate: '2025-12-24', cutOffDate: null },
      'Available for delivery or collection on 24 December 2025.',
    ],
    [{ startDate: 'soon', endDate: '2025-12-24', cutOffDate: null }, null],
  ])('%j → %j', (dates, expected) => {
    expect(availableDatesText(dates)).toBe(expected);
  });
});

describe('where a product leads', () => {
  it.each([
    ['/ecom/products/essential-milk/123-456', { productName: 'essential-milk', productId: '123-456' }],
    ['/ecom/products/caf%C3%A9-latte/9/', { productName: 'café-latte', productId: '9' }],
    ['/ecom/products/only-a-name', null],
    ['/ecom/shop/browse/groceries', null],
    ['https://elsewhere.example/ecom/products/a/b', null],
    ['/ecom/products/%E0%A4%A/1', null],
  ])('%s → %j', (url, expected) => {
    expect(productPathParams(url)).toEqual(expected);
  });

  it('files a product under the last of its categories', () => {
    expect(
      productCategory([
        { path: 'groceries' },
        { path: 'groceries/bakery' },
        { path: 'groceries/bakery/bread' },
      ]),
    ).toEqual({ path: 'groceries/bakery/bread' });
    expect(productCategory([])).toBeNull();
  });
});
