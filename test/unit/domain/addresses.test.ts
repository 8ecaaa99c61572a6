import { describe, expect, it } from 'vitest';
import {
  type Address,
  AddressCallError,
  type AddressFormValues,
  addressChanged,
  addressFailureOf,
  addressInputOf,
  addressPlaceholders,
  chooseAddress,
  EMPTY_ADDRESS_FORM,
  formValuesOf,
  sortAddresses,
  validateAddress,
} from '../../../src/domain/addresses';
import { COUNTRIES, countryName, DEFAULT_COUNTRY, isCountryCode } from '../../../src/domain/countries';

// doc 1 §3 (Address, Country list), §4 (Address modals), §5 (Addresses, Field rules and messages) as tables.

const FORM: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  line1: '1 High Street',
  town: 'Bracknell',
  postalCode: 'RG12 1EN',
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Shopper',
  contactNumber: '07700 900123',
};

/** The input as the call sends it, with one field changed. */
const inputWith = (change: Partial<AddressFormValues>) => addressInputOf({ ...FORM, ...change });

describe('validateAddress: the rules and messages of doc 1 §5', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(inputWith({}))).toEqual({});
  });

  it.each<[string, Partial<AddressFormValues>, Record<string, string>]>([
    ['required line1', { line1: '  ' }, { line1: 'Required' }],
    ['address line characters', { line1: '1 <High> St' }, { line1: 'Invalid address line' }],
    ['line2 at most 50', { line2: 'x'.repeat(51) }, { line2: 'Must be no more than 50 characters' }],
    ['line3 characters', { line3: 'Flat $3' }, { line3: 'Invalid address line' }],
    ['town characters', { town: 'Town;' }, { town: 'Invalid address line' }],
    ['region at most 50', { region: 'y'.repeat(51) }, { region: 'Must be no more than 50 characters' }],
    ['required country', { country: '' }, { country: 'Required' }],
    ['a country of the list', { country: 'ZZ' }, { country: 'Invalid country' }],
    ['required postcode', { postalCode: '' }, { postalCode: 'Required' }],
    ['general postcode rule', { postalCode: 'RG12_1EN' }, { postalCode: 'Invalid postcode' }],
    ['UK pattern', { postalCode: 'RG12 1E' }, { postalCode: 'Invalid UK postcode' }],
    ['Guernsey is UK-like', { country: 'GG', postalCode: '12345' }, { postalCode: 'Invalid UK postcode' }],
    ['US ZIP', { country: 'US', postalCode: 'ABCDE' }, { postalCode: 'Invalid US ZIP code' }],
    ['French postcode', { country: 'FR', postalCode: '750001' }, { postalCode: 'Invalid French postcode' }],
    ['Irish postcode', { country: 'IE', postalCode: '12345' }, { postalCode: 'Invalid Irish postcode' }],
    [
      'postcode at most 12 elsewhere',
      { country: 'DE', postalCode: '1234567890123' },
      { postalCode: 'Must be no more than 12 characters' },
    ],
    ['a title of the list', { title: 'Captain' }, { title: 'Invalid title' }],
    ['first name required', { firstName: '' }, { firstName: 'Please enter your first name' }],
    ['first name characters', { firstName: 'J@ne' }, { firstName: 'Invalid first name' }],
    ['last name required', { lastName: ' ' }, { lastName: 'Please enter your last name' }],
    ['last name characters', { lastName: 'Shopper!' }, { lastName: 'Invalid last name' }],
    ['phone characters', { contactNumber: '07700 (900) 123' }, { contactNumber: 'Invalid phone number' }],
    [
      'phone at least 10 digits',
      { contactNumber: '0770 90' },
      { contactNumber: 'Must be at least 10 numeric characters' },
    ],
    [
      'phone at most 15 digits',
      { contactNumber: '0770090012345678' },
      { contactNumber: 'Must be no more than 15 numeric characters' },
    ],
    [
      'a leading plus allows one fewer',
      { contactNumber: '+447700900123456' },
      { contactNumber: 'Must be no more than 15 numeric characters' },
    ],
    [
      'delivery note free text',
      { deliveryNote: 'Ring the bell <3' },
      {
        deliveryNote:
          'Invalid characters. Only the following characters are allowed: A to Z and - _ . , ( ) & ? ! @ £ % / +',
      },
    ],
  ])('%s', (_, change, errors) => {
    expect(validateAddress(inputWith(change))).toEqual(errors);
  });

  it.each<[string, Partial<AddressFormValues>]>([
    ['no phone (optional)', { contactNumber: '' }],
    ['no title (optional)', { title: '' }],
    ['an international phone', { contactNumber: '+44 7700 900123' }],
    ['a US address', { country: 'US', postalCode: '90210' }],
    ['a French address', { country: 'FR', postalCode: '75001' }],
    ['an Irish address', { country: 'IE', postalCode: 'D02 X285' }],
    ['a country in lower case', { country: 'de', postalCode: '10115' }],
    ['names with apostrophes, hyphens and accents', { firstName: 'Zoë-Ann', lastName: "O'Brien" }],
  ])('accepts %s', (_, change) => {
    expect(validateAddress(inputWith(change))).toEqual({});
  });

  it('answers every field at once, and wrong types with the field’s own message', () => {
    expect(validateAddress({})).toEqual({
      line1: 'Required',
      country: 'Required',
      postalCode: 'Required',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(validateAddress(null)).toEqual(validateAddress({}));
    expect(
      validateAddress({
        line1: 1,
        country: 44,
        postalCode: {},
        addressee: { title: [], firstName: 7, lastName: true },
      }),
    ).toEqual({
      line1: 'Invalid address line',
      country: 'Invalid country',
      postalCode: 'Invalid postcode',
      title: 'Invalid title',
      firstName: 'Invalid first name',
      lastName: 'Invalid last name',
    });
  });
});

