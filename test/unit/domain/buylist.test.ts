import { describe, expect, it } from 'vitest';
import { buylistAddressOf, buylistLineNumbersOf, buylistPathOf } from '../../../src/domain/buylist.ts';
import { PRODUCT_LOOKUP_MAX } from '../../../src/domain/search-limits.ts';

// doc 3 §2 shop/buylist/{lineNumbers}; §7 Product lookup (joined with +); §9 product chunk size 100.
describe('buylistLineNumbersOf', () => {
  it.each([
    ['123+456+789', ['123', '456', '789'], 0],
    ['123%2B456', ['123', '456'], 0],
    ['123 456', ['123', '456'], 0],
    ['123,456', ['123', '456'], 0],
    ['123+123+456', ['123', '456'], 0],
    ['123+abc+456', ['123', '456'], 1],
    ['+123++', ['123'], 0],
    ['abc', [], 1],
    ['', [], 0],
    ['%E0%A4%A', [], 1],
    ['123456789012345678901', [], 1],
  ])('%s → %j (%i ignored)', (segment, lineNumbers, ignored) => {
    const read = buylistLineNumbersOf(segment);
    expect(read.lineNumbers).toEqual(lineNumbers);
    expect(read.ignored).toBe(ignored);
    expect(read.capped).toBe(false);
  });

  it(`reads at most ${PRODUCT_LOOKUP_MAX}`, () => {
    const many = Array.from({ length: PRODUCT_LOOKUP_MAX + 5 }, (_, i) => String(1000 + i));
    const read = buylistLineNumbersOf(many.join('+'));
    expect(read.lineNumbers).toEqual(many.slice(0, PRODUCT_LOOKUP_MAX));
    expect(read.capped).toBe(true);
  });

  it('writes the address and its preview', () => {
    expect(buylistPathOf(['1', '2'])).toBe('/ecom/shop/buylist/1+2');
    expect(buylistPathOf(['1', '2'], true)).toBe('/ecom/shop/buylist/1+2/preview');
  });
});

describe('buylistAddressOf (below shop/buylist)', () => {
  it.each([
    ['1+2', { lineNumbers: '1+2', preview: false }],
    ['1+2/', { lineNumbers: '1+2', preview: false }],
    ['1+2/preview', { lineNumbers: '1+2', preview: true }],
    ['1+2/preview/more', null],
    ['1+2/other', null],
    ['', null],
  ])('%s → %j', (splat, address) => {
    expect(buylistAddressOf(splat)).toEqual(address);
  });
});
