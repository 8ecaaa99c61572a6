import { expect, type Page } from '@playwright/test';
import type { NewShopper } from '../support/shopper.ts';

/** Registration's two steps (/ecom/registration, then account details) and its success page. */
export class RegistrationPage {
  constructor(private readonly page: Page) {}

  /** Registers and waits for the success page (signed in). */
  async register(shopper: NewShopper): Promise<void> {
    await this.page.goto('/ecom/registration');
    await this.page.getByLabel('Email address').fill(shopper.email);
    await this.page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page).toHaveURL(/\/ecom\/registration\/account-details$/);
    await this.page.getByLabel('Title (optional)').selectOption('Ms');
    await this.page.getByLabel('First name').fill(shopper.firstName);
    await this.page.getByLabel('Last name').fill(shopper.lastName);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Welcome to Waitrose' })).toBeVisible();
    await expect(this.page).toHaveURL(/\/ecom\/registration\/success$/);
  }

  async goToMyAccount(): Promise<void> {
    await this.page.getByRole('link', { name: 'Go to my account' }).click();
  }
}
