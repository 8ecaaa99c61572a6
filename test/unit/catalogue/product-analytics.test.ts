import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProductImpression, productClickEvent } from '../../../src/shop/product-analytics.ts';
import { createProductImpressions } from '../../../src/shop/product-impressions.ts';

const impression = (position: number): ProductImpression => ({
  id: String(100000 + position),
  name: `Product ${position}`,
  brand: 'Essential',
  category: 'Milk',
  price: 1.5,
  list: 'search',
  position,
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

// doc 1 §7.5 "Product impression analytics flush every 20 impressions or after 5 minutes (300000 ms)".
describe('product_list_impression batches', () => {
  it('sends a batch at its 20th impression', () => {
    const push = vi.fn();
    const actor = createProductImpressions(push);
    for (let position = 1; position <= 19; position++)
      actor.send({ type: 'IMPRESSION', impression: impression(position) });
    expect(push).not.toHaveBeenCalled();
    actor.send({ type: 'IMPRESSION', impression: impression(20) });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith({
      event: 'product_list_impression',
      ecommerce: {
        currencyCode: 'GBP',
        impressions: Array.from({ length: 20 }, (_, index) => impression(index + 1)),
      },
    });
    // The next batch starts empty.
    actor.send({ type: 'IMPRESSION', impression: impression(21) });
    expect(push).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('sends what it has 5 minutes after a batch’s first impression', () => {
    const push = vi.fn();
    const actor = createProductImpressions(push);
    actor.send({ type: 'IMPRESSION', impression: impression(1) });
    vi.advanceTimersByTime(200_000);
    actor.send({ type: 'IMPRESSION', impression: impression(2) });
    vi.advanceTimersByTime(99_999);
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledWith({
      event: 'product_list_impression',
      ecommerce: { currencyCode: 'GBP', impressions: [impression(1), impression(2)] },
    });
    // Nothing waiting: no empty batch later.
    vi.advanceTimersByTime(600_000);
    expect(push).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('sends what is waiting on FLUSH', () => {
    const push = vi.fn();
    const actor = createProductImpressions(push);
    actor.send({ type: 'FLUSH' });
    expect(push).not.toHaveBeenCalled();
    actor.send({ type: 'IMPRESSION', impression: impression(1) });
    actor.send({ type: 'FLUSH' });
    expect(push).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe("the page's impressions", () => {
  it('go to the data layer in batches of 20', () => {
    window.dataLayer = [];
    const impressions = createProductImpressions();
    for (let position = 1; position <= 21; position++) {
      impressions.send({ type: 'IMPRESSION', impression: impression(position) });
    }
    expect(window.dataLayer).toEqual([
      {
        event: 'product_list_impression',
        ecommerce: {
          currencyCode: 'GBP',
          impressions: Array.from({ length: 20 }, (_, index) => impression(index + 1)),
        },
      },
    ]);
  });
});

describe('product_click', () => {
  it('carries the product and the list it was opened from', () => {
    expect(productClickEvent(impression(3))).toEqual({
      event: 'product_click',
      ecommerce: {
        currencyCode: 'GBP',
        click: {
          actionField: { list: 'search' },
          products: [
            {
              id: '100003',
              name: 'Product 3',
              brand: 'Essential',
              category: 'Milk',
              price: 1.5,
              position: 3,
            },
          ],
        },
      },
    });
  });
});
