import { describe, expect, it } from 'vitest';
import {
  isResetLinkValid,
  MESSAGES,
  normalisePhone,
  parseLooseDate,
  TITLE_OPTIONS,
  validateAddressLine,
  validateEmail,
  validateFreeText,
  validateLoyaltyCardNumber,
  validateMaxDigits,
  validateMaxLength,
  validateMinDigits,
  validateMinLength,
  validateName,
  validateOrderNumber,
  validatePassword,
  validatePastDate,
  validatePhone,
  validatePostcode,
  validateRegistration,
  validateRequired,
  validateTitle,
} from '../../../src/domain/validation';

// Doc 1 §5 "Field rules and messages", one row of the spec's table per block, as table tests.

describe('postcodes', () => {
  it.each([
    ['SW1A 1AA', 'GB', undefined],
    ['sw1a1aa', 'GB', undefined],
    ['RG12 8YA', 'GB', undefined],
    ['W1A 0AX', 'GB', undefined],
    ['M1 1AE', 'GB', undefined],
    ['GIR 0AA', 'GB', undefined],
    ['JE2 3AB', 'JE', undefined],
    ['GY1 1AA', 'GG', undefined],
    ['SW1A-1AA', 'GB', 'Invalid postcode'],
    ['RG12 8YA!', 'FR', 'Invalid postcode'],
    ['12345', 'GB', 'Invalid UK postcode'],
    ['SW1A 1A', 'GB', 'Invalid UK postcode'],
    ['90210', 'US', undefined],
    ['9021', 'US', 'Invalid US ZIP code'],
    ['902101', 'US', 'Invalid US ZIP code'],
    ['75008', 'FR', undefined],
    ['7500', 'FR', 'Invalid French postcode'],
    ['D02 X285', 'IE', undefined],
    ['D6W 1234', 'IE', undefined],
    ['A65F4E2', 'IE', undefined],
    ['B12 3456', 'IE', 'Invalid Irish postcode'],
    ['', 'GB', 'Required'],
    ['10115', 'DE', undefined],
  ])('%j in %s: %s', (value, country, message) => {
    expect(validatePostcode(value, country)).toBe(message);
  });
});

describe('phone numbers', () => {
  it.each([
    ['01344 424242', undefined],
    ['+44 1344 424242', undefined],
    ['+44-1344-424242', undefined],
    ['020 7946 0000', undefined],
    ['(01344) 424242', 'Invalid phone number'],
    ['01344 42424x', 'Invalid phone number'],
    ['44+1344', 'Invalid phone number'],
    ['+', 'Invalid phone number'],
    ['', undefined],
  ])('%j: %s', (value, message) => {
    expect(validatePhone(value)).toBe(message);
  });

  it('is required when asked', () => {
    expect(validatePhone('  ', { required: true })).toBe('Required');
  });

  it.each([
    ['0134', { minDigits: 10 }, 'Must be at least 10 numeric characters'],
    ['01344 424242', { minDigits: 10, maxDigits: 11 }, undefined],
    ['013444242421', { maxDigits: 11 }, 'Must be no more than 11 numeric characters'],
    ['+441344424242', { maxDigits: 13 }, undefined],
    ['+4413444242421', { maxDigits: 13 }, 'Must be no more than 13 numeric characters'],
  ])('%j with %j: %s', (value, options, message) => {
    expect(validatePhone(value, options)).toBe(message);
  });

  it.each([
    ['+44 (0)1344-424 242', '+4401344424242'],
    ['01344 424242', '01344424242'],
    [' +1-555-0100 ', '+15550100'],
  ])('normalises %j to %j (digits only, a leading plus kept)', (value, normal) => {
    expect(normalisePhone(value)).toBe(normal);
  });
});

