import { londonDateTime } from './dates.ts';

/**
 * Payment cards (doc 1 §5, doc 2 §3 "Payment card on an order", §5 "Payment card detection"): the card
 * types the shop takes and how each is named to a shopper. Detection, Luhn and expiry rules live here too,
 * shared by the card form (a quick answer) and the payment service (the authority).
 */

/** The card types of doc 2 §3, as the API names them. */
export const PAYMENT_CARD_TYPES = [
  'AMERICAN_EXPRESS',
  'BUSINESS_ACCOUNT',
  'MAESTRO',
  'MASTERCARD',
  'VISA',
  'PARTNERSHIP',
] as const;
export type PaymentCardType = (typeof PAYMENT_CARD_TYPES)[number];

/** How each type is written on the page. */
export const PAYMENT_CARD_TYPE_NAMES: Record<PaymentCardType, string> = {
  AMERICAN_EXPRESS: 'American Express',
  BUSINESS_ACCOUNT: 'Business account card',
  MAESTRO: 'Maestro',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  PARTNERSHIP: 'Partnership card',
};

/** A card number as typed, spaces and dashes taken out ('4444 3333-2222 1111' → '4444333322221111'). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * A rule of doc 1 §5 / doc 2 §5: the 6-digit prefixes (inclusive ranges) of a type. The rules are read in
 * this order and the first that holds wins, so the narrower business account and partnership ranges come
 * before the Maestro and Mastercard ranges that surround or neighbour them.
 */
interface CardPrefixRule {
  readonly type: PaymentCardType;
  readonly from: number;
  readonly to: number;
}

const PREFIX_DIGITS = 6;

/** A prefix of up to 6 digits as the range of 6-digit prefixes it stands for ('51' → 510000-519999). */
function prefixRange(type: PaymentCardType, from: string, to: string = from): CardPrefixRule {
  const scale = 10 ** (PREFIX_DIGITS - from.length);
  const toScale = 10 ** (PREFIX_DIGITS - to.length);
  return { type, from: Number(from) * scale, to: (Number(to) + 1) * toScale - 1 };
}

const CARD_PREFIX_RULES: readonly CardPrefixRule[] = [
  prefixRange('BUSINESS_ACCOUNT', '635628', '635629'),
  prefixRange('PARTNERSHIP', '537370'),
  prefixRange('AMERICAN_EXPRESS', '34'),
  prefixRange('AMERICAN_EXPRESS', '37'),
  prefixRange('MAESTRO', '50'),
  prefixRange('MAESTRO', '56', '58'),
  prefixRange('MAESTRO', '6304'),
  prefixRange('MAESTRO', '639000', '639099'),
  prefixRange('MAESTRO', '6759'),
  prefixRange('MAESTRO', '6761', '6763'),
  prefixRange('MAESTRO', '676770'),
  prefixRange('MAESTRO', '676774'),
  prefixRange('MASTERCARD', '51', '55'),
  prefixRange('MASTERCARD', '2221', '2720'),
  prefixRange('VISA', '4'),
];

function typeOfPrefix(prefix: number): PaymentCardType | null {
  return CARD_PREFIX_RULES.find((rule) => prefix >= rule.from && prefix <= rule.to)?.type ?? null;
}

/**
 * The card type from the number's first 6 digits (doc 1 §5, doc 2 §5), or null when the shop does not take
 * it. Spaces and dashes are ignored.
 *
 * A number of fewer than 6 digits (the form asks as the shopper types) has a type only once the digits so
 * far decide it: every number that begins with them is of that one type. So '4' is Visa and '51' is
 * Mastercard at once, while '53' waits (537370 is a partnership card, 537371 a Mastercard) and '5' waits
 * (Maestro or Mastercard). Nothing typed is no type.
 */
export function detectCardType(input: string): PaymentCardType | null {
  const digits = cardDigits(input);
  if (!/^\d+$/.test(digits)) return null;
  const known = digits.slice(0, PREFIX_DIGITS);
  const first = prefixRange('VISA', known);
  if (known.length === PREFIX_DIGITS) return typeOfPrefix(first.from);
  // The answer only changes where a rule's range starts or ends, so those points are the ones to look at.
  const points = new Set([first.from]);
  for (const rule of CARD_PREFIX_RULES) {
    for (const point of [rule.from, rule.to + 1]) {
      if (point > first.from && point <= first.to) points.add(point);
    }
  }
  const types = new Set([...points].map(typeOfPrefix));
  const [type] = types;
  return types.size === 1 && type !== undefined ? type : null;
}

/** The Luhn (mod 10) check digit holds. Anything but digits (after cardDigits) fails. */
export function isLuhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const CARD_LENGTHS: Record<PaymentCardType, readonly number[]> = {
  AMERICAN_EXPRESS: [15],
  BUSINESS_ACCOUNT: [19],
  MAESTRO: [12, 13, 14, 15, 16, 17, 18, 19],
  MASTERCARD: [16],
  // doc 1 §5, doc 2 §5: Visa lengths are 11 to 19.
  VISA: [11, 12, 13, 14, 15, 16, 17, 18, 19],
  PARTNERSHIP: [16],
};

