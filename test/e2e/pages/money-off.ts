import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Money off on the checkout and the trolley page (docs/api/checkout.md "Money off"; doc 2 §4, §8): the promo
 * code box and the codes on the order, gift cards and vouchers, the partner discount card, the snackbars, and
 * the rows of the totals.
 */
export class PromoCodesBox {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Promo codes' });
  }

  get box(): Locator {
    return this.section.getByRole('textbox', { name: 'Promo code' });
  }

  async apply(code: string): Promise<void> {
    await this.box.fill(code);
    await this.section.getByRole('button', { name: 'Apply' }).click();
  }

  /** A code on the order, with its description, saving and Remove. */
  code(code: string): Locator {
    return this.section
      .getByRole('list', { name: 'Promo codes on your order' })
      .getByRole('listitem')
      .filter({ hasText: code });
  }

  async remove(code: string): Promise<void> {
    await this.section.getByRole('button', { name: `Remove ${code}` }).click();
  }

  /** The alert of the code just asked for (why it was refused or does not apply). */
  get alert(): Locator {
    return this.section.getByRole('alert');
  }
}

export class GiftCardsAndVouchers {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Gift cards and vouchers' });
  }

  async addGiftCard(number: string, pin: string): Promise<void> {
    const form = this.section.getByRole('form', { name: 'Add a gift card' });
    await form.getByRole('textbox', { name: 'Gift card number' }).fill(number);
    await form.getByRole('textbox', { name: 'PIN' }).fill(pin);
    await form.getByRole('button', { name: 'Add gift card' }).click();
  }

  /** The gift card form's first field (where the focus goes after a card is added). */
  get giftCardNumber(): Locator {
    return this.section
      .getByRole('form', { name: 'Add a gift card' })
      .getByRole('textbox', { name: 'Gift card number' });
  }

  /** As a keyboard shopper: into the number, Tab to the PIN, Enter to send. */
  async addGiftCardByKeyboard(number: string, pin: string): Promise<void> {
    await this.giftCardNumber.focus();
    await this.page.keyboard.type(number);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(pin);
    await this.page.keyboard.press('Enter');
  }

  /** As a keyboard shopper: Remove of a card or voucher ('Gift card •••• 0001'), with Enter. */
  async removeByKeyboard(label: string): Promise<void> {
    await this.section.getByRole('button', { name: `Remove ${label}` }).focus();
    await this.page.keyboard.press('Enter');
  }

  /** A gift card or voucher on the order by its label ('Gift card •••• 0001'). */
  item(label: string): Locator {
    return this.section
      .getByRole('list', { name: 'Gift cards and vouchers on your order' })
      .getByRole('listitem')
      .filter({ hasText: label });
  }

  /** The refusal of a form (the server's message). */
  get refusal(): Locator {
    return this.section.getByRole('alert');
  }
}

/** A snackbar ('Code successfully applied' ...). */
export function snackbar(page: Page, message: string): Locator {
  return page.getByRole('status').filter({ hasText: message });
}

/** The amount of a row of totals ('Promo codes', 'Gift cards', 'To pay') within a summary. */
export function totalsRow(summary: Locator, label: string): Locator {
  return summary
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The pounds of an amount as shown ('-£4.50' → 4.5). */
export async function poundsOf(amount: Locator): Promise<number> {
  await expect(amount).toHaveText(/£\d+\.\d{2}/);
  return Number(((await amount.textContent()) ?? '').replace(/[^\d.]/g, ''));
}