describe('name-like fields', () => {
  it.each([
    ['', 'first name', 'Please enter your first name'],
    ['   ', 'last name', 'Please enter your last name'],
    [undefined, 'town', 'Please enter your town'],
    ['Ada', 'first name', undefined],
    ["O'Neil-Smith", 'last name', undefined],
    ['St. John', 'last name', undefined],
    ['Zoë', 'first name', undefined],
    ['José María', 'first name', undefined],
    ['O’Brien', 'last name', undefined],
    ['Henry 8', 'first name', undefined],
    ['Ada!', 'first name', 'Invalid first name'],
    ['<b>', 'last name', 'Invalid last name'],
    ['a_b', 'first name', 'Invalid first name'],
    ['x'.repeat(50), 'last name', undefined],
    ['x'.repeat(51), 'last name', 'Must be no more than 50 characters'],
  ])('%j as %s: %s', (value, field, message) => {
    expect(validateName(value, field)).toBe(message);
  });
});

describe('dates', () => {
  const today = { year: 2025, month: 6, day: 2 };
  it.each([
    ['01-06-2025', undefined],
    ['02-06-2025', undefined],
    ['01-06-25', undefined],
    ['3-6-2025', "The date can't be in the future"],
    ['03-06-2025', "The date can't be in the future"],
    ['01-01-90', undefined],
    ['01-01-89', "The date can't be in the future"],
    ['1-1-25', 'Please insert full date'],
    ['', 'Please insert full date'],
    ['32-01-2020', 'Please insert full date'],
    ['01-13-2020', 'Please insert full date'],
    ['01-01-202', 'Please insert full date'],
    ['yesterday!', 'Please insert full date'],
  ])('%j: %s', (value, message) => {
    expect(validatePastDate(value, today)).toBe(message);
  });

  it.each([
    ['01-06-2025', { year: 2025, month: 6, day: 1 }],
    ['01-06-25', { year: 2025, month: 6, day: 1 }],
    ['01-06-89', { year: 2089, month: 6, day: 1 }],
    ['01-06-90', { year: 1990, month: 6, day: 1 }],
    ['010690', { year: 1990, month: 6, day: 1 }],
    ['01061990', { year: 1990, month: 6, day: 1 }],
    ['1/6/25', { year: 2025, month: 6, day: 1 }],
    ['1-6-5', undefined],
    ['0-6-2025', undefined],
    ['01-06-2025-1', undefined],
  ])('parses %j loosely as %j', (value, date) => {
    expect(parseLooseDate(value)).toEqual(date);
  });
});

