import { CheckoutPage, OrderConfirmationPage } from './pages/checkout.ts';
import { confirmCancelOrder, MyOrdersPage, ViewOrderPage } from './pages/orders.ts';
import { ProductControls } from './pages/product.ts';
import { ProductListPage } from './pages/product-list.ts';
import { RegistrationPage } from './pages/registration.ts';
import { SlotBookingPage } from './pages/slots.ts';
import { TrolleyPage } from './pages/trolley.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { placeOrderWithNewCard, shopperReadyToCheckOut } from './support/checkout-journey.ts';
import {
  addAddress,
  fillTrolley,
  productsSoldByTheItem,
  setSlotCapacity,
  signedInBearer,
  watchBearer,
} from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Orders after checkout in Chromium against the real server (issue 17; doc 2 §2, §4, §8; docs/api/orders.md):
// My orders, View order, amending a placed order and cancelling one. The journeys that move the shop's clock
// (picking, a payment that fails) are order-lifecycle.spec.ts.

test('a placed order is amended: My orders lists it, View order, Amend, another item, the changes checked out', async ({
  page,
}) => {
  // Two checkouts of one order, from registration on: more than the usual minute on the two-core machine.
  test.slow();
  await shopperReadyToCheckOut(page, 'orders-amend', 11);
  const orderId = await placeOrderWithNewCard(page, '4444 3333 2222 1111');

  // Back in the shop, My orders from the header's account menu.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  const myOrders = new MyOrdersPage(page);
  await myOrders.openFromHeader();
  await expect(page).toHaveTitle(/My Orders/);
  const card = myOrders.order(orderId, myOrders.pending);
  await expect(card).toContainText('Order placed');
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await card.getByRole('link', { name: 'View order' }).click();

  const view = new ViewOrderPage(page);
  await expect(view.heading(orderId)).toBeVisible();
  await expect(page).toHaveTitle(/View Order/);
  const linesBefore = await view.lines.count();
  expect(linesBefore).toBeGreaterThan(0);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await view.action('Amend order').click();

  // The trolley now edits the order.
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
  await expect(page.getByText(`You are amending order ${orderId}`).first()).toBeVisible();
  const trolley = new TrolleyPage(page);
  await expect(trolley.lines).toHaveCount(linesBefore);

  // Another item, found by search and added on its pod.
  const [coffee] = await productsSoldByTheItem(page, 'coffee');
  if (!coffee) throw new Error('No coffee is sold by the item');
  const results = new ProductListPage(page);
  await results.search(coffee.name);
  const pod = new ProductControls(page, coffee.name, results.pod(coffee.name));
  await pod.add();
  await expect(pod.quantity()).toHaveValue('1');
  await page.waitForLoadState('networkidle');

  await trolley.open();
  await expect(trolley.lines).toHaveCount(linesBefore + 1);
  await page.getByRole('link', { name: 'Update order', exact: true }).click();
  const skip = page.getByRole('button', { name: 'Skip to checkout' });
  const checkout = new CheckoutPage(page);
  await expect(skip.or(checkout.heading)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(checkout.heading).toBeVisible();
  await checkout.continueToPayment();
  // The order keeps the card it was placed with.
  await expect(page.getByText('Visa ending 1111', { exact: false })).toBeVisible();
  await checkout.placeOrder();
  const confirmation = new OrderConfirmationPage(page);
  await expect(confirmation.heading).toBeVisible();
  await expect(confirmation.orderNumber).toHaveText(orderId);

  // The order shows the new line, and the shopper is amending nothing any more.
  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
  await expect(view.heading(orderId)).toBeVisible();
  await expect(view.lines).toHaveCount(linesBefore + 1);
  await expect(view.lines.filter({ hasText: coffee.name })).toHaveCount(1);
  await expect(page.getByText(`You are amending order ${orderId}`)).toHaveCount(0);
});

test('a placed order is cancelled: it moves to previous orders and its slot place is free again', async ({
  page,
}) => {
  test.slow();
  const bearer = watchBearer(page);
  await new RegistrationPage(page).register(newShopper('orders-cancel'));
  const token = await signedInBearer(page, bearer);
  await addAddress(page, token, '1 High Street');
  await fillTrolley(page, token, 45);

  // A slot with one place left, which this shopper takes.
  const slots = new SlotBookingPage(page);
  const days = slots.nextGridAnswer();
  await slots.openDelivery();
  const slot = (await SlotBookingPage.slotsOf(days)).filter((each) => each.status === 'AVAILABLE').at(13);
  if (!slot) throw new Error('The grid offers no bookable slot 13');
  const booked = await setSlotCapacity(page, slot.slotId, 1000);
  await setSlotCapacity(page, slot.slotId, booked + 1);
  await slots.bookSlot(slot.slotId);
  await expect(slots.booked).toBeVisible();
  const orderId = await placeOrderWithNewCard(page, '5555 5555 5555 4444');

  // From the confirmation to the shopper's orders.
  await page.getByRole('link', { name: 'My orders', exact: true }).click();
  const myOrders = new MyOrdersPage(page);
  await expect(myOrders.heading).toBeVisible();
  const card = myOrders.order(orderId, myOrders.pending);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await confirmCancelOrder(page);
  await expect(myOrders.order(orderId, myOrders.previous)).toContainText('Cancelled');
  await expect(myOrders.order(orderId, myOrders.pending)).toHaveCount(0);

  // The slot's place is free again: the grid offers it.
  const again = slots.nextGridAnswer();
  await slots.openDelivery();
  const offered = (await SlotBookingPage.slotsOf(again)).find((each) => each.slotId === slot.slotId);
  expect(offered?.status).toBe('AVAILABLE');
});

test('a previous order shopped again: from My orders, its lines, Add all to trolley', async ({ page }) => {
  test.slow();
  await shopperReadyToCheckOut(page, 'orders-again', 15);
  const orderId = await placeOrderWithNewCard(page, '4444 3333 2222 1111');
  await page.getByRole('link', { name: 'My orders', exact: true }).click();
  const myOrders = new MyOrdersPage(page);
  await expect(myOrders.heading).toBeVisible();

  // The interstitial: which order to shop from.
  await page.getByRole('link', { name: 'Shop from a previous order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop from a previous order' })).toBeVisible();
  await page.getByRole('link', { name: `Shop from this order: Order ${orderId}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Shop from order ${orderId}` })).toBeVisible();
  const ordered = await page
    .getByRole('list', { name: 'Products in this order' })
    .getByRole('listitem')
    .count();
  expect(ordered).toBeGreaterThan(0);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await page.getByRole('button', { name: 'Add all to trolley' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your trolley' })).toBeVisible();

  const trolley = new TrolleyPage(page);
  await trolley.open();
  await expect(trolley.lines).toHaveCount(ordered);
});
