import type { Locator, Page } from '@playwright/test';

/** My Trolley (/ecom/shop/trolley; doc 2 §2, §4): its lines, remove and undo, and the totals. */
export class TrolleyPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^My Trolley/ });
  }

  get lines(): Locator {
    return this.page.getByRole('list', { name: 'Items in your trolley' }).getByRole('listitem');
  }

  line(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  lineQuantity(name: string): Locator {
    return this.line(name).getByRole('textbox', { name: /quantity/ });
  }

  get itemsTotal(): Locator {
    return this.page.getByTestId('items-total');
  }

  get estimatedTotal(): Locator {
    return this.page.getByTestId('estimated-total');
  }

  async open(): Promise<void> {
    await this.page.goto('/ecom/shop/trolley');
  }

  async remove(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click();
  }

  async undo(): Promise<void> {
    await this.page.getByRole('button', { name: 'Undo' }).click();
  }
}