describe('lengths and digits', () => {
  it.each([
    [validateMinLength('abc', 4), 'Must be at least 4 characters'],
    [validateMinLength('abcd', 4), undefined],
    [validateMaxLength('abcde', 4), 'Must be no more than 4 characters'],
    [validateMaxLength('abcd', 4), undefined],
    [validateMinDigits('12a', 3), 'Must be at least 3 numeric characters'],
    [validateMinDigits('1-2-3', 3), undefined],
    [validateMaxDigits('1234', 3), 'Must be no more than 3 numeric characters'],
    [validateMaxDigits('123', 3), undefined],
    [validateMaxDigits('+123', 3), 'Must be no more than 3 numeric characters'],
    [validateMaxDigits('+12', 3), undefined],
    [validateRequired(''), 'Required'],
    [validateRequired(' x '), undefined],
  ])('%#: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('other rules of the table', () => {
  it.each([
    [validateAddressLine('Flat 2, 10 High Street'), undefined],
    [validateAddressLine("St. Mary's Road (rear) #3/4 & Co"), undefined],
    [validateAddressLine('10 High St; DROP TABLE'), 'Invalid address line'],
    [validateAddressLine('<script>'), 'Invalid address line'],
    [validateLoyaltyCardNumber('9210123456789012'), undefined],
    [validateLoyaltyCardNumber('9230 1234 5678 9012'), undefined],
    [validateLoyaltyCardNumber('9220123456789012'), MESSAGES.loyaltyCardNumber],
    [
      validateLoyaltyCardNumber('921012345678901'),
      'The number should start 9210 or 9230 and contain 16 digits',
    ],
    [validateOrderNumber(''), 'Please enter an order number'],
    [validateOrderNumber('1234567890'), undefined],
    [
      validateOrderNumber('123456789012345678901'),
      'Order numbers only contain numbers and are up to 20 digits long',
    ],
    [validateOrderNumber('12a4'), 'Order numbers only contain numbers and are up to 20 digits long'],
    [
      validateFreeText('Please leave it with No. 12 (next door) & ring! 50% off? a/b+c @home £5 -_.,'),
      undefined,
    ],
    [
      validateFreeText('Leave it <here>'),
      'Invalid characters. Only the following characters are allowed: A to Z and - _ . , ( ) & ? ! @ £ % / +',
    ],
    [validateFreeText('semi;colon'), MESSAGES.freeText],
  ])('%#: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the fixed messages of the table word for word', () => {
    expect(MESSAGES.loyaltyCardLinked).toBe('This number is already linked to another account');
    expect(MESSAGES.productNameMissing).toBe('Please enter the product name');
    expect(MESSAGES.quantityMissing).toBe('Please enter the missing product quantity');
    expect(MESSAGES.dateBeforeVisit).toBe('the date used must be on or after the date you visited the shop.');
  });
});

describe('account fields', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['ann@example.com', undefined],
    [' Ann.Lee+shop@mail.example.co.uk ', undefined],
    ['ann@example', 'Invalid email address'],
    ['ann example@x.com', 'Invalid email address'],
    ['ann@@example.com', 'Invalid email address'],
    [`${'a'.repeat(250)}@x.com`, 'Must be no more than 254 characters'],
  ])('email %j: %s', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });

  it.each([
    ['', 'Please enter your password'],
    ['abc1', 'Must be at least 8 characters'],
    ['abcdefg1', undefined],
    ['Groceries1', undefined],
    [`a${'1'.repeat(63)}`, undefined],
    [`a${'1'.repeat(64)}`, 'Must be no more than 64 characters'],
    ['abcdefgh', 'Must contain at least one letter and one number'],
    ['12345678', 'Must contain at least one letter and one number'],
  ])('password %j: %s', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });

  it('titles come from doc 1 §3 with "Please select..." first; empty means none', () => {
    expect(TITLE_OPTIONS.map((o) => o.label)).toEqual([
      'Please select...',
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
    ]);
    expect(validateTitle('')).toBeUndefined();
    expect(validateTitle('Reverend')).toBeUndefined();
    expect(validateTitle('mr')).toBe('Invalid title');
  });

  it('validateRegistration answers a message per wrong field, nothing when all is well', () => {
    expect(
      validateRegistration({
        email: 'a@b.co',
        password: 'Groceries1',
        title: 'Ms',
        firstName: 'Ann',
        lastName: 'Lee',
      }),
    ).toEqual({});
    expect(validateRegistration({ email: 'a@b', password: 'short', firstName: '', lastName: 'L!' })).toEqual({
      email: 'Invalid email address',
      password: 'Must be at least 8 characters',
      firstName: 'Please enter your first name',
      lastName: 'Invalid last name',
    });
    expect(validateRegistration({ email: 3, password: {}, title: 1, firstName: [], lastName: null })).toEqual(
      {
        email: 'Invalid email address',
        password: 'Invalid password',
        title: 'Invalid title',
        firstName: 'Invalid first name',
        lastName: 'Please enter your last name',
      },
    );
  });
});

describe('reset-password link (doc 1 §2.4, §5)', () => {
  const now = Date.parse('2025-06-02T09:00:00Z');
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['soon', false],
    [String(now), false],
    [String(now - 1), false],
    [String(now + 1), true],
    [now + 60_000, true],
  ])('exp %j is valid: %s', (exp, valid) => {
    expect(isResetLinkValid(exp, now)).toBe(valid);
  });
});
