import { CheckoutPage, goToCheckoutFromTrolley, OrderConfirmationPage } from './pages/checkout.ts';
import { GiftCardsAndVouchers, PromoCodesBox, poundsOf, snackbar, totalsRow } from './pages/money-off.ts';
import { TrolleyPage } from './pages/trolley.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { bookDeliverySlot, shopperReadyToCheckOut } from './support/checkout-journey.ts';
import { fillTrolley, signedInBearer } from './support/shop-api.ts';
import { expect, test } from './support/test.ts';

// Money off in Chromium against the real server (issue 19; doc 2 §4, §8; docs/api/checkout.md "Money off"),
// by what the shopper reads: the seeded promo code WELCOME10 (10% off a first order of £40 or more) and the
// seeded gift card 6338 0000 0000 0001 with PIN 1234 and £20 on it (the database is fresh for every run).

test('a code that is not ours is refused with its alert on the trolley; WELCOME10 takes 10% off a first order at checkout', async ({
  page,
}) => {
  // A new shopper: no order placed yet, £45 of groceries and a slot.
  await shopperReadyToCheckOut(page, 'money-off-welcome', 17);

  await test.step('an unknown code on the trolley page', async () => {
    const trolley = new TrolleyPage(page);
    await trolley.open();
    await expect(trolley.heading).toBeVisible();
    const codes = new PromoCodesBox(page);
    await codes.apply('NOSUCHCODE99');
    await expect(snackbar(page, 'Code not applied, please check the alert')).toBeVisible();
    await expect(codes.alert).toHaveText(
      "Sorry, we don't recognise this code. Please check it and try again.",
    );
    await expect(page.getByRole('list', { name: 'Promo codes on your order' })).toHaveCount(0);
    // Refused: the code stays in the box to be corrected.
    await expect(codes.box).toHaveValue('NOSUCHCODE99');
  });

  await test.step('WELCOME10 on the checkout', async () => {
    await goToCheckoutFromTrolley(page);
    const checkout = new CheckoutPage(page);
    await expect(checkout.heading).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    const totalBefore = await poundsOf(totalsRow(summary, 'Estimated total'));
    await expect(totalsRow(summary, 'Promo codes')).toHaveCount(0);

    const codes = new PromoCodesBox(page);
    // Typed as a shopper might: lowercase, with a space after it.
    await codes.apply('welcome10 ');
    await expect(snackbar(page, 'Code successfully applied')).toBeVisible();
    await expect(codes.code('WELCOME10')).toBeVisible();
    await expect(codes.code('WELCOME10')).toContainText(/-£\d+\.\d{2}/);
    // On the order: the box is empty for another.
    await expect(codes.box).toHaveValue('');

    // The saving is in the order's totals, and the total is less by it.
    const saving = await poundsOf(totalsRow(summary, 'Promo codes'));
    expect(saving).toBeGreaterThan(0);
    await expect(totalsRow(summary, 'Estimated total')).toHaveText(`£${(totalBefore - saving).toFixed(2)}`);
    expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  });

  await test.step('the code is on the order from the trolley too', async () => {
    const trolley = new TrolleyPage(page);
    await trolley.open();
    await expect(new PromoCodesBox(page).code('WELCOME10')).toBeVisible();
    await expect(totalsRow(page.getByRole('region', { name: 'Order summary' }), 'Promo codes')).toHaveText(
      /^-£\d+\.\d{2}$/,
    );
  });
});

test('the gift card pays part of an order and the card the rest; on the next order it has nothing left', async ({
  page,
}) => {
  // Two orders, each with its slot booking: more than the usual minute.
  test.slow();
  const bearer = await shopperReadyToCheckOut(page, 'money-off-gift-card', 19);
  await goToCheckoutFromTrolley(page);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = await poundsOf(totalsRow(summary, 'Estimated total'));

  const tender = new GiftCardsAndVouchers(page);
  const card = tender.item('Gift card •••• 0001');
  await test.step('by keyboard: the focus stays in the form after an add, and comes back to it after a remove', async () => {
    await tender.addGiftCardByKeyboard('6338 0000 0000 0001', '1234');
    await expect(card).toBeVisible();
    // The form started afresh for the next card, with the focus on its first field.
    await expect(tender.giftCardNumber).toBeFocused();
    await expect(tender.giftCardNumber).toHaveValue('');
    await tender.removeByKeyboard('Gift card •••• 0001');
    await expect(card).toHaveCount(0);
    // Nothing left on the order: the focus is back in the form, not lost to the page.
    await expect(tender.giftCardNumber).toBeFocused();
    await tender.addGiftCardByKeyboard('6338 0000 0000 0001', '1234');
    await expect(card).toBeVisible();
    await expect(tender.giftCardNumber).toBeFocused();
  });
  await expect(card).toContainText('Pays £20.00');
  // Its balance: £20 before the order is placed, or what is left after it (the contract leaves this open).
  await expect(card).toContainText(/Remaining balance £(20|0)\.00/);
  await expect(totalsRow(summary, 'Gift cards')).toHaveText('-£20.00');
  const toPay = (total - 20).toFixed(2);
  await expect(totalsRow(summary, 'To pay')).toHaveText(`£${toPay}`);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  // The payment card pays the rest.
  await checkout.continueToPayment();
  await checkout.payWithNewCard({ number: '4444 3333 2222 1111' });
  await expect(checkout.placeOrderButton).toHaveText(`Place order and pay £${toPay}`);
  await checkout.placeOrder();
  const confirmation = new OrderConfirmationPage(page);
  await expect(confirmation.heading).toBeVisible();
  await expect(totalsRow(page.getByRole('main'), 'Gift cards')).toHaveText('-£20.00');
  await expect(totalsRow(page.getByRole('main'), 'To pay')).toHaveText(`£${toPay}`);

  // The next order: the card's £20 went on the first, so it has nothing left to give.
  await fillTrolley(page, await signedInBearer(page, bearer), 45, 'coffee');
  await bookDeliverySlot(page, 21);
  await goToCheckoutFromTrolley(page);
  await expect(checkout.heading).toBeVisible();
  await tender.addGiftCard('6338 0000 0000 0001', '1234');
  await expect(tender.refusal).toHaveText('This gift card has no balance left.');
  await expect(totalsRow(summary, 'Gift cards')).toHaveCount(0);
});
