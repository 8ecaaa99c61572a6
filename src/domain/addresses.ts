/**
 * The address book's rules (doc 1 §3 Address, §5 Addresses and Field rules and messages; doc 2 §5 Addresses
 * at booking; docs/api/addresses.md), shared by the address form (a quick answer) and the server (the
 * authority): the checks with the spec's messages, the placeholders per country, change detection and
 * contact-first ordering. Pure: no I/O, no framework.
 */
import type { Address } from '../contract/addresses.ts';
import { DEFAULT_COUNTRY, isCountryCode } from './countries.ts';
import { normaliseUkPostcode } from './postcode.ts';
import {
  type FieldErrors,
  MESSAGES,
  UK_LIKE_COUNTRIES,
  validateAddressLine,
  validateFreeText,
  validateMaxLength,
  validateName,
  validatePhone,
  validatePostcode,
  validateRequired,
  validateTitle,
} from './validation.ts';

/** The messages of the address book (doc 1 §8, doc 2 §8 Addresses; docs/api/addresses.md). */
export const ADDRESS_MESSAGES = {
  checkFields: 'Please check the highlighted fields',
  invalidCountry: 'Invalid country',
  notFound: 'Sorry, we could not find that address.',
  inUse: 'This address is being used by an order or slot and cannot be edited or deleted',
  lastAddress: 'Your account must contain at least one address',
  contactAddress: 'Your account must contain a contact address',
  tooMany: 'You can save up to 50 addresses',
  contactUpdated: 'Contact address updated',
  /** The delete confirmation (doc 1 §8 "delete and contact-address confirmations"). */
  confirmDelete: 'Are you sure you want to delete this address?',
  confirmContact: 'Make this your contact address?',
  /** A call that failed for no reason the shopper can act on. */
  unexpected: 'Sorry, something has gone wrong. Please try again.',
} as const;

/** Error types of the address calls (docs/api/addresses.md). */
export type AddressErrorType =
  | 'INVALID_ADDRESS'
  | 'ADDRESS_NOT_FOUND'
  | 'ADDRESS_IN_USE'
  | 'LAST_ADDRESS'
  | 'CONTACT_ADDRESS'
  | 'TOO_MANY_ADDRESSES';

/** An account keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;
/** Address lines, town and region. */
export const ADDRESS_LINE_MAX_LENGTH = 50;
/** Longer than any country's postcode written with spaces. */
export const POSTCODE_MAX_LENGTH = 12;
export const DELIVERY_NOTE_MAX_LENGTH = 250;

/** The fields an address error can name, flat as the form has them. */
export const ADDRESS_FIELDS = [
  'line1',
  'line2',
  'line3',
  'town',
  'region',
  'country',
  'postalCode',
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'deliveryNote',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export function isAddressField(value: string): value is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(value);
}

/** Why an address call was refused, as the storefront reads it: every field's message at once for INVALID_ADDRESS. */
export interface AddressFailure {
  type: AddressErrorType | 'UNEXPECTED';
  message: string;
  fieldErrors: FieldErrors<AddressField>;
}

/** What the address calls reject with when the server refuses (src/api/addresses.ts). */
export class AddressCallError extends Error {
  override readonly name = 'AddressCallError';
  constructor(readonly failure: AddressFailure) {
    super(failure.message);
  }
}

/** The failure an address call's rejection carries; anything else is an unexpected failure. */
export function addressFailureOf(error: unknown): AddressFailure {
  if (error instanceof AddressCallError) return error.failure;
  return { type: 'UNEXPECTED', message: ADDRESS_MESSAGES.unexpected, fieldErrors: {} };
}

/** The addressee labels as they appear in "Please enter your {field}" / "Invalid {field}". */
const NAME_LABELS = { firstName: 'first name', lastName: 'last name' } as const;

/** The address input of addAddress and PUT addresses/{id} (docs/api/addresses.md). */
export interface AddressInput {
  line1: string;
  line2?: string | null;
  line3?: string | null;
  town?: string | null;
  region?: string | null;
  country: string;
  postalCode: string;
  addressee: {
    title?: string | null;
    firstName: string;
    lastName: string;
    contactNumber?: string | null;
  };
  suggestionId?: string | null;
  deliveryNote?: string | null;
}

/** An address as the book answers it: the wire contract's (src/contract/addresses.ts). */
export type { Address };

/** The form's values: every field a string, '' for none (title '' is "Please select..."). */
export type AddressFormValues = Record<AddressField, string>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  line1: '',
  line2: '',
  line3: '',
  town: '',
  region: '',
  country: DEFAULT_COUNTRY,
  postalCode: '',
  title: '',
  firstName: '',
  lastName: '',
  contactNumber: '',
  deliveryNote: '',
};