/** How many digits a card of the type has. */
export function cardLengthsOf(type: PaymentCardType): readonly number[] {
  return CARD_LENGTHS[type];
}

/** How many digits the type's security code has: 4 on American Express, 3 on the rest. */
export function cvcLengthOf(type: PaymentCardType): number {
  return type === 'AMERICAN_EXPRESS' ? 4 : 3;
}

/** A 2-digit year is this century's ('27' → 2027). */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * The card can still be used at `now`: a card is valid through the last day of its expiry month, by the
 * shop's calendar (Europe/London), the same for the card form and the payment service. `month` is 1-12;
 * `year` has 2 or 4 digits.
 */
export function isExpiryInFuture(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 0)
    return false;
  const today = londonDateTime(now);
  const expiryYear = fullYear(year);
  return expiryYear > today.year || (expiryYear === today.year && month >= today.month);
}

/** The number as a shopper may see it: '•••• •••• •••• 1111'. */
export function maskedCardNumber(lastFour: string): string {
  return `•••• •••• •••• ${lastFour}`;
}

/** 'MM/YY' (3, 2027 → '03/27'). */
export function expiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(fullYear(year) % 100).padStart(2, '0')}`;
}

/** What the card form holds. Month and year as typed (or as numbers). */
export interface CardEntry {
  cardNumber: string;
  expiryMonth: string | number;
  expiryYear: string | number;
  cvc: string;
  cardholderName: string;
}

export type CardEntryField = 'cardNumber' | 'expiryDate' | 'cvc' | 'cardholderName';
export interface CardEntryError {
  field: CardEntryField;
  message: string;
}

export const CARD_ENTRY_MESSAGES = {
  cardNumberMissing: 'Enter your card number',
  cardNumberInvalid: 'Enter a valid card number',
  cardTypeNotAccepted: 'We do not accept this type of card',
  expiryDateMissing: 'Enter the expiry date',
  expiryDateNotInFuture: 'Enter an expiry date in the future',
  cvc: (digits: number) => `Enter the ${digits}-digit security code`,
  cardholderNameMissing: 'Enter the name on the card',
} as const;

function wholeNumber(value: string | number): number | null {
  const text = String(value).trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * What is wrong with a card entry, one message per field at most, in the form's order (number, expiry,
 * security code, name); none when the payment service can be asked. The security code's length follows the
 * detected type (4 digits on American Express, 3 otherwise, and 3 while the type is unknown).
 */
export function cardEntryErrors(entry: CardEntry, now: Date): CardEntryError[] {
  const errors: CardEntryError[] = [];
  const digits = cardDigits(entry.cardNumber.trim());
  const type = /^\d+$/.test(digits) ? detectCardType(digits) : null;
  if (digits === '') {
    errors.push({ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberMissing });
  } else if (!/^\d+$/.test(digits)) {
    errors.push({ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberInvalid });
  } else if (type === null) {
    errors.push({
      field: 'cardNumber',
      message:
        digits.length >= PREFIX_DIGITS
          ? CARD_ENTRY_MESSAGES.cardTypeNotAccepted
          : CARD_ENTRY_MESSAGES.cardNumberInvalid,
    });
  } else if (!cardLengthsOf(type).includes(digits.length) || !isLuhnValid(digits)) {
    errors.push({ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberInvalid });
  }

  const month = wholeNumber(entry.expiryMonth);
  const year = wholeNumber(entry.expiryYear);
  if (String(entry.expiryMonth).trim() === '' || String(entry.expiryYear).trim() === '') {
    errors.push({ field: 'expiryDate', message: CARD_ENTRY_MESSAGES.expiryDateMissing });
  } else if (month === null || year === null || !isExpiryInFuture(month, year, now)) {
    errors.push({ field: 'expiryDate', message: CARD_ENTRY_MESSAGES.expiryDateNotInFuture });
  }

  const cvcDigits = type === null ? 3 : cvcLengthOf(type);
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(entry.cvc.trim())) {
    errors.push({ field: 'cvc', message: CARD_ENTRY_MESSAGES.cvc(cvcDigits) });
  }

  if (entry.cardholderName.trim() === '') {
    errors.push({ field: 'cardholderName', message: CARD_ENTRY_MESSAGES.cardholderNameMissing });
  }
  return errors;
}

/** A card entry as the payment service takes it: digits only, month and 4-digit year as numbers. */
export interface CardDetails {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  cardholderName: string;
}

/** The entry as sent on (read it after cardEntryErrors found nothing wrong with it). */
export function cardDetailsOf(entry: CardEntry): CardDetails {
  return {
    cardNumber: cardDigits(entry.cardNumber.trim()),
    expiryMonth: Number(String(entry.expiryMonth).trim()),
    expiryYear: fullYear(Number(String(entry.expiryYear).trim())),
    cvc: entry.cvc.trim(),
    cardholderName: entry.cardholderName.trim(),
  };
}
