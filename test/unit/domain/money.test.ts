import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort, poundsToPence, toPence } from '../../../src/domain/money.ts';

// doc 1 §9, doc 2 §5 "Money display", doc 3 §9: "Amounts show as £x.xx, with a minus sign for negatives."
describe('formatMoney: £x.xx with a minus sign for negatives', () => {
  it.each([
    [150, '£1.50'],
    [-150, '-£1.50'],
    [0, '£0.00'],
    [-0, '£0.00'],
    [5, '£0.05'],
    [50, '£0.50'],
    [-50, '-£0.50'],
    [100, '£1.00'],
    [1999, '£19.99'],
    [123456, '£1,234.56'],
    [-100000000, '-£1,000,000.00'],
    [149.5, '£1.50'],
    [-149.5, '-£1.50'],
    [-0.4, '£0.00'],
  ])('%s pence → %s', (pence, expected) => {
    expect(formatMoney(pence)).toBe(expected);
  });

  it.each([
    [{ amount: 2.5, currencyCode: 'GBP' }, '£2.50'],
    [{ amount: -2.5, currencyCode: 'GBP' }, '-£2.50'],
    [{ amount: 0.1 + 0.2, currencyCode: 'GBP' }, '£0.30'],
    [{ amount: 1.005, currencyCode: 'GBP' }, '£1.01'],
    [{ amount: 19.99, currencyCode: 'gbp' }, '£19.99'],
    [{ amount: 1234.5, currencyCode: 'GBP' }, '£1,234.50'],
  ])('%o → %s', (money, expected) => {
    expect(formatMoney(money)).toBe(expected);
  });

  it('shows a foreign amount (never expected) with its own currency', () => {
    expect(formatMoney({ amount: -2.5, currencyCode: 'EUR' })).toBe('-€2.50');
  });
});

// doc 1 §9, doc 2 §5, doc 3 §9: "Sub-pound amounts may show as Np."
describe('formatMoneyShort: sub-pound amounts as Np, the rest as £x.xx', () => {
  it.each([
    [50, '50p'],
    [-50, '-50p'],
    [5, '5p'],
    [99, '99p'],
    [0, '0p'],
    [100, '£1.00'],
    [-100, '-£1.00'],
    [250, '£2.50'],
    [99.5, '£1.00'],
    [{ amount: 0.75, currencyCode: 'GBP' }, '75p'],
    [{ amount: -0.75, currencyCode: 'GBP' }, '-75p'],
    [{ amount: 3, currencyCode: 'GBP' }, '£3.00'],
  ])('%o → %s', (money, expected) => {
    expect(formatMoneyShort(money)).toBe(expected);
  });
});

describe('whole pence', () => {
  it.each([
    [2.5, 250],
    [0.07, 7],
    [1.005, 101],
    [-1.005, -101],
    [19.99, 1999],
  ])('%s pounds → %s pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => toPence(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney({ amount: Number.POSITIVE_INFINITY, currencyCode: 'GBP' })).toThrow(RangeError);
  });
});
