import type { Locator, Page } from '@playwright/test';

/** My account (/ecom/myaccount): the overview of the signed-in customer. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'My account' });
  }

  get details(): Locator {
    return this.page.getByRole('region', { name: 'Your details' });
  }

  greeting(firstName: string): Locator {
    return this.page.getByText(`Hello, ${firstName}`);
  }

  async open(): Promise<void> {
    await this.page.goto('/ecom/myaccount');
  }

  async toAddresses(): Promise<void> {
    await this.page.getByRole('link', { name: 'My addresses' }).click();
  }

  async toPaymentCards(): Promise<void> {
    await this.page.getByRole('link', { name: 'Payment cards' }).click();
  }
}
