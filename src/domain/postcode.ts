/**
 * UK postcodes as shoppers type them (doc 1 §5 "UK postcode pattern" → 'Invalid UK postcode'): any case,
 * any spacing. A valid one is normalised to the shape Royal Mail writes, upper case with one space
 * before the inward code ('rg121en' → 'RG12 1EN'), and split into the parts the shop works with.
 * Pure: shared by the find-a-store form (a quick answer) and the branches service (the authority).
 */
import { INVALID_UK_POSTCODE_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';

export interface UkPostcode {
  /** 'RG12 1EN' */
  postcode: string;
  /** The outward code, the postcode district: 'RG12', 'SW1A', 'M20'. */
  outwardCode: string;
  /** The inward code: '1EN'. */
  inwardCode: string;
  /** The postcode area, the outward code's letters: 'RG', 'SW', 'M'. */
  area: string;
}

export type UkPostcodeResult = ({ valid: true } & UkPostcode) | { valid: false; message: string };

// The outward code (A9, A99, AA9, AA99, A9A, AA9A) and the inward code (9AA), as doc 1 §5's pattern has
// it, read with the spaces taken out; GIR 0AA is the one postcode outside the pattern.
const WITHOUT_SPACES = /^(?:([A-Z]{1,2})[0-9][A-Z0-9]?|GIR)([0-9][A-Z]{2})$/;

/** The longest postcode written without spaces ('SW1A1AA', 7) plus room for a few stray characters. */
const MAX_TYPED_LENGTH = 16;

/**
 * A typed UK postcode: 'Required' when blank, 'Invalid UK postcode' when it does not fit the pattern,
 * otherwise the normalised postcode and its parts.
 */
export function validateUkPostcode(value: string | null | undefined): UkPostcodeResult {
  const typed = (value ?? '').trim();
  if (typed === '') return { valid: false, message: REQUIRED_MESSAGE };
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const match = typed.length <= MAX_TYPED_LENGTH ? WITHOUT_SPACES.exec(compact) : null;
  if (!match) return { valid: false, message: INVALID_UK_POSTCODE_MESSAGE };
  const inwardCode = match[2] ?? '';
  const outwardCode = compact.slice(0, compact.length - inwardCode.length);
  return {
    valid: true,
    postcode: `${outwardCode} ${inwardCode}`,
    outwardCode,
    inwardCode,
    area: match[1] ?? outwardCode,
  };
}

/** The normalised postcode, or null when the value is not a UK postcode. */
export function normaliseUkPostcode(value: string | null | undefined): string | null {
  const result = validateUkPostcode(value);
  return result.valid ? result.postcode : null;
}
