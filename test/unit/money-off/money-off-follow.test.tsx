import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CheckoutActor } from '../../../machines/checkout.machine.ts';
import { INCENTIVE_MESSAGES } from '../../../src/domain/incentives.ts';
import { PromoCodesSection } from '../../../src/features/money-off/PromoCodesSection.tsx';
import { createMoneyOff, type MoneyOffApi } from '../../../src/shop/money-off.ts';
import type { AppTrolley } from '../../../src/shop/trolley/trolley.ts';
import { checkoutOrderSample } from '../../fixtures/checkout-order.ts';
import { WELCOME10 } from './money-off-data.ts';

// What the checkout shows after a promo code changed the order (src/shop/money-off.ts): the order fetched
// again, or, when that fetch fails, a message that the totals on show are out of date.

function checkoutWithCodes(getOrder: MoneyOffApi['getOrder']) {
  const api = {
    getIncentives: async () => [],
    addIncentive: async () => ({ incentive: WELCOME10, rejection: null, incentives: [WELCOME10] }),
    getOrder,
  } as unknown as MoneyOffApi;
  const moneyOff = createMoneyOff({ trolley: {} as AppTrolley, api });
  const checkout = { send: vi.fn() };
  const codes = createActor(moneyOff.promoCodes, { input: { customerOrderId: '1000001' } }).start();
  const stop = moneyOff.followOnCheckout(checkout as unknown as CheckoutActor, codes, null);
  return { checkout, codes, stop };
}

describe('promo codes on the checkout, and the totals after them', () => {
  it('shows the order fetched again after a code is applied', async () => {
    const user = userEvent.setup();
    const order = checkoutOrderSample();
    const { checkout, codes } = checkoutWithCodes(async () => order);
    render(<PromoCodesSection actor={codes} idPrefix="checkout" />);
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10{Enter}');
    await vi.waitFor(() => expect(checkout.send).toHaveBeenCalledWith({ type: 'ORDER_CHANGED', order }));
    expect(screen.getByRole('status')).toHaveTextContent(INCENTIVE_MESSAGES.applied);
  });

  it('says so when the order cannot be fetched again, in the snackbar and then by the box', async () => {
    const user = userEvent.setup();
    const { checkout, codes } = checkoutWithCodes(async () => Promise.reject(new Error('network')));
    render(<PromoCodesSection actor={codes} idPrefix="checkout" />);
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sorry, something has gone wrong. Please try again.',
    );
    expect(INCENTIVE_MESSAGES.totalsNotRefreshed).toBe('Sorry, something has gone wrong. Please try again.');
    expect(checkout.send).not.toHaveBeenCalled();
    // The code itself is on the order, and listed.
    expect(screen.getByRole('list', { name: 'Promo codes on your order' })).toHaveTextContent('WELCOME10');
    // Once the snackbar is dismissed the message stays by the box: the totals are still out of date.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INCENTIVE_MESSAGES.totalsNotRefreshed);
  });
});