describe('addressInputOf', () => {
  it('trims, leaves blanks out as null, and normalises the country and a UK postcode', () => {
    expect(
      addressInputOf({ ...FORM, line1: ' 1 High Street ', postalCode: 'rg121en', country: 'gb', title: '' }),
    ).toEqual({
      line1: '1 High Street',
      line2: null,
      line3: null,
      town: 'Bracknell',
      region: null,
      country: 'GB',
      postalCode: 'RG12 1EN',
      addressee: { title: null, firstName: 'Jane', lastName: 'Shopper', contactNumber: '07700 900123' },
      deliveryNote: null,
    });
    expect(inputWith({ country: 'IE', postalCode: 'd02  x285' }).postalCode).toBe('D02 X285');
  });
});

describe('placeholders per country (doc 1 §5 Addresses)', () => {
  it.each(['GB', 'JE', 'GG', 'gb'])('%s is UK-like', (country) => {
    expect(addressPlaceholders(country)).toEqual({
      line1: 'Address line 1',
      line2: 'Address line 2',
      line3: 'Address line 3',
      town: 'Town',
      region: 'County',
      postalCode: 'Postcode',
    });
  });
  it.each(['US', 'FR', 'IE', 'DE'])(
    '%s shows City, State / Province / Region, ZIP / Postal Code',
    (country) => {
      expect(addressPlaceholders(country)).toMatchObject({
        line1: 'Address line 1',
        town: 'City',
        region: 'State / Province / Region',
        postalCode: 'ZIP / Postal Code',
      });
    },
  );
});

