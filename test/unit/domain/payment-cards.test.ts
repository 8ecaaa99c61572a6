import { describe, expect, it } from 'vitest';
import {
  type CardEntry,
  cardDetailsOf,
  cardDigits,
  cardEntryErrors,
  cardLengthsOf,
  cvcLengthOf,
  detectCardType,
  expiryLabel,
  isExpiryInFuture,
  isLuhnValid,
  maskedCardNumber,
  PAYMENT_CARD_TYPES,
  type PaymentCardType,
} from '../../../src/domain/payment-cards.ts';

// doc 1 §5 and doc 2 §5 "Payment card detection"; docs/api/checkout.md "Published test cards".

/** docs/api/checkout.md: the payment simulator's published test cards, as printed there. */
const PUBLISHED_TEST_CARDS: Array<[string, PaymentCardType]> = [
  ['4444 3333 2222 1111', 'VISA'],
  ['5555 5555 5555 4444', 'MASTERCARD'],
  ['4000 0000 0000 0002', 'VISA'],
  ['4000 0027 6000 3184', 'VISA'],
  ['6356 2800 0000 0000 001', 'BUSINESS_ACCOUNT'],
  ['5373 7000 0000 0003', 'PARTNERSHIP'],
];

describe('cardDigits', () => {
  it.each([
    ['4444 3333 2222 1111', '4444333322221111'],
    ['4444-3333-2222-1111', '4444333322221111'],
    [' 4444\t3333 - 2222 1111 ', '4444333322221111'],
    ['', ''],
    ['4444 33x3', '444433x3'],
  ])('%j → %j', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });
});

describe('detectCardType from the first 6 digits', () => {
  it.each<[string, PaymentCardType | null]>([
    // Business account card: 635628 and 635629, and nothing either side.
    ['635628', 'BUSINESS_ACCOUNT'],
    ['635629', 'BUSINESS_ACCOUNT'],
    ['6356290000000000001', 'BUSINESS_ACCOUNT'],
    ['635627', null],
    ['635630', null],
    // Partnership card: 537370, read before Mastercard's 51-55 around it.
    ['537370', 'PARTNERSHIP'],
    ['5373700000000003', 'PARTNERSHIP'],
    ['537369', 'MASTERCARD'],
    ['537371', 'MASTERCARD'],
    // American Express: 34 and 37.
    ['340000', 'AMERICAN_EXPRESS'],
    ['349999', 'AMERICAN_EXPRESS'],
    ['370000', 'AMERICAN_EXPRESS'],
    ['379999', 'AMERICAN_EXPRESS'],
    ['330000', null],
    ['350000', null],
    ['360000', null],
    ['380000', null],
    // Maestro: 50, 56-58, 6304, 639000-639099, 6759, 6761-6763, 676770, 676774.
    ['500000', 'MAESTRO'],
    ['509999', 'MAESTRO'],
    ['560000', 'MAESTRO'],
    ['589999', 'MAESTRO'],
    ['630400', 'MAESTRO'],
    ['630499', 'MAESTRO'],
    ['630399', null],
    ['630500', null],
    ['639000', 'MAESTRO'],
    ['639099', 'MAESTRO'],
    ['638999', null],
    ['639100', null],
    ['675900', 'MAESTRO'],
    ['676100', 'MAESTRO'],
    ['676399', 'MAESTRO'],
    ['676400', null],
    ['676770', 'MAESTRO'],
    ['676774', 'MAESTRO'],
    ['676771', null],
    ['676775', null],
    // Mastercard: 51-55 and 2221-2720.
    ['510000', 'MASTERCARD'],
    ['559999', 'MASTERCARD'],
    ['222100', 'MASTERCARD'],
    ['272099', 'MASTERCARD'],
    ['222099', null],
    ['272100', null],
    ['590000', null],
    // Visa: 4.
    ['400000', 'VISA'],
    ['499999', 'VISA'],
    // Others the shop does not take.
    ['601100', null],
    ['352800', null],
    ['100000', null],
    ['000000', null],
  ])('%s… is %s', (digits, type) => {
    expect(detectCardType(digits)).toBe(type);
  });

  it.each(PUBLISHED_TEST_CARDS)('the published test card %s is %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it('reads the number as typed, spaces and dashes and all', () => {
    expect(detectCardType('5373-70')).toBe('PARTNERSHIP');
    expect(detectCardType('6356 29')).toBe('BUSINESS_ACCOUNT');
  });

  it.each(['', 'abc', '4444 33x3 2222 1111', '４４４４'])('%j has no type', (typed) => {
    expect(detectCardType(typed)).toBeNull();
  });
});