/** The form's values of a saved address (for the edit modal). */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    line3: address.line3 ?? '',
    town: address.town ?? '',
    region: address.region ?? '',
    country: address.country,
    postalCode: address.postalCode,
    title: address.addressee.title ?? '',
    firstName: address.addressee.firstName,
    lastName: address.addressee.lastName,
    contactNumber: address.addressee.contactNumber ?? '',
    deliveryNote: address.delivery.customerNote.value ?? '',
  };
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** UK-like postcodes normalised ('rg121en' → 'RG12 1EN'); others upper case with single spaces. */
export function normalisePostcode(value: string, country: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ').toUpperCase();
  if ((UK_LIKE_COUNTRIES as readonly string[]).includes(country)) {
    return normaliseUkPostcode(trimmed) ?? trimmed;
  }
  return trimmed;
}

/** The call's input from the form's values: trimmed, blanks left out as null, country in upper case. */
export function addressInputOf(values: AddressFormValues): AddressInput {
  const country = values.country.trim().toUpperCase();
  return {
    line1: values.line1.trim(),
    line2: blankToNull(values.line2),
    line3: blankToNull(values.line3),
    town: blankToNull(values.town),
    region: blankToNull(values.region),
    country,
    postalCode: normalisePostcode(values.postalCode, country),
    addressee: {
      title: blankToNull(values.title),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      contactNumber: blankToNull(values.contactNumber),
    },
    deliveryNote: blankToNull(values.deliveryNote),
  };
}

/** A value as it came: a string, absent (undefined or null), or something else (`invalid`). */
type Loose = string | undefined | { invalid: true };

