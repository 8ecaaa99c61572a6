/**
 * The field rules and messages of doc 1 §5 ("Field rules and messages"), shared by the storefront's forms
 * (a quick answer) and the server (the authority). Pure functions: each takes a value and answers the
 * message to show, or `undefined` when the value is acceptable. No I/O, no framework, no clock: callers
 * pass "today" where a rule needs it.
 */

import { INVALID_UK_POSTCODE_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';

/** The messages of doc 1 §5, word for word; `{field}` and `{n}` are filled in by the functions below. */
export const MESSAGES = {
  invalidPostcode: 'Invalid postcode',
  invalidUkPostcode: INVALID_UK_POSTCODE_MESSAGE,
  invalidUsZip: 'Invalid US ZIP code',
  invalidFrenchPostcode: 'Invalid French postcode',
  invalidIrishPostcode: 'Invalid Irish postcode',
  invalidPhone: 'Invalid phone number',
  enterField: (field: string) => `Please enter your ${field}`,
  invalidField: (field: string) => `Invalid ${field}`,
  fullDate: 'Please insert full date',
  futureDate: "The date can't be in the future",
  minLength: (n: number) => `Must be at least ${n} characters`,
  minDigits: (n: number) => `Must be at least ${n} numeric characters`,
  maxLength: (n: number) => `Must be no more than ${n} characters`,
  maxDigits: (n: number) => `Must be no more than ${n} numeric characters`,
  invalidAddressLine: 'Invalid address line',
  required: REQUIRED_MESSAGE,
  loyaltyCardNumber: 'The number should start 9210 or 9230 and contain 16 digits',
  loyaltyCardLinked: 'This number is already linked to another account',
  orderNumber: 'Order numbers only contain numbers and are up to 20 digits long',
  orderNumberEmpty: 'Please enter an order number',
  productNameMissing: 'Please enter the product name',
  quantityMissing: 'Please enter the missing product quantity',
  dateBeforeVisit: 'the date used must be on or after the date you visited the shop.',
  freeText:
    'Invalid characters. Only the following characters are allowed: A to Z and - _ . , ( ) & ? ! @ £ % / +',
  /** Not in doc 1 §5's table; worded like its rules. */
  passwordLetterAndDigit: 'Must contain at least one letter and one number',
} as const;

/** Addressee and account title options (doc 1 §3, Address). The empty option reads "Please select...". */
export const TITLES = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Mx',
  'Dr',
  'Lord',
  'Lady',
  'Prof',
  'Reverend',
  'Sir',
  'Dame',
] as const;
export type Title = (typeof TITLES)[number];
export const TITLE_PLACEHOLDER = 'Please select...';
export const TITLE_OPTIONS: readonly { value: '' | Title; label: string }[] = [
  { value: '', label: TITLE_PLACEHOLDER },
  ...TITLES.map((title) => ({ value: title, label: title })),
];

export function isTitle(value: string): value is Title {
  return (TITLES as readonly string[]).includes(value);
}

/** Limits of the account fields (registration and my details). */
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';
const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/** "Required". */
export function validateRequired(value: string | null | undefined): string | undefined {
  return isBlank(value) ? MESSAGES.required : undefined;
}

/** "Must be at least {n} characters". */
export function validateMinLength(value: string, n: number): string | undefined {
  return [...value].length < n ? MESSAGES.minLength(n) : undefined;
}

/** "Must be no more than {n} characters". */
export function validateMaxLength(value: string, n: number): string | undefined {
  return [...value].length > n ? MESSAGES.maxLength(n) : undefined;
}

/** "Must be at least {n} numeric characters". */
export function validateMinDigits(value: string, n: number): string | undefined {
  return digitCount(value) < n ? MESSAGES.minDigits(n) : undefined;
}

/** "Must be no more than {n} numeric characters"; a leading plus allows one digit fewer. */
export function validateMaxDigits(value: string, n: number): string | undefined {
  const allowed = value.trim().startsWith('+') ? n - 1 : n;
  return digitCount(value) > allowed ? MESSAGES.maxDigits(n) : undefined;
}