describe('detectCardType of a partial number: a type once the digits so far decide it', () => {
  it.each<[string, PaymentCardType | null]>([
    ['4', 'VISA'],
    ['34', 'AMERICAN_EXPRESS'],
    ['37', 'AMERICAN_EXPRESS'],
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['50', 'MAESTRO'],
    ['57', 'MAESTRO'],
    ['6304', 'MAESTRO'],
    ['6390', 'MAESTRO'],
    ['6759', 'MAESTRO'],
    ['2221', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['27', null], // 2700-2720 are Mastercard, 2721 on are not
    ['222', null], // 2220 is not, 2221 on are
    ['2', null],
    ['3', null], // American Express or a card the shop does not take
    ['5', null], // Maestro or Mastercard
    ['53', null], // Mastercard, or 537370 the partnership card
    ['5373', null],
    ['53737', null],
    ['535', 'MASTERCARD'],
    ['6', null],
    ['63562', null], // 635628 and 635629 only
    ['639', null],
    ['67677', null], // 676770 and 676774 only
    ['1', null],
  ])('%j is %s', (digits, type) => {
    expect(detectCardType(digits)).toBe(type);
  });
});

describe('isLuhnValid', () => {
  it.each(PUBLISHED_TEST_CARDS)('the published test card %s passes', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it.each([
    ['4444 3333 2222 1112', false],
    ['5555 5555 5555 4445', false],
    ['4000 0000 0000 0001', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', false],
    ['00', true],
    ['18', true],
    ['', false],
    ['4444 3333 2222 111a', false],
  ])('%j → %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });
});

describe('card lengths and security codes', () => {
  it.each<[PaymentCardType, number[], number]>([
    ['AMERICAN_EXPRESS', [15], 4],
    ['BUSINESS_ACCOUNT', [19], 3],
    ['MAESTRO', [12, 13, 14, 15, 16, 17, 18, 19], 3],
    ['MASTERCARD', [16], 3],
    ['VISA', [11, 12, 13, 14, 15, 16, 17, 18, 19], 3],
    ['PARTNERSHIP', [16], 3],
  ])('%s: %j digits, a %i-digit security code', (type, lengths, cvc) => {
    expect(cardLengthsOf(type)).toEqual(lengths);
    expect(cvcLengthOf(type)).toBe(cvc);
  });

  it('every type the shop takes has its lengths', () => {
    for (const type of PAYMENT_CARD_TYPES) expect(cardLengthsOf(type).length).toBeGreaterThan(0);
  });

  it.each(PUBLISHED_TEST_CARDS)('%s has a length its type allows', (number, type) => {
    expect(cardLengthsOf(type)).toContain(cardDigits(number).length);
  });
});

describe('isExpiryInFuture: valid through the end of its month, by the London calendar', () => {
  it.each([
    [3, 2026, '2026-03-01T00:00:00.000Z', true],
    [3, 2026, '2026-03-31T22:59:59.999Z', true],
    [3, 2026, '2026-04-01T00:00:00.000Z', false],
    [2, 2026, '2026-03-15T12:00:00.000Z', false],
    [4, 2026, '2026-03-15T12:00:00.000Z', true],
    [12, 2026, '2026-12-31T23:59:59.999Z', true],
    [12, 2026, '2027-01-01T00:00:00.000Z', false],
    // British Summer Time: 23:30 UTC on 30 June is already July in London.
    [6, 2026, '2026-06-30T22:59:59.999Z', true],
    [6, 2026, '2026-06-30T23:30:00.000Z', false],
    [12, 2025, '2026-03-15T12:00:00.000Z', false],
    [1, 2027, '2026-03-15T12:00:00.000Z', true],
    // A 2-digit year is this century's.
    [3, 26, '2026-03-31T22:59:59.999Z', true],
    [3, 26, '2026-04-01T00:00:00.000Z', false],
    [1, 30, '2026-03-15T12:00:00.000Z', true],
    // Not a month.
    [0, 2027, '2026-03-15T12:00:00.000Z', false],
    [13, 2026, '2026-03-15T12:00:00.000Z', false],
    [1.5, 2027, '2026-03-15T12:00:00.000Z', false],
    [Number.NaN, 2027, '2026-03-15T12:00:00.000Z', false],
  ])('%i/%i at %s → %s', (month, year, now, valid) => {
    expect(isExpiryInFuture(month, year, new Date(now))).toBe(valid);
  });
});

describe('what a shopper may see of a card', () => {
  it('the masked number shows the last four digits only', () => {
    expect(maskedCardNumber('1111')).toBe('•••• •••• •••• 1111');
  });

  it.each([
    [3, 2027, '03/27'],
    [12, 2030, '12/30'],
    [1, 27, '01/27'],
    [10, 2100, '10/00'],
  ])('%i/%i is written %s', (month, year, label) => {
    expect(expiryLabel(month, year)).toBe(label);
  });
});

describe('cardEntryErrors', () => {
  const NOW = new Date('2026-03-15T12:00:00.000Z');
  const VALID: CardEntry = {
    cardNumber: '4444 3333 2222 1111',
    expiryMonth: '03',
    expiryYear: '26',
    cvc: '123',
    cardholderName: 'Ann Smith',
  };

  it.each(PUBLISHED_TEST_CARDS)('the published test card %s (%s) has nothing wrong', (cardNumber) => {
    expect(cardEntryErrors({ ...VALID, cardNumber }, NOW)).toEqual([]);
  });

  it.each<[string, Partial<CardEntry>, Array<{ field: string; message: string }>]>([
    ['month and year as numbers', { expiryMonth: 12, expiryYear: 2030 }, []],
    ['a 4-digit year', { expiryYear: '2026' }, []],
    ['American Express with a 4-digit code', { cardNumber: '3782 822463 10005', cvc: '1234' }, []],
    ['a 13-digit Visa', { cardNumber: '4222222222222' }, []],
    ['a Maestro', { cardNumber: '6759 6498 2643 8453' }, []],
    ['no card number', { cardNumber: '  ' }, [{ field: 'cardNumber', message: 'Enter your card number' }]],
    [
      'letters in the number',
      { cardNumber: '4444 3333 2222 111O' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a failed check digit',
      { cardNumber: '4444 3333 2222 1112' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a Mastercard one digit short',
      { cardNumber: '5555 5555 5555 444' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a Visa of 10 digits',
      { cardNumber: '4000000006' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a Visa of 20 digits',
      { cardNumber: '40000000000000000006' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a business account card of 16 digits',
      { cardNumber: '6356 2800 0000 0004' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'too few digits to tell the type',
      { cardNumber: '5' },
      [{ field: 'cardNumber', message: 'Enter a valid card number' }],
    ],
    [
      'a card the shop does not take (Discover)',
      { cardNumber: '6011 1111 1111 1117' },
      [{ field: 'cardNumber', message: 'We do not accept this type of card' }],
    ],
    [
      'a card the shop does not take (JCB)',
      { cardNumber: '3530 1113 3330 0000' },
      [{ field: 'cardNumber', message: 'We do not accept this type of card' }],
    ],
    ['no expiry month', { expiryMonth: '' }, [{ field: 'expiryDate', message: 'Enter the expiry date' }]],
    [
      'an expiry last month',
      { expiryMonth: '02', expiryYear: '26' },
      [{ field: 'expiryDate', message: 'Enter an expiry date in the future' }],
    ],
    [
      'month 13',
      { expiryMonth: '13', expiryYear: '27' },
      [{ field: 'expiryDate', message: 'Enter an expiry date in the future' }],
    ],
    [
      'a year in words',
      { expiryYear: 'next' },
      [{ field: 'expiryDate', message: 'Enter an expiry date in the future' }],
    ],
    ['no security code', { cvc: '' }, [{ field: 'cvc', message: 'Enter the 3-digit security code' }]],
    [
      'a 4-digit code on a Visa',
      { cvc: '1234' },
      [{ field: 'cvc', message: 'Enter the 3-digit security code' }],
    ],
    [
      'a 3-digit code on American Express',
      { cardNumber: '3782 822463 10005', cvc: '123' },
      [{ field: 'cvc', message: 'Enter the 4-digit security code' }],
    ],
    ['letters in the code', { cvc: '12a' }, [{ field: 'cvc', message: 'Enter the 3-digit security code' }]],
    [
      'no name',
      { cardholderName: '  ' },
      [{ field: 'cardholderName', message: 'Enter the name on the card' }],
    ],
    [
      'nothing at all, in the form order',
      { cardNumber: '', expiryMonth: '', expiryYear: '', cvc: '', cardholderName: '' },
      [
        { field: 'cardNumber', message: 'Enter your card number' },
        { field: 'expiryDate', message: 'Enter the expiry date' },
        { field: 'cvc', message: 'Enter the 3-digit security code' },
        { field: 'cardholderName', message: 'Enter the name on the card' },
      ],
    ],
  ])('%s', (_name, change, errors) => {
    expect(cardEntryErrors({ ...VALID, ...change }, NOW)).toEqual(errors);
  });

  it('sends on digits, a numeric month and a 4-digit year', () => {
    expect(
      cardDetailsOf({ ...VALID, cardNumber: ' 4444-3333 2222 1111 ', cardholderName: ' Ann Smith ' }),
    ).toEqual({
      cardNumber: '4444333322221111',
      expiryMonth: 3,
      expiryYear: 2026,
      cvc: '123',
      cardholderName: 'Ann Smith',
    });
  });
});
