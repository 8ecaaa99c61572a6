import { AccountPage } from './pages/account.ts';
import { PaymentCardsPage } from './pages/checkout.ts';
import { RegistrationPage } from './pages/registration.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Saved cards in Chromium against the real server (issue 16; doc 2 §2 myaccount/paymentcards, §7).

test('a shopper adds cards from My account, makes one the default and deletes one after a confirmation', async ({
  page,
}) => {
  await new RegistrationPage(page).register(newShopper('cards'));
  const account = new AccountPage(page);
  await account.open();
  await account.toPaymentCards();
  const cards = new PaymentCardsPage(page);
  await expect(cards.heading).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();

  // A mistyped card is refused by the card rules before anything is sent.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('link', { name: 'Enter your card number' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await cards.add({ number: '4444 3333 2222 1111' });
  await expect(page.getByText('Card added')).toBeVisible();
  await expect(cards.card('Visa ending 1111')).toContainText('Default card');
  await cards.add({ number: '5555 5555 5555 4444' });
  await expect(cards.cards).toHaveCount(2);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  await cards.makeDefault('Mastercard ending 4444');
  await expect(cards.card('Mastercard ending 4444')).toContainText('Default card');
  await expect(cards.card('Visa ending 1111')).not.toContainText('Default card');

  await cards.remove('Visa ending 1111');
  await expect(page.getByText('Card deleted')).toBeVisible();
  await expect(cards.cards).toHaveCount(1);
  await expect(cards.card('Mastercard ending 4444')).toBeVisible();
});
