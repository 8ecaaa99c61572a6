import {
  isQuantityUnit,
  QUANTITY_RULES,
  type QuantityRule,
  roundForUnit,
  type SaleUnitFacts,
  saleUnitsOf,
} from '../../domain/quantities.ts';
import { NO_SUBSTITUTION_GROUPS, NOTE_TO_SHOPPER_MAX_LENGTH } from '../../domain/trolley-limits.ts';

/**
 * What the server refuses in a trolley change (doc 2 §5 Quantity, personalised message, substitutions;
 * docs/api/trolley.md "Failures"). Pure: each check answers a failure or null. The browser sanitises what a
 * shopper types (src/domain/quantities.ts); the server does not guess, it refuses what is not valid.
 */

/** The `type` of every failure a trolley operation answers (docs/api/trolley.md). */
export const TROLLEY_FAILURE_TYPES = [
  'INVALID_INPUT',
  'INVALID_QUANTITY',
  'INVALID_UNIT',
  'NOTE_TOO_LONG',
  'PERSONALISED_MESSAGE_NOT_ALLOWED',
  'PERSONALISED_MESSAGE_TOO_LONG',
  'SUBSTITUTION_NOT_ALLOWED',
  'ITEM_LOCKED',
  'ITEM_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_EDITABLE',
  'TROLLEY_FULL',
  'AMEND_CUT_OFF_PASSED',
  'GREETING_MESSAGE_LOCKED',
] as const;
export type TrolleyFailureType = (typeof TROLLEY_FAILURE_TYPES)[number];

export interface TrolleyFailure {
  message: string;
  type: TrolleyFailureType;
}

export const failure = (type: TrolleyFailureType, message: string): TrolleyFailure => ({ type, message });

/** How a unit reads in a message: '99', '99.9kg', '999g', '99.99lb'. */
const withSymbol = (amount: number, rule: QuantityRule) => `${amount}${rule.symbol}`;

const UNIT_NAMES: Record<string, string> = { C62: 'the item', KGM: 'kg', GRM: 'gram', LBR: 'lb' };

/**
 * A quantity for a product (doc 2 §5 table, src/domain/quantities.ts): the unit must be one the product is
 * sold in (its own, or items too for loose produce with an item weight: saleUnitsOf); the amount a number
 * within the unit's minimum and maximum, whole for units without fractions and with at most one decimal
 * otherwise (the unit's maximum, 99.99 lb, is allowed as it is). 0 is a removal where `allowZero`; negative
 * amounts are refused, never read as 0.
 */
export function checkQuantity(
  quantity: { amount: number; uom: string },
  product: SaleUnitFacts,
  { allowZero }: { allowZero: boolean },
): TrolleyFailure | null {
  const { amount, uom } = quantity;
  if (!isQuantityUnit(uom)) {
    return failure('INVALID_UNIT', `The unit of measure must be one of C62, KGM, GRM or LBR, not '${uom}'.`);
  }
  const units = saleUnitsOf(product);
  if (!units.includes(uom)) {
    const productUom = product.uom;
    return failure(
      'INVALID_UNIT',
      `This product is sold by ${UNIT_NAMES[productUom] ?? productUom}: the quantity must be in ${productUom}, not ${uom}.`,
    );
  }
  const rule = QUANTITY_RULES[uom];
  if (!Number.isFinite(amount)) return failure('INVALID_QUANTITY', 'The quantity must be a number.');
  if (amount < 0) return failure('INVALID_QUANTITY', 'The quantity cannot be negative.');
  if (amount === 0) {
    return allowZero
      ? null
      : failure('INVALID_QUANTITY', `The quantity must be at least ${withSymbol(rule.min, rule)}.`);
  }
  if (!rule.allowFractional && !Number.isInteger(amount)) {
    return failure(
      'INVALID_QUANTITY',
      uom === 'C62' ? 'Items are sold in whole numbers.' : `Quantities in ${uom} must be whole numbers.`,
    );
  }
  if (amount < rule.min) {
    return failure('INVALID_QUANTITY', `The quantity must be at least ${withSymbol(rule.min, rule)}.`);
  }
  if (amount > rule.max) {
    return failure(
      'INVALID_QUANTITY',
      `Sorry, you can only order ${withSymbol(rule.max, rule)} of this product.`,
    );
  }
  if (rule.allowFractional && amount !== rule.max && roundForUnit(amount, uom) !== amount) {
    return failure('INVALID_QUANTITY', `Quantities in ${uom} may have one decimal place at most.`);
  }
  return null;
}

// Control characters other than a line break (greeting messages may have lines).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is refused.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** A note: trimmed; '' clears it. At most NOTE_TO_SHOPPER_MAX_LENGTH characters, one line. */
export function normaliseNote(note: string | null): { value: string | null } | { failure: TrolleyFailure } {
  const value = note?.trim() ?? '';
  if (value === '') return { value: null };
  if ([...value].length > NOTE_TO_SHOPPER_MAX_LENGTH) {
    return {
      failure: failure(
        'NOTE_TOO_LONG',
        `The note to your shopper must be no more than ${NOTE_TO_SHOPPER_MAX_LENGTH} characters.`,
      ),
    };
  }
  if (CONTROL.test(value) || value.includes('\n')) {
    return { failure: failure('INVALID_INPUT', 'The note to your shopper must be one line of text.') };
  }
  return { value };
}

/**
 * A personalised message (doc 2 §5): allowed only when the product's maxPersonalisedMessageLength is a
 * positive number, and no longer than it. '' (or null) clears it, whatever the product.
 */
export function normalisePersonalisedMessage(
  message: string | null,
  maxLength: number | null,
): { value: string | null } | { failure: TrolleyFailure } {
  const value = message?.trim() ?? '';
  if (value === '') return { value: null };
  if (maxLength === null || !(maxLength > 0)) {
    return {
      failure: failure(
        'PERSONALISED_MESSAGE_NOT_ALLOWED',
        'A personalised message cannot be added to this product.',
      ),
    };
  }
  if ([...value].length > maxLength) {
    return {
      failure: failure(
        'PERSONALISED_MESSAGE_TOO_LONG',
        `The personalised message must be no more than ${maxLength} characters.`,
      ),
    };
  }
  if (CONTROL.test(value)) {
    return {
      failure: failure('INVALID_INPUT', 'The personalised message contains characters that cannot be used.'),
    };
  }
  return { value };
}

/** doc 2 §5: entertaining, pharmaceutical and fresh counter items (and any product so marked) are never substituted. */
export function substitutionProhibited(product: {
  substitutionsProhibited: boolean;
  substitutionGroup: string | null;
}): boolean {
  return (
    product.substitutionsProhibited ||
    (NO_SUBSTITUTION_GROUPS as readonly (string | null)[]).includes(product.substitutionGroup)
  );
}

export const SUBSTITUTION_NOT_ALLOWED_MESSAGE =
  'Substitutions are not possible for entertaining, pharmaceutical and fresh counter items.';

/**
 * The substitution preference of a line: asking for substitutes of a product that can never be substituted
 * is refused; otherwise the asked value, or (when not given) the order's preference.
 */
export function checkCanSubstitute(
  requested: boolean | null | undefined,
  product: { substitutionsProhibited: boolean; substitutionGroup: string | null },
  orderDefault: boolean,
): { value: boolean } | { failure: TrolleyFailure } {
  if (substitutionProhibited(product)) {
    return requested === true
      ? { failure: failure('SUBSTITUTION_NOT_ALLOWED', SUBSTITUTION_NOT_ALLOWED_MESSAGE) }
      : { value: false };
  }
  return { value: requested ?? orderDefault };
}
