import { PRODUCT_LOOKUP_MAX } from './search-limits.ts';

/**
 * The advertising-funded buylist (doc 3 §2 shop/buylist/{lineNumbers}; §7 Product lookup "GET products/
 * {lineNumbers} joined with +"): the address names the products by line number joined with '+'. A '+'
 * some link checker has turned into a space, or a comma, separates them too. Repeats are dropped, and at
 * most PRODUCT_LOOKUP_MAX are read (doc 3 §9 "Product chunk size 100"); anything that is not a line number
 * is left out.
 */

const LINE_NUMBER = /^\d{1,20}$/;

export interface BuylistLineNumbers {
  lineNumbers: string[];
  /** Parts of the address that were not line numbers (left out). */
  ignored: number;
  /** Whether more line numbers than PRODUCT_LOOKUP_MAX were given (the rest left out). */
  capped: boolean;
}

export function buylistLineNumbersOf(segment: string): BuylistLineNumbers {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: read as it is.
  }
  const parts = decoded.split(/[+\s,]+/).filter((part) => part !== '');
  const valid = parts.filter((part) => LINE_NUMBER.test(part));
  const unique = [...new Set(valid)];
  return {
    lineNumbers: unique.slice(0, PRODUCT_LOOKUP_MAX),
    ignored: parts.length - valid.length,
    capped: unique.length > PRODUCT_LOOKUP_MAX,
  };
}

/** The buylist's address: `/ecom/shop/buylist/1+2+3`. */
export function buylistPathOf(lineNumbers: readonly string[], preview = false): string {
  return `/ecom/shop/buylist/${lineNumbers.join('+')}${preview ? '/preview' : ''}`;
}

/** What a buylist address below shop/buylist says: `{lineNumbers}` or `{lineNumbers}/preview`; null otherwise. */
export function buylistAddressOf(splat: string): { lineNumbers: string; preview: boolean } | null {
  const [lineNumbers, ...rest] = splat.split('/').filter(Boolean);
  if (lineNumbers === undefined) return null;
  if (rest.length === 0) return { lineNumbers, preview: false };
  return rest.length === 1 && rest[0] === 'preview' ? { lineNumbers, preview: true } : null;
}
