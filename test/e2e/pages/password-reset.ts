import { expect, type Locator, type Page } from '@playwright/test';

/** 'Forgotten your password?' (/ecom/forgot-password) and its locked and expired pages. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Forgotten your password?' });
  }

  get checkYourEmail(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Check your email' });
  }

  get locked(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Your account is locked' });
  }

  get expired(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'This link has expired' });
  }

  get sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send reset link' });
  }

  /** The sign-in page has an email field too: waits for this page before typing. */
  async sendResetLink(email: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.page.getByLabel('Email address').fill(email);
    await this.sendButton.click();
  }
}

/** 'Reset your password' (/ecom/reset-password?token=...&exp=...), the emailed link's page. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Reset your password' });
  }

  get changed(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Your password has been changed' });
  }

  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async saveNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}
