import { describe, expect, it } from 'vitest';
import { normaliseUkPostcode, validateUkPostcode } from '../../../src/domain/postcode.ts';
import { validatePostcode } from '../../../src/domain/validation.ts';

// Doc 1 §5: "UK postcode pattern | Invalid UK postcode", read as shoppers type postcodes.

describe('validateUkPostcode: valid postcodes, normalised', () => {
  it.each([
    // typed, postcode, outward code, inward code, area
    ['RG12 1EN', 'RG12 1EN', 'RG12', '1EN', 'RG'],
    ['rg12 1en', 'RG12 1EN', 'RG12', '1EN', 'RG'],
    ['RG121EN', 'RG12 1EN', 'RG12', '1EN', 'RG'],
    ['  rg12   1en  ', 'RG12 1EN', 'RG12', '1EN', 'RG'],
    ['R G 1 2 1 E N', 'RG12 1EN', 'RG12', '1EN', 'RG'],
    ['M1 1AE', 'M1 1AE', 'M1', '1AE', 'M'],
    ['m11ae', 'M1 1AE', 'M1', '1AE', 'M'],
    ['M20 5PG', 'M20 5PG', 'M20', '5PG', 'M'],
    ['B33 8TH', 'B33 8TH', 'B33', '8TH', 'B'],
    ['CR2 6XH', 'CR2 6XH', 'CR2', '6XH', 'CR'],
    ['DN55 1PT', 'DN55 1PT', 'DN55', '1PT', 'DN'],
    ['W1A 0AX', 'W1A 0AX', 'W1A', '0AX', 'W'],
    ['SW1A 1AA', 'SW1A 1AA', 'SW1A', '1AA', 'SW'],
    ['ec1a1bb', 'EC1A 1BB', 'EC1A', '1BB', 'EC'],
    ['JE2 3AB', 'JE2 3AB', 'JE2', '3AB', 'JE'],
    ['GIR 0AA', 'GIR 0AA', 'GIR', '0AA', 'GIR'],
    ['\tEH10\n5QB ', 'EH10 5QB', 'EH10', '5QB', 'EH'],
  ])('%j is %s (outward %s, inward %s, area %s)', (typed, postcode, outwardCode, inwardCode, area) => {
    expect(validateUkPostcode(typed)).toEqual({ valid: true, postcode, outwardCode, inwardCode, area });
    expect(normaliseUkPostcode(typed)).toBe(postcode);
  });
});

describe('validateUkPostcode: refusals', () => {
  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    [null, 'Required'],
    [undefined, 'Required'],
    ['12345', 'Invalid UK postcode'],
    ['RG12', 'Invalid UK postcode'],
    ['RG12 1E', 'Invalid UK postcode'],
    ['RG12 1ENN', 'Invalid UK postcode'],
    ['RG123 1EN', 'Invalid UK postcode'],
    ['ABC1 1AA', 'Invalid UK postcode'],
    ['1RG 1EN', 'Invalid UK postcode'],
    ['RG12 AEN', 'Invalid UK postcode'],
    ['SW1A-1AA', 'Invalid UK postcode'],
    ['RG12 1EN!', 'Invalid UK postcode'],
    ['D02 X285', 'Invalid UK postcode'],
    ['R G 1 2 1 E N   x x x x x', 'Invalid UK postcode'],
  ])('%j: %s', (typed, message) => {
    expect(validateUkPostcode(typed)).toEqual({ valid: false, message });
    expect(normaliseUkPostcode(typed)).toBeNull();
  });
});

describe('agreement with the address forms’ rule (validatePostcode for GB)', () => {
  it.each(['SW1A 1AA', 'sw1a1aa', 'RG12 8YA', 'W1A 0AX', 'M1 1AE', 'GIR 0AA', '12345', 'SW1A 1A', 'RG12'])(
    '%j is accepted by both or by neither',
    (value) => {
      expect(validateUkPostcode(value).valid).toBe(validatePostcode(value, 'GB') === undefined);
    },
  );
});
