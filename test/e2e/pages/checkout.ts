import { expect, type Locator, type Page } from '@playwright/test';

/** A card as the shopper types it (docs/api/checkout.md "Published test cards"). */
export interface TestCard {
  number: string;
  cvc?: string;
  name?: string;
}

/**
 * The checkout (/ecom/checkout; doc 2 §2, §4, §8): the review step, the payment step with saved cards and
 * the card form, the bank's challenge, and Place order; then the order confirmation.
 */
export class CheckoutPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Checkout' });
  }

  get secureCheckout(): Locator {
    return this.page.getByRole('banner').getByText('Secure Checkout');
  }

  /** The refusal the checkout shows (declined, slot expired, ...). */
  get refusal(): Locator {
    return this.page.getByRole('alert').first();
  }

  async continueToPayment(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue to payment' }).click();
  }

  /** Types a new card and sends it (to the payment service), ticking "save" when asked. */
  async payWithNewCard(card: TestCard, { save = false } = {}): Promise<void> {
    const form = await fillCardForm(this.page, card);
    if (save) await form.getByLabel('Save this card for next time').check();
    await form.getByRole('button', { name: 'Use this card' }).click();
  }

  cardType(name: string): Locator {
    return this.page.getByRole('form', { name: 'Card details' }).getByText(name, { exact: true });
  }

  get placeOrderButton(): Locator {
    return this.page.getByRole('button', { name: /^Place order and pay £/ });
  }

  async placeOrder(): Promise<void> {
    await this.placeOrderButton.click();
  }

  /** The bank's challenge, in its dialog's frame. */
  get challenge(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm your payment with your bank' });
  }

  /**
   * Answers the bank's challenge with the keyboard alone: from the dialog's Cancel (where the focus starts)
   * Shift+Tab goes back into the bank's frame, to its last button (Fail), and once more to Approve; Enter.
   */
  async answerChallengeWithKeyboard(answer: 'Approve' | 'Fail'): Promise<void> {
    await expect(this.challenge.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const frame = this.page.frameLocator('iframe[title="Your bank\'s security check"]');
    await expect(frame.getByRole('button', { name: answer })).toBeVisible();
    await this.page.keyboard.press('Shift+Tab');
    if (answer === 'Approve') await this.page.keyboard.press('Shift+Tab');
    await expect(frame.getByRole('button', { name: answer })).toBeFocused();
    await this.page.keyboard.press('Enter');
  }

  async answerChallenge(answer: 'Approve' | 'Fail'): Promise<void> {
    await expect(this.challenge).toBeVisible();
    await this.page
      .frameLocator('iframe[title="Your bank\'s security check"]')
      .getByRole('button', { name: answer })
      .click();
  }
}

/** Types a card into the card form (checkout's or the saved cards page's); does not send it. */
export async function fillCardForm(page: Page, card: TestCard): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Month').selectOption('12');
  await form.getByLabel('Year').selectOption(String(new Date().getFullYear() + 3));
  await form.getByLabel('Security code').fill(card.cvc ?? '123');
  await form.getByLabel('Name on card').fill(card.name ?? 'Ann Smith');
  return form;
}

/** My account › Payment cards (/ecom/myaccount/paymentcards): the saved cards, add, make default, delete. */
export class PaymentCardsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Payment cards' });
  }

  get cards(): Locator {
    return this.page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  }

  card(label: string): Locator {
    return this.cards.filter({ hasText: label });
  }

  async add(card: TestCard, { makeDefault = false } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Add a card' }).click();
    const form = await fillCardForm(this.page, card);
    if (makeDefault) await form.getByLabel('Make this my default card').check();
    await form.getByRole('button', { name: 'Save card' }).click();
  }

  async makeDefault(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Make ${label}`, exact: false }).click();
  }

  async remove(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${label}`, exact: false }).click();
    await this.page
      .getByRole('dialog', { name: 'Delete this card?' })
      .getByRole('button', { name: 'Delete card' })
      .click();
  }
}

/** order-confirmation/{customerOrderId} (doc 2 §2): the order placed. */
export class OrderConfirmationPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' });
  }

  get orderNumber(): Locator {
    return this.page.getByTestId('order-number');
  }
}

/** The trolley's way to the checkout, through the before-you-go steps when there are any. */
export async function goToCheckoutFromTrolley(page: Page): Promise<void> {
  await page.goto('/ecom/shop/trolley');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  // Before you go: the steps show when the shopper has any (or straight to the checkout when none).
  const skip = page.getByRole('button', { name: 'Skip to checkout' });
  const checkout = page.getByRole('heading', { level: 1, name: 'Checkout' });
  await expect(skip.or(checkout)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(page).toHaveURL(/\/ecom\/checkout$/);
}
