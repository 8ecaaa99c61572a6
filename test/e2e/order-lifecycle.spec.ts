import type { Page } from '@playwright/test';
import { fillCardForm } from './pages/checkout.ts';
import { MyOrdersPage, ResolvePaymentPage, ViewOrderPage } from './pages/orders.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { placeOrderWithNewCard, shopperReadyToCheckOut } from './support/checkout-journey.ts';
import { expect, test } from './support/test.ts';

// An order's life on the shop's clock (issue 17; doc 2 §3 Order status, §4 Urgency banner; docs/api/orders.md
// "The order's life"): the development clock is moved to the order's picking, where the card that declines
// at picking fails, and the shopper pays with another card. This project runs after every other journey,
// since the one server's clock moves for all of them.

const TESTING_API = '/api/testing-prod/v1';

/** Moves the shop's clock to `time` (the development clock); the order-lifecycle job runs at once. */
async function moveClockTo(page: Page, time: Date): Promise<void> {
  const answer = await page.request.put(`${TESTING_API}/clock`, { data: { time: time.toISOString() } });
  expect(answer.ok()).toBe(true);
}

test('a card declined at picking: the payment banner, then the payment resolved with another card', async ({
  page,
}) => {
  test.slow();
  const bearer = await shopperReadyToCheckOut(page, 'orders-picking', 1);
  const orderId = await placeOrderWithNewCard(page, '4000 0000 0000 0119');
  const order = await page.request.get(`/api/order-orchestration-prod/v1/orders/${orderId}`, {
    headers: { authorization: bearer() },
  });
  const { order: placed } = (await order.json()) as { order: { slots: { startDateTime: string }[] } };
  const start = placed.slots[0]?.startDateTime;
  if (!start) throw new Error(`Order ${orderId} has no slot`);

  // Two hours before the slot: the order was picked (three hours before) and its card charged.
  await moveClockTo(page, new Date(new Date(start).getTime() - 2 * 60 * 60_000));

  // On the home page, the urgency banner asks for the payment.
  await page.goto('/ecom/');
  const banner = page.getByRole('alert').filter({ hasText: `payment for order ${orderId}` });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Pay now' }).click();

  const resolve = new ResolvePaymentPage(page);
  await expect(resolve.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ecom/resolve-order-payment/${orderId}$`));
  // Not on the page that resolves it.
  await expect(banner).toHaveCount(0);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  const form = await fillCardForm(page, { number: '4444 3333 2222 1111' });
  await form.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Thank you. Your payment has been taken.')).toBeVisible();

  // The order is paid, and the banner is gone.
  await page.getByRole('link', { name: 'View order' }).first().click();
  const view = new ViewOrderPage(page);
  await expect(view.heading(orderId)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Paid');
  const myOrders = new MyOrdersPage(page);
  await myOrders.openFromHeader();
  await expect(myOrders.order(orderId, myOrders.pending)).toContainText('Paid');
  await page.goto('/ecom/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `payment for order ${orderId}` })).toHaveCount(0);
});
