import { describe, expect, it } from 'vitest';
import {
  COMBO_ALPHABET,
  INCENTIVE_MESSAGES,
  type IncentiveError,
  type IncentiveType,
  incentiveErrorMessage,
  incentiveTypeOf,
  MAX_GIFT_CARDS,
  MAX_GIFT_VOUCHERS,
  normaliseIncentiveCode,
  tenderLimitReached,
} from '../../../src/domain/incentives.ts';

// doc 2 §5 Voucher code type and the limit of gift cards and vouchers; §8 Promo codes (the messages).

describe('incentiveTypeOf (doc 2 §5 Voucher code type)', () => {
  it.each<[string, string, IncentiveType]>([
    ['base64 of digits, a colon and digits ("10001:500")', 'MTAwMDE6NTAw', 'VOUCHER'],
    ['base64 of "1:2" with padding', btoa('1:2'), 'VOUCHER'],
    ['base64 of other text ("hello world")', 'aGVsbG8gd29ybGQ=', 'COUPON'],
    ['base64 of digits without a colon', btoa('10001500'), 'COUPON'],
    ['base64 of letters around a colon', btoa('ab:cd'), 'COUPON'],
    ['not base64 (9 characters)', 'WELCOME10', 'COUPON'],
    ['15 characters of the COMBO set', 'ABCDEFGHJKLMNPQ', 'COMBO'],
    ['15 digits of the set', '234567892345678', 'COMBO'],
    ['14 characters of the set', 'ABCDEFGHJKLMNP', 'COUPON'],
    ['16 characters of the set', 'ABCDEFGHJKLMNPQR', 'COUPON'],
    ['15 characters, one lowercase', 'aBCDEFGHJKLMNPQ', 'COUPON'],
    ['15 characters with an excluded I', 'IBCDEFGHJKLMNPQ', 'COUPON'],
    ['15 characters with an excluded O', 'OBCDEFGHJKLMNPQ', 'COUPON'],
    ['15 characters with an excluded 0', '0BCDEFGHJKLMNPQ', 'COUPON'],
    ['15 characters with an excluded 1', '1BCDEFGHJKLMNPQ', 'COUPON'],
    ['an empty code', '', 'COUPON'],
  ])('%s: %s is %s', (_case, code, type) => {
    expect(incentiveTypeOf(code)).toBe(type);
  });

  it('the COMBO set has no look-alikes', () => {
    for (const lookAlike of ['I', 'O', '0', '1']) expect(COMBO_ALPHABET).not.toContain(lookAlike);
    expect(COMBO_ALPHABET).toHaveLength(32);
  });
});

describe('normaliseIncentiveCode', () => {
  it.each<[string, string | null]>([
    [' welcome10 ', 'WELCOME10'],
    ['Welcome10', 'WELCOME10'],
    ['abcdefghjklmnpq', 'ABCDEFGHJKLMNPQ'],
    // A VOUCHER code is base64: its case matters, so it is kept as typed.
    ['MTAwMDE6NTAw', 'MTAwMDE6NTAw'],
    [' MTAwMDE6NTAw ', 'MTAwMDE6NTAw'],
    ['spring-sale_2', 'SPRING-SALE_2'],
    ['A'.repeat(40), 'A'.repeat(40)],
    ['', null],
    ['   ', null],
    ['WELCOME 10', null],
    ['WELCOME10!', null],
    ['£10OFF', null],
    ['A'.repeat(41), null],
  ])('%j → %j', (typed, expected) => {
    expect(normaliseIncentiveCode(typed)).toBe(expected);
  });
});

describe('tenderLimitReached (doc 2 §5: at most 10 gift cards and 10 gift vouchers)', () => {
  it.each([
    [0, false],
    [1, false],
    [9, false],
    [10, true],
    [11, true],
  ])('%i on the order → %s', (count, reached) => {
    expect(tenderLimitReached(count)).toBe(reached);
  });

  it('is reached at the maximum of each', () => {
    expect(tenderLimitReached(MAX_GIFT_CARDS)).toBe(true);
    expect(tenderLimitReached(MAX_GIFT_VOUCHERS)).toBe(true);
    expect(tenderLimitReached(MAX_GIFT_CARDS - 1)).toBe(false);
  });
});

describe('incentiveErrorMessage (doc 2 §8 Promo codes)', () => {
  const SERVER = 'This code is already on your order.';
  it.each<[string, IncentiveError, 'add' | 'remove', string]>([
    ['no status', { status: null, message: SERVER }, 'add', INCENTIVE_MESSAGES.addFailed],
    ['no status', { status: null, message: null }, 'remove', INCENTIVE_MESSAGES.removeFailed],
    ['500', { status: 500, message: SERVER }, 'add', INCENTIVE_MESSAGES.addFailed],
    ['503', { status: 503, message: SERVER }, 'remove', INCENTIVE_MESSAGES.removeFailed],
    ['400 without a message', { status: 400, message: null }, 'add', INCENTIVE_MESSAGES.addFailed],
    ['400 with an empty message', { status: 400, message: '' }, 'remove', INCENTIVE_MESSAGES.removeFailed],
    ['409 with a message', { status: 409, message: SERVER }, 'add', SERVER],
    [
      '404 with a message',
      { status: 404, message: 'This code is not on your order.' },
      'remove',
      'This code is not on your order.',
    ],
    ['499 with a message', { status: 499, message: SERVER }, 'add', SERVER],
  ])('%s, %o, %s → the right message', (_case, error, action, expected) => {
    expect(incentiveErrorMessage(error, action)).toBe(expected);
  });

  it('words the generic messages as the spec does', () => {
    expect(INCENTIVE_MESSAGES.addFailed).toBe(
      'Sorry, we could not apply this code/voucher to your order. If the problem continues, try again later.',
    );
    expect(INCENTIVE_MESSAGES.removeFailed).toBe(
      'Sorry, we could not remove this code/voucher from your order. If the problem continues, try again later.',
    );
  });
});
