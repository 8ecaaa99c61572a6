import { CheckoutPage, goToCheckoutFromTrolley, OrderConfirmationPage } from './pages/checkout.ts';
import { RegistrationPage } from './pages/registration.ts';
import { TrolleyPage } from './pages/trolley.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import {
  addGroceriesInTheShop,
  bookDeliverySlot,
  shopperReadyToCheckOut,
} from './support/checkout-journey.ts';
import { addAddress, fillTrolley, signedInBearer, watchBearer } from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Checkout in Chromium against the real server (issue 16; doc 2 §2, §4, §8; docs/api/checkout.md), from an
// empty trolley: the published test cards stand for the bank's answers.

test('a shopper books a slot, checks out and pays with a new card, and sees the order confirmed', async ({
  page,
}) => {
  // The whole way by hand, from registration to the confirmation: more than the usual minute on a busy
  // two-core machine running two browsers beside the server.
  test.slow();
  // Checkout needs a signed-in shopper.
  await page.goto('/ecom/checkout');
  await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);

  // From an empty trolley: groceries added with the shop's own controls, then a slot.
  const bearer = watchBearer(page);
  await new RegistrationPage(page).register(newShopper('checkout-pay'));
  await addAddress(page, await signedInBearer(page, bearer), '1 High Street');
  await addGroceriesInTheShop(page, 45);
  await bookDeliverySlot(page, 3);
  const trolley = new TrolleyPage(page);
  await trolley.open();
  await expect(trolley.heading).toBeVisible();
  const lines = await trolley.lines.count();
  expect(lines).toBeGreaterThan(0);

  await goToCheckoutFromTrolley(page);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await expect(checkout.secureCheckout).toBeVisible();
  await expect(page).toHaveTitle(/Checkout/);
  await expect(page.getByRole('heading', { name: 'Delivery details' })).toBeVisible();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  await checkout.continueToPayment();
  // The card's type shows as it is typed.
  await page.getByLabel('Card number').fill('4444 33');
  await expect(checkout.cardType('Visa')).toBeVisible();
  await checkout.payWithNewCard({ number: '4444 3333 2222 1111' });
  await expect(checkout.placeOrderButton).toBeVisible();
  await expect(page.getByText('Visa ending 1111', { exact: false })).toBeVisible();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await checkout.placeOrder();

  const confirmation = new OrderConfirmationPage(page);
  await expect(confirmation.heading).toBeVisible();
  await expect(confirmation.orderNumber).toHaveText(/^\d+$/);
  await expect(page).toHaveURL(/\/ecom\/order-confirmation\/\d+$/);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  // The shopper has a new, empty trolley.
  await trolley.open();
  await expect(page.getByText('Your trolley is empty.')).toBeVisible();
});

test('a card the bank asks about: a failed challenge places nothing, an approved one places the order', async ({
  page,
}) => {
  await shopperReadyToCheckOut(page, 'checkout-3ds', 5);
  await goToCheckoutFromTrolley(page);
  const checkout = new CheckoutPage(page);
  await checkout.continueToPayment();
  await checkout.payWithNewCard({ number: '4000 0027 6000 3184' });
  await checkout.placeOrder();

  // The bank's page is reached and answered with the keyboard alone.
  await checkout.answerChallengeWithKeyboard('Fail');
  await expect(page.getByText('Your bank could not confirm this card.', { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your items \(\d+ items\)$/ })).toBeVisible();

  // The trolley is as it was; the same card again, and this time the shopper approves.
  await checkout.payWithNewCard({ number: '4000 0027 6000 3184' });
  await checkout.placeOrder();
  await checkout.answerChallenge('Approve');
  await expect(new OrderConfirmationPage(page).heading).toBeVisible();
});

test('a declined card is refused with the trolley kept; a saved card then makes the next order an instant checkout', async ({
  page,
}) => {
  // Two orders from an empty trolley, each with its own slot booking: three times the usual minute, which a
  // busy two-core machine running two browsers beside the server needs for it.
  test.slow();
  const bearer = await shopperReadyToCheckOut(page, 'checkout-declined', 7);
  await goToCheckoutFromTrolley(page);
  const checkout = new CheckoutPage(page);
  await checkout.continueToPayment();
  await checkout.payWithNewCard({ number: '4000 0000 0000 0002' });
  await checkout.placeOrder();
  await expect(page.getByText('Sorry, your card was declined.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your items \(\d+ items\)$/ })).toBeVisible();

  // Another card, saved for next time, places the order.
  await checkout.payWithNewCard({ number: '5555 5555 5555 4444' }, { save: true });
  await checkout.placeOrder();
  await expect(new OrderConfirmationPage(page).heading).toBeVisible();

  // The next order: other groceries and a slot. Before the checkout, the teas of the first order are
  // offered as forgotten favourites.
  await fillTrolley(page, await signedInBearer(page, bearer), 45, 'coffee');
  await bookDeliverySlot(page, 9);
  const trolley = new TrolleyPage(page);
  await trolley.open();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/ecom\/beforeYouGo\/forgotten-favourites$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Forgotten favourites' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Before you go steps' })).toContainText('Checkout');
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(checkout.heading).toBeVisible();

  // Back in the trolley, the saved card makes the order one step.
  await trolley.open();
  await page.getByRole('button', { name: 'Instant checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instant checkout' });
  await dialog.getByRole('link', { name: 'Place order now' }).click();
  await expect(new OrderConfirmationPage(page).heading).toBeVisible();
  await expect(page.getByText('Mastercard ending 4444', { exact: false })).toBeVisible();
});