function loose(value: unknown): Loose {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : { invalid: true };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The flat values of an input whose shape is not known yet (a request body, the form). */
function flatten(input: unknown): Record<AddressField, Loose> {
  const body = isRecord(input) ? input : {};
  const addressee = isRecord(body.addressee) ? body.addressee : {};
  return {
    line1: loose(body.line1),
    line2: loose(body.line2),
    line3: loose(body.line3),
    town: loose(body.town),
    region: loose(body.region),
    country: loose(body.country),
    postalCode: loose(body.postalCode),
    title: loose(addressee.title),
    firstName: loose(addressee.firstName),
    lastName: loose(addressee.lastName),
    contactNumber: loose(addressee.contactNumber),
    deliveryNote: loose(body.deliveryNote),
  };
}

const addressLine = (required: boolean) => (value: string | undefined) =>
  (required ? validateRequired(value) : undefined) ??
  validateAddressLine(value) ??
  validateMaxLength((value ?? '').trim(), ADDRESS_LINE_MAX_LENGTH);

/** The message a value of the wrong type gets: the field's "invalid" message. */
const WRONG_TYPE: Record<AddressField, string> = {
  line1: MESSAGES.invalidAddressLine,
  line2: MESSAGES.invalidAddressLine,
  line3: MESSAGES.invalidAddressLine,
  town: MESSAGES.invalidAddressLine,
  region: MESSAGES.invalidAddressLine,
  country: ADDRESS_MESSAGES.invalidCountry,
  postalCode: MESSAGES.invalidPostcode,
  title: MESSAGES.invalidField('title'),
  firstName: MESSAGES.invalidField(NAME_LABELS.firstName),
  lastName: MESSAGES.invalidField(NAME_LABELS.lastName),
  contactNumber: MESSAGES.invalidPhone,
  deliveryNote: MESSAGES.freeText,
};

/** The country code as checked: trimmed and upper case. */
const countryOf = (value: Loose): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/**
 * Every field of an address checked with doc 1 §5's rules and messages (docs/api/addresses.md "Input and
 * validation"). Takes the input as it came (the form's values or a request body): a value of the wrong type
 * gets the field's "invalid" message. An empty answer means the address may be saved.
 */
export function validateAddress(input: unknown): FieldErrors<AddressField> {
  const values = flatten(input);
  const country = countryOf(values.country);
  const rules: Record<AddressField, (value: string | undefined) => string | undefined> = {
    line1: addressLine(true),
    line2: addressLine(false),
    line3: addressLine(false),
    town: addressLine(false),
    region: addressLine(false),
    country: (value) =>
      validateRequired(value) ?? (isCountryCode(country) ? undefined : ADDRESS_MESSAGES.invalidCountry),
    postalCode: (value) =>
      // An unknown country is said on the country; the postcode then only meets the general rule.
      validatePostcode(value, isCountryCode(country) ? country : '') ??
      validateMaxLength((value ?? '').trim(), POSTCODE_MAX_LENGTH),
    title: validateTitle,
    firstName: (value) => validateName(value, NAME_LABELS.firstName),
    lastName: (value) => validateName(value, NAME_LABELS.lastName),
    contactNumber: (value) => validatePhone(value, { minDigits: 10, maxDigits: 15 }),
    deliveryNote: (value) =>
      validateFreeText(value) ?? validateMaxLength((value ?? '').trim(), DELIVERY_NOTE_MAX_LENGTH),
  };
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field];
    const message = typeof value === 'object' ? WRONG_TYPE[field] : rules[field](value);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Whether the country writes addresses the UK way (GB, Jersey, Guernsey: doc 1 §5 Addresses). */
export function isUkLikeCountry(country: string): boolean {
  return (UK_LIKE_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

export type PlaceholderField = 'line1' | 'line2' | 'line3' | 'town' | 'region' | 'postalCode';

/**
 * The form's placeholders for a country (doc 1 §5 Addresses): UK-like countries show Address line 1..3,
 * Town, County, Postcode; the others City, State / Province / Region, ZIP / Postal Code.
 */
export function addressPlaceholders(country: string): Record<PlaceholderField, string> {
  const lines = { line1: 'Address line 1', line2: 'Address line 2', line3: 'Address line 3' };
  return isUkLikeCountry(country)
    ? { ...lines, town: 'Town', region: 'County', postalCode: 'Postcode' }
    : { ...lines, town: 'City', region: 'State / Province / Region', postalCode: 'ZIP / Postal Code' };
}

/** The fields doc 1 §5 compares to tell whether an edit changed the address. */
type Comparable = Pick<
  AddressFormValues,
  | 'line1'
  | 'line2'
  | 'line3'
  | 'town'
  | 'region'
  | 'country'
  | 'postalCode'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'contactNumber'
>;

const COMPARED: ReadonlyArray<keyof Comparable> = [
  'line1',
  'line2',
  'line3',
  'town',
  'region',
  'country',
  'postalCode',
  'title',
  'firstName',
  'lastName',
  'contactNumber',
];

/**
 * Change detection (doc 1 §5 Addresses): line1, line2, line3, town, region, country, postalCode and the
 * addressee's title, firstName, lastName and contactNumber are compared, as the call would send them
 * (trimmed, the postcode normalised). Spaces or a postcode's case alone are no change.
 */
export function addressChanged(before: AddressFormValues, after: AddressFormValues): boolean {
  const a = addressInputOf(before);
  const b = addressInputOf(after);
  const comparable = (input: AddressInput): Comparable => ({
    line1: input.line1,
    line2: input.line2 ?? '',
    line3: input.line3 ?? '',
    town: input.town ?? '',
    region: input.region ?? '',
    country: input.country,
    postalCode: input.postalCode,
    title: input.addressee.title ?? '',
    firstName: input.addressee.firstName,
    lastName: input.addressee.lastName,
    contactNumber: input.addressee.contactNumber ?? '',
  });
  const ca = comparable(a);
  const cb = comparable(b);
  return COMPARED.some((field) => ca[field] !== cb[field]);
}

/** The orders of the addresses query (docs/api/addresses.md). */
export const ADDRESS_SORTS = ['CONTACT_FIRST', 'NEWEST', 'OLDEST'] as const;
export type AddressSort = (typeof ADDRESS_SORTS)[number];
export const DEFAULT_ADDRESS_SORT: AddressSort = 'CONTACT_FIRST';

export function isAddressSort(value: string): value is AddressSort {
  return (ADDRESS_SORTS as readonly string[]).includes(value);
}

type Sortable = Pick<Address, 'id' | 'created' | 'isContactAddress'>;

const newestFirst = (a: Sortable, b: Sortable) =>
  b.created.localeCompare(a.created) || Number(b.id) - Number(a.id);

/** The addresses in the given order; CONTACT_FIRST: the contact address, then the newest first. */
export function sortAddresses<T extends Sortable>(addresses: readonly T[], sortBy: AddressSort): T[] {
  const sorted = [...addresses];
  if (sortBy === 'OLDEST') return sorted.sort((a, b) => -newestFirst(a, b));
  sorted.sort(newestFirst);
  if (sortBy === 'NEWEST') return sorted;
  return sorted.sort((a, b) => Number(b.isContactAddress) - Number(a.isContactAddress));
}

/**
 * Choosing an address (doc 1 §4 Address modals): the chosen one is marked selected and the contact address
 * is put first; the rest keep their order.
 */
export function chooseAddress<T extends Sortable>(
  addresses: readonly T[],
  selectedId: string | null,
): Array<T & { selected: boolean }> {
  const marked = addresses.map((address) => ({ ...address, selected: address.id === selectedId }));
  return marked.sort((a, b) => Number(b.isContactAddress) - Number(a.isContactAddress));
}

/** Whether an address may be edited (PUT is among its options). */
export const canEditAddress = (address: Pick<Address, 'options'>): boolean => address.options.includes('PUT');
/** Whether an address may be deleted (DELETE is among its options). */
export const canDeleteAddress = (address: Pick<Address, 'options'>): boolean =>
  address.options.includes('DELETE');

/** One line a shopper recognises: '1 High Street, Bracknell, RG12 1EN'. */
export function addressSummary(address: Pick<Address, 'line1' | 'line2' | 'town' | 'postalCode'>): string {
  return [address.line1, address.line2, address.town, address.postalCode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The addressee's name as a label reads it: 'Mr Sam Smith'. */
export function addresseeName(addressee: Pick<Address['addressee'], 'title' | 'firstName' | 'lastName'>) {
  return [addressee.title, addressee.firstName, addressee.lastName].filter(Boolean).join(' ');
}
