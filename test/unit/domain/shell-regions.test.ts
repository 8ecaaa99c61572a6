import { describe, expect, it } from 'vitest';
import { CUSTOMER_CARE_PHONE, phoneHref } from '../../../src/domain/customer-care.ts';
import { type ShellLayout, showsSiteBanner } from '../../../src/domain/shell-regions.ts';

describe('the site banner shows (doc 1 §2.3)', () => {
  it.each<[ShellLayout, string, boolean]>([
    ['main', '/ecom/', true],
    ['main', '/ecom/shop/browse/groceries', true],
    ['main', '/ecom/order-confirmation/123', false],
    ['main', '/order-confirmation/123/summary', false],
    ['minimal', '/ecom/login', false],
    ['minimal', '/ecom/order-confirmation/123', false],
  ])('in the %s layout on %s: %s', (layout, path, shows) => {
    expect(showsSiteBanner(layout, path)).toBe(shows);
  });
});

describe('the Customer Care line (doc 1 §8, doc 2 §8)', () => {
  it('is called with its digits', () => {
    expect(phoneHref(CUSTOMER_CARE_PHONE)).toBe('tel:0800188884');
    expect(phoneHref('+44 (0)20 7946 0000')).toBe('tel:+4402079460000');
  });
});