/** Letters (any script), digits, spaces, hyphen, apostrophe (straight or curly) and dot. */
const NAME_PATTERN = /^[\p{L}\p{M}0-9 '’.-]+$/u;

/**
 * A name-like field: "Please enter your {field}" when empty, "Invalid {field}" with other characters
 * than letters, digits, spaces, hyphen, apostrophe and dot, and the maximum length.
 */
export function validateName(
  value: string | null | undefined,
  fieldLabel: string,
  maxLength: number = NAME_MAX_LENGTH,
): string | undefined {
  if (isBlank(value)) return MESSAGES.enterField(fieldLabel);
  const trimmed = (value as string).trim();
  if (!NAME_PATTERN.test(trimmed)) return MESSAGES.invalidField(fieldLabel);
  return validateMaxLength(trimmed, maxLength);
}

/** An optional title: empty, or one of TITLES. */
export function validateTitle(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  return isTitle((value as string).trim()) ? undefined : MESSAGES.invalidField('title');
}

/** One `@`, no spaces, a domain with a dot. Deliverability is proved by the email itself. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function validateEmail(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return MESSAGES.enterField('email address');
  const trimmed = (value as string).trim();
  return (
    validateMaxLength(trimmed, EMAIL_MAX_LENGTH) ??
    (EMAIL_PATTERN.test(trimmed) ? undefined : MESSAGES.invalidField('email address'))
  );
}

/** A new password: 8 to 64 characters with at least one letter and one digit (docs/api/session.md). */
export function validatePassword(value: string | null | undefined): string | undefined {
  if (value == null || value === '') return MESSAGES.enterField('password');
  return (
    validateMinLength(value, PASSWORD_MIN_LENGTH) ??
    validateMaxLength(value, PASSWORD_MAX_LENGTH) ??
    (/\p{L}/u.test(value) && /\d/.test(value) ? undefined : MESSAGES.passwordLetterAndDigit)
  );
}

/** Optional plus and country code, then digits, spaces and dashes. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

export function validatePhone(
  value: string | null | undefined,
  options: { required?: boolean; minDigits?: number; maxDigits?: number } = {},
): string | undefined {
  if (isBlank(value)) return options.required ? MESSAGES.required : undefined;
  const trimmed = (value as string).trim();
  if (!PHONE_PATTERN.test(trimmed)) return MESSAGES.invalidPhone;
  if (options.minDigits !== undefined) {
    const short = validateMinDigits(trimmed, options.minDigits);
    if (short) return short;
  }
  if (options.maxDigits !== undefined) return validateMaxDigits(trimmed, options.maxDigits);
  return undefined;
}

/** Phone normalisation (doc 1 §5): digits only, keeping a leading plus. */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** Countries whose postcodes follow the UK pattern (doc 1 §5, Addresses: GB, Jersey, Guernsey). */
export const UK_LIKE_COUNTRIES = ['GB', 'JE', 'GG'] as const;
const UK_POSTCODE = /^(?:[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}|GIR ?0AA)$/i;
const FIVE_DIGITS = /^[0-9]{5}$/;
const IRISH_POSTCODE = /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i;

/** A postcode for a country (ISO code): the general rule, then the country's own pattern. */
export function validatePostcode(value: string | null | undefined, country: string): string | undefined {
  if (isBlank(value)) return MESSAGES.required;
  const trimmed = (value as string).trim();
  if (!/^[A-Za-z0-9 ]+$/.test(trimmed)) return MESSAGES.invalidPostcode;
  const code = country.toUpperCase();
  if ((UK_LIKE_COUNTRIES as readonly string[]).includes(code)) {
    return UK_POSTCODE.test(trimmed) ? undefined : MESSAGES.invalidUkPostcode;
  }
  if (code === 'US') return FIVE_DIGITS.test(trimmed) ? undefined : MESSAGES.invalidUsZip;
  if (code === 'FR') return FIVE_DIGITS.test(trimmed) ? undefined : MESSAGES.invalidFrenchPostcode;
  if (code === 'IE') return IRISH_POSTCODE.test(trimmed) ? undefined : MESSAGES.invalidIrishPostcode;
  return undefined;
}

/** Letters, digits, spaces and the punctuation addresses use. */
const ADDRESS_LINE_PATTERN = /^[\p{L}\p{M}0-9 '’.,\-/&()#]+$/u;

export function validateAddressLine(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  return ADDRESS_LINE_PATTERN.test((value as string).trim()) ? undefined : MESSAGES.invalidAddressLine;
}

/** Free text: only A-Z, digits, whitespace and - _ . , ( ) & ? ! @ £ % / + */
const FREE_TEXT_PATTERN = /^[A-Za-z0-9\s\-_.,()&?!@£%/+]*$/;

export function validateFreeText(value: string | null | undefined): string | undefined {
  return value == null || FREE_TEXT_PATTERN.test(value) ? undefined : MESSAGES.freeText;
}

/** Loyalty card number: starts 9210 or 9230 and has 16 digits (spaces are ignored). */
export function validateLoyaltyCardNumber(value: string | null | undefined): string | undefined {
  const compact = (value ?? '').replace(/\s/g, '');
  return /^92[13]0[0-9]{12}$/.test(compact) ? undefined : MESSAGES.loyaltyCardNumber;
}

/** Order number: required, digits only, up to 20 of them. */
export function validateOrderNumber(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return MESSAGES.orderNumberEmpty;
  return /^[0-9]{1,20}$/.test((value as string).trim()) ? undefined : MESSAGES.orderNumber;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Loose date parsing (doc 1 §5): 6 to 10 characters, DD-MM-YYYY or DD-MM-YY (any of - / . or space
 * between the parts, or none), day 1-31, month 1-12, a 2- or 4-digit year; 2-digit years below 90 are
 * 20xx, the others 19xx.
 */
export function parseLooseDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  if (trimmed.length < 6 || trimmed.length > 10) return undefined;
  let parts: string[];
  if (/^[0-9]+$/.test(trimmed)) {
    if (trimmed.length !== 6 && trimmed.length !== 8) return undefined;
    parts = [trimmed.slice(0, 2), trimmed.slice(2, 4), trimmed.slice(4)];
  } else {
    parts = trimmed.split(/[-/. ]/);
  }
  if (parts.length !== 3) return undefined;
  const [dayText = '', monthText = '', yearText = ''] = parts;
  if (!/^[0-9]{1,2}$/.test(dayText) || !/^[0-9]{1,2}$/.test(monthText)) return undefined;
  if (!/^(?:[0-9]{2}|[0-9]{4})$/.test(yearText)) return undefined;
  const day = Number(dayText);
  const month = Number(monthText);
  let year = Number(yearText);
  if (yearText.length === 2) year += year < 90 ? 2000 : 1900;
  if (day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  return { year, month, day };
}

const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * A date typed by the shopper: "Please insert full date" when shorter than 8 characters or unparsable,
 * "The date can't be in the future" after `today` (the caller's date in Europe/London).
 */
export function validatePastDate(text: string | null | undefined, today: CalendarDate): string | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed.length < 8) return MESSAGES.fullDate;
  const date = parseLooseDate(trimmed);
  if (!date) return MESSAGES.fullDate;
  return compareDates(date, today) > 0 ? MESSAGES.futureDate : undefined;
}

export { isResetLinkValid } from './reset-link.ts';

export interface RegistrationInput {
  email?: unknown;
  password?: unknown;
  title?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}
export type RegistrationField = 'email' | 'password' | 'title' | 'firstName' | 'lastName';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Labels of the registration fields as they appear in "Please enter your {field}" / "Invalid {field}". */
export const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  email: 'email address',
  password: 'password',
  title: 'title',
  firstName: 'first name',
  lastName: 'last name',
};

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Every registration field checked; an empty answer means the request may go ahead. */
export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const check = (
    field: RegistrationField,
    value: unknown,
    rule: (text: string | undefined) => string | undefined,
  ) => {
    // A value of the wrong type (a number, an object) is as wrong as an invalid string.
    const message =
      value !== undefined && value !== null && typeof value !== 'string'
        ? MESSAGES.invalidField(REGISTRATION_LABELS[field])
        : rule(asText(value));
    if (message) errors[field] = message;
  };
  check('email', input.email, validateEmail);
  check('password', input.password, validatePassword);
  check('title', input.title, validateTitle);
  check('firstName', input.firstName, (text) => validateName(text, REGISTRATION_LABELS.firstName));
  check('lastName', input.lastName, (text) => validateName(text, REGISTRATION_LABELS.lastName));
  return errors;
}
