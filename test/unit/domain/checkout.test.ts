import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, type CheckoutReadiness, checkoutBlocker } from '../../../src/domain/checkout.ts';

/** doc 2 §4, §5: what keeps the trolley's Checkout disabled, said before the shopper tries. */
describe('checkoutBlocker', () => {
  const ready: CheckoutReadiness = {
    lines: 3,
    slotBooked: true,
    minimumSpendMet: true,
    minimumSpend: '£40.00',
    hardConflicts: 0,
  };

  it.each<[string, Partial<CheckoutReadiness>, string | null]>([
    ['nothing stops it', {}, null],
    ['an empty trolley', { lines: 0, slotBooked: false }, CHECKOUT_REFUSALS.EMPTY_TROLLEY],
    ['no slot', { slotBooked: false }, 'Book a delivery or collection slot to check out.'],
    [
      'no slot outranks the rest',
      { slotBooked: false, hardConflicts: 2, minimumSpendMet: false },
      'Book a delivery or collection slot to check out.',
    ],
    [
      'items the slot cannot take',
      { hardConflicts: 1 },
      'Remove or change the unavailable items to check out.',
    ],
    ['the minimum spend', { minimumSpendMet: false }, 'Spend at least £40.00 to check out.'],
    [
      'the collection minimum',
      { minimumSpendMet: false, minimumSpend: '£25.00' },
      'Spend at least £25.00 to check out.',
    ],
  ])('%s', (_, change, reason) => {
    expect(checkoutBlocker({ ...ready, ...change })).toBe(reason);
  });
});
