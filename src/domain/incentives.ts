/**
 * Money off an order that both halves read (doc 2 §3 Gift card and voucher, Promo code; §4 Promo codes;
 * §5 Voucher code type, Gift cards and vouchers; §8 Promo codes; doc 1 §5 card numbers;
 * docs/api/checkout.md "Money off"): what kind a promo code is, how codes, gift cards, vouchers and the
 * partner discount card are written, the limits, and the words the shopper reads.
 */

import { UNEXPECTED_ERROR_MESSAGE } from './messages.ts';

/** doc 2 §3 Promo code type. */
export const INCENTIVE_TYPES = ['VOUCHER', 'COMBO', 'COUPON'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/**
 * The characters of a COMBO code (doc 2 §5 "15 characters drawn from the set {hash}": the set is not given;
 * ours is the capital letters and digits without the look-alikes I, O, 0 and 1, the alphabet printed codes
 * use so a shopper can type them).
 */
export const COMBO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COMBO_LENGTH = 15;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DIGITS_COLON_DIGITS = /^\d+:\d+$/;

/** The text a base64 code decodes to, or null when it is not valid base64 (works in browsers and Node). */
function decodeBase64(code: string): string | null {
  if (code.length === 0 || !BASE64.test(code)) return null;
  try {
    return atob(code);
  } catch {
    return null;
  }
}

/**
 * doc 2 §5 Voucher code type: VOUCHER when the code is valid base64 decoding to digits, a colon and digits;
 * COMBO when it is 15 characters of the COMBO set; COUPON otherwise. The code as the shopper typed it,
 * trimmed (see normaliseIncentiveCode).
 */
export function incentiveTypeOf(code: string): IncentiveType {
  const decoded = decodeBase64(code);
  if (decoded !== null && DIGITS_COLON_DIGITS.test(decoded)) return 'VOUCHER';
  if (code.length === COMBO_LENGTH && [...code].every((c) => COMBO_ALPHABET.includes(c))) return 'COMBO';
  return 'COUPON';
}

/** A promo code as typed: 1 to 40 characters of letters, digits and `+ / = - _`. */
export const INCENTIVE_CODE_MAX_LENGTH = 40;
const INCENTIVE_CODE = /^[A-Za-z0-9+/=_-]+$/;

/**
 * The code a shopper typed, as it is looked up: trimmed; COUPON and COMBO codes are not case-sensitive
 * (capitals), a VOUCHER code is base64 and kept as typed. Null when it cannot be a code at all.
 */
export function normaliseIncentiveCode(typed: string): string | null {
  const code = typed.trim();
  if (code.length === 0 || code.length > INCENTIVE_CODE_MAX_LENGTH || !INCENTIVE_CODE.test(code)) return null;
  if (incentiveTypeOf(code) === 'VOUCHER') return code;
  return code.toUpperCase();
}

/** doc 2 §5, §9: at most 10 gift cards and 10 gift vouchers on an order. */
export const MAX_GIFT_CARDS = 10;
export const MAX_GIFT_VOUCHERS = 10;

/** doc 2 §5 "The limit is reached when more than 9 exist": no more may be added once 10 are on the order. */
export const tenderLimitReached = (count: number): boolean => count > 9;

/** At most this many promo codes on one order (not in the spec; a bound on what one order holds). */
export const MAX_INCENTIVES = 5;

/** doc 2 §7, §9: the incentives load gives up after 8000 ms (response timeout and deadline); errors are ignored. */
export const INCENTIVES_TIMEOUT_MS = 8000;

/** A gift card: its 16-digit serial number (spaces allowed when typed) and a 4-digit PIN. */
export const GIFT_CARD_SERIAL = /^\d{16}$/;
export const GIFT_CARD_PIN = /^\d{4}$/;
/** A gift voucher: its 16-digit serial number. */
export const GIFT_VOUCHER_SERIAL = /^\d{16}$/;

/** A card or voucher number as typed, without its spaces and dashes. */
export const digitsOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/** '•••• 0001': what may be shown of a gift card's or voucher's serial number (its last four digits). */
export const maskedSerial = (serial: string): string => `•••• ${serial.slice(-4)}`;

/**
 * The partner discount card (doc 2 §3 Order partnerDiscountCardNumber; doc 1 §5 field rules: a card number
 * starts 9210 or 9230 and has 16 digits, and one already linked to another account is refused).
 */
export const PARTNER_CARD_NUMBER = /^92[13]0\d{12}$/;

/** The partner discount: this share of the items' price after offers and codes (delivery and deposits excluded). */
export const PARTNER_DISCOUNT_PERCENT = 12;

/** Field messages (doc 1 §5 where it has them). */
export const INCENTIVE_FIELD_MESSAGES = {
  codeRequired: 'Please enter a code',
  codeInvalid: 'Codes contain only letters, numbers and + / = - _, at most 40 characters',
  giftCardSerial: 'A gift card number has 16 digits',
  giftCardPin: 'A gift card PIN has 4 digits',
  giftVoucherSerial: 'A gift voucher number has 16 digits',
  partnerCardNumber: 'The number should start 9210 or 9230 and contain 16 digits',
} as const;

/**
 * Why a code, card or voucher was not applied or not added (the refusals' `type` and the reason a kept code
 * shows in its alert). Wording of ours where the spec has none; doc 1 §5 for the linked card.
 */
export const INCENTIVE_REFUSALS = {
  /** The code is not one of ours. */
  INCENTIVE_NOT_FOUND: "Sorry, we don't recognise this code. Please check it and try again.",
  /** Its last day has passed. */
  INCENTIVE_EXPIRED: 'Sorry, this code has expired.',
  /** It starts later. */
  INCENTIVE_NOT_STARTED: 'Sorry, this code cannot be used yet.',
  /** Single use per customer, and this customer has used it on another order. */
  INCENTIVE_ALREADY_USED: 'You have already used this code.',
  /** Its redemptions (one, or a limited number) have all been taken. */
  INCENTIVE_USED_UP: 'Sorry, this code is no longer available.',
  /** For a first order only, and this customer has placed one. */
  INCENTIVE_FIRST_ORDER_ONLY: 'This code is for your first order only.',
  /** Kept, not applied yet: the spend is under its minimum ('{amount}' is filled in). */
  INCENTIVE_MINIMUM_SPEND: 'Spend {amount} or more to use this code.',
  /** Kept, not applied yet: nothing in the trolley from its category ('{category}' is filled in). */
  INCENTIVE_NO_QUALIFYING_ITEMS: 'Add items from {category} to use this code.',
  /** The code is on the order already. */
  INCENTIVE_ALREADY_ADDED: 'This code is already on your order.',
  /** MAX_INCENTIVES codes are on the order. */
  INCENTIVE_LIMIT_REACHED: 'You can add up to 5 codes to an order.',
  /** The code is not on the order (remove). */
  INCENTIVE_NOT_ON_ORDER: 'This code is not on your order.',
  /** The serial number and PIN do not match a gift card. */
  GIFT_CARD_NOT_FOUND: 'Sorry, we could not find a gift card with that number and PIN.',
  /** Too many wrong numbers or PINs: adding gift cards is paused for a while. */
  GIFT_CARD_ATTEMPTS_EXCEEDED: 'Too many attempts. Please try again later.',
  /** A gift card with nothing left on it. */
  GIFT_CARD_NO_BALANCE: 'This gift card has no balance left.',
  /** A gift card past its last day. */
  GIFT_CARD_EXPIRED: 'Sorry, this gift card has expired.',
  /** A gift card or voucher already on the order. */
  GIFT_CARD_ALREADY_ADDED: 'This gift card is already on your order.',
  GIFT_VOUCHER_ALREADY_ADDED: 'This gift voucher is already on your order.',
  /** doc 2 §5: 10 are on the order. */
  GIFT_CARD_LIMIT_REACHED: 'You can use up to 10 gift cards on an order.',
  GIFT_VOUCHER_LIMIT_REACHED: 'You can use up to 10 gift vouchers on an order.',
  /** Not one of ours. */
  GIFT_VOUCHER_NOT_FOUND: 'Sorry, we could not find a gift voucher with that number.',
  /** Spent on another order, or past its date. */
  GIFT_VOUCHER_NOT_VALID: 'Sorry, this gift voucher has already been used or has expired.',
  /** A card or voucher that is not on the order (remove). */
  GIFT_CARD_NOT_ON_ORDER: 'This gift card is not on your order.',
  GIFT_VOUCHER_NOT_ON_ORDER: 'This gift voucher is not on your order.',
  /** doc 2 §8 ORDER_ORCHESTRATION_037: gift vouchers that could not be redeemed when the order was placed. */
  ORDER_ORCHESTRATION_037: 'Some of your gift vouchers could not be used. Please remove them and try again.',
  /** A gift card whose balance went elsewhere between adding it and placing the order. */
  GIFT_CARD_BALANCE_CHANGED: 'The balance of a gift card has changed. Please check your order and try again.',
  /** Not a partner discount card of ours. */
  PARTNER_CARD_NOT_FOUND: 'Sorry, we could not find a Partner discount card with that number.',
  /** doc 1 §5 Card already linked. */
  PARTNER_CARD_LINKED_ELSEWHERE: 'This number is already linked to another account',
  /** No partner discount card on the order (remove). */
  PARTNER_CARD_NOT_ON_ORDER: 'There is no Partner discount card on your order.',
} as const;
export type IncentiveRefusalType = keyof typeof INCENTIVE_REFUSALS;

/** doc 2 §8 Promo codes, §7 other order-related calls: snackbars and messages, word for word. */
export const INCENTIVE_MESSAGES = {
  applied: 'Code successfully applied',
  notApplied: 'Code not applied, please check the alert',
  removed: 'Code successfully removed',
  addFailed:
    'Sorry, we could not apply this code/voucher to your order. If the problem continues, try again later.',
  removeFailed:
    'Sorry, we could not remove this code/voucher from your order. If the problem continues, try again later.',
  partnerApplied: 'Partner discount successfully applied',
  partnerRemoved: 'Partner discount successfully removed',
  /** The order's totals could not be fetched again after a code changed (the spec words no message). */
  totalsNotRefreshed: UNEXPECTED_ERROR_MESSAGE,
} as const;

/** A refusal as the storefront holds it (doc 2 §8 "Errors keep status and message"). */
export interface IncentiveError {
  /** The HTTP status; null when the call never got an answer. */
  status: number | null;
  message: string | null;
}

/**
 * doc 2 §8 Promo codes: with no status, a status of 500 or above, or no message, the generic message of
 * the action; otherwise the server's message.
 */
export function incentiveErrorMessage(error: IncentiveError, action: 'add' | 'remove'): string {
  if (error.status === null || error.status >= 500 || !error.message)
    return action === 'add' ? INCENTIVE_MESSAGES.addFailed : INCENTIVE_MESSAGES.removeFailed;
  return error.message;
}