describe('change detection (doc 1 §5 Addresses)', () => {
  it.each<[string, Partial<AddressFormValues>, boolean]>([
    ['nothing', {}, false],
    ['spaces only', { line1: ' 1 High Street  ' }, false],
    ['the postcode’s case and spacing', { postalCode: 'rg121en' }, false],
    ['the delivery note (not compared)', { deliveryNote: 'Side door' }, false],
    ['line1', { line1: '2 High Street' }, true],
    ['line2', { line2: 'Flat 1' }, true],
    ['line3', { line3: 'Annex' }, true],
    ['town', { town: 'Reading' }, true],
    ['region', { region: 'Berkshire' }, true],
    ['country', { country: 'JE' }, true],
    ['postcode', { postalCode: 'RG12 1EP' }, true],
    ['title', { title: 'Ms' }, true],
    ['first name', { firstName: 'Janet' }, true],
    ['last name', { lastName: 'Smith' }, true],
    ['contact number', { contactNumber: '07700 900124' }, true],
  ])('%s → %s', (_, change, changed) => {
    expect(addressChanged(FORM, { ...FORM, ...change })).toBe(changed);
  });
});

const address = (id: string, created: string, isContactAddress = false): Address => ({
  id,
  line1: `${id} High Street`,
  line2: null,
  line3: null,
  town: null,
  region: null,
  country: 'GB',
  postalCode: 'RG12 1EN',
  addressStatus: 'ACTIVE',
  isContactAddress,
  created,
  uniqueDomesticAddressReferenceNumber: null,
  suggestionId: null,
  delivery: { customerNote: { value: null } },
  addressee: { title: null, firstName: 'Jane', lastName: 'Shopper', contactNumber: null, modified: created },
  options: ['GET', 'PUT', 'DELETE', 'OPTIONS'],
  inUse: false,
});

describe('ordering and choosing', () => {
  const book = [
    address('1', '2025-01-01T00:00:00.000Z'),
    address('2', '2025-03-01T00:00:00.000Z', true),
    address('3', '2025-02-01T00:00:00.000Z'),
  ];
  it.each([
    ['CONTACT_FIRST', ['2', '3', '1']],
    ['NEWEST', ['2', '3', '1']],
    ['OLDEST', ['1', '3', '2']],
  ] as const)('%s', (sortBy, ids) => {
    expect(sortAddresses(book, sortBy).map((a) => a.id)).toEqual(ids);
  });
  it('CONTACT_FIRST puts an older contact address first', () => {
    const older = [address('1', '2025-01-01T00:00:00.000Z', true), address('2', '2025-03-01T00:00:00.000Z')];
    expect(sortAddresses(older, 'CONTACT_FIRST').map((a) => a.id)).toEqual(['1', '2']);
  });
  it('choosing marks the chosen one selected and puts the contact address first (doc 1 §4)', () => {
    const chosen = chooseAddress(book, '3');
    expect(chosen.map((a) => [a.id, a.selected])).toEqual([
      ['2', false],
      ['1', false],
      ['3', true],
    ]);
  });
  it('formValuesOf gives back what addressInputOf reads', () => {
    const saved = { ...address('9', '2025-01-01T00:00:00.000Z'), town: 'Bracknell' };
    expect(formValuesOf(saved)).toMatchObject({
      line1: '9 High Street',
      town: 'Bracknell',
      line2: '',
      title: '',
    });
    expect(addressChanged(formValuesOf(saved), formValuesOf(saved))).toBe(false);
  });
});

describe('failures', () => {
  it('reads an AddressCallError; anything else is unexpected', () => {
    const failure = {
      type: 'LAST_ADDRESS' as const,
      message: 'Your account must contain at least one address',
      fieldErrors: {},
    };
    expect(addressFailureOf(new AddressCallError(failure))).toBe(failure);
    expect(addressFailureOf(new Error('network'))).toEqual({
      type: 'UNEXPECTED',
      message: 'Sorry, something has gone wrong. Please try again.',
      fieldErrors: {},
    });
  });
});

describe('the country list (doc 1 §3)', () => {
  it('has about 250 unique ISO codes with names, sorted by name, and GB by default', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const { code, name } of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(1);
    }
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(DEFAULT_COUNTRY).toBe('GB');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('IE')).toBe('Ireland');
    expect(isCountryCode('JE')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });
});
