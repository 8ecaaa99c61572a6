import { describe, expect, it } from 'vitest';
import { trolleyCountLabel } from '../../../src/domain/counts.ts';

// doc 2 §9, doc 3 §2 "Header and navigation", doc 3 §9: "The trolley count shows 99+ above 99."
describe('trolleyCountLabel', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (count, expected) => {
    expect(trolleyCountLabel(count)).toBe(expected);
  });
});
