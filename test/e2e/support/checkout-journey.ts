import type { Page } from '@playwright/test';
import { CheckoutPage, goToCheckoutFromTrolley, OrderConfirmationPage } from '../pages/checkout.ts';
import { Header } from '../pages/header.ts';
import { ProductControls } from '../pages/product.ts';
import { ProductListPage } from '../pages/product-list.ts';
import { RegistrationPage } from '../pages/registration.ts';
import { SlotBookingPage } from '../pages/slots.ts';
import { addAddress, fillTrolley, productsSoldByTheItem, signedInBearer, watchBearer } from './shop-api.ts';
import { newShopper } from './shopper.ts';
import { expect } from './test.ts';

// The steps before a checkout, shared by the checkout and orders journeys: a registered shopper with an
// address, groceries over the minimum spend and a delivery slot.

/**
 * Books a delivery slot on the slot page for the shopper's saved address. The journeys run side by side at
 * the same branch, so each takes its own place in the grid (`th` from the first bookable slot).
 */
export async function bookDeliverySlot(page: Page, th: number): Promise<void> {
  const slots = new SlotBookingPage(page);
  const days = slots.nextGridAnswer();
  await slots.openDelivery();
  const offered = (await SlotBookingPage.slotsOf(days)).filter((slot) => slot.status === 'AVAILABLE');
  const slot = offered.at(th);
  if (!slot) throw new Error(`The grid offers no bookable slot ${th}`);
  await slots.bookSlot(slot.slotId);
  await expect(slots.booked).toBeVisible();
}

/**
 * Fills the trolley as a shopper does: each product found for 'tea' searched for by name, Add on its pod and
 * + twice (3 of each), until the header's trolley total is over `pounds`.
 */
export async function addGroceriesInTheShop(page: Page, pounds: number): Promise<void> {
  const header = new Header(page);
  const results = new ProductListPage(page);
  for (const product of await productsSoldByTheItem(page, 'tea')) {
    await results.search(product.name);
    const pod = new ProductControls(page, product.name, results.pod(product.name));
    await pod.add();
    await expect(pod.quantity()).toHaveValue('1');
    await pod.addMore(2);
    await expect(pod.quantity()).toHaveValue('3');
    // The header's total is the server's once the changes are saved.
    await page.waitForLoadState('networkidle');
    const total = Number(((await header.trolleyTotal.textContent()) ?? '').replace(/[^\d.]/g, ''));
    if (total >= pounds) return;
  }
  throw new Error(`The products found for tea do not come to £${pounds}`);
}

/**
 * A new shopper with an address, over £40 of groceries in the trolley and a delivery slot booked. Answers
 * the bearer of the page's latest signed-in call.
 */
export async function shopperReadyToCheckOut(page: Page, label: string, th: number): Promise<() => string> {
  const bearer = watchBearer(page);
  await new RegistrationPage(page).register(newShopper(label));
  const token = await signedInBearer(page, bearer);
  await addAddress(page, token, '1 High Street');
  await fillTrolley(page, token, 45);
  await bookDeliverySlot(page, th);
  return bearer;
}

/**
 * From the trolley to the confirmation with a new card (the published test cards of docs/api/checkout.md):
 * answers the order's number.
 */
export async function placeOrderWithNewCard(page: Page, cardNumber: string): Promise<string> {
  await goToCheckoutFromTrolley(page);
  const checkout = new CheckoutPage(page);
  await checkout.continueToPayment();
  await checkout.payWithNewCard({ number: cardNumber });
  await checkout.placeOrder();
  const confirmation = new OrderConfirmationPage(page);
  await expect(confirmation.heading).toBeVisible();
  return (await confirmation.orderNumber.textContent()) ?? '';
}
