import { expect, type Locator, type Page } from '@playwright/test';

/** 'You have signed out' (/ecom/log-out). */
export class SignedOutPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'You have signed out' });
  }

  /** A new page load of the log-out page (a bookmark, the app's deep link), which signs the shopper out. */
  async open(): Promise<void> {
    await this.page.goto('/ecom/log-out');
  }
}

/** The sign-in page (/ecom/login, /ecom/sign-in; doc 1 §4 Startup and login). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in' });
  }

  /** Why the last attempt failed. */
  get error(): Locator {
    return this.page.getByRole('alert');
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  async open(path: '/ecom/login' | '/ecom/sign-in' | `/ecom/${string}` = '/ecom/login'): Promise<void> {
    await this.page.goto(path);
  }

  /** Fills the form the page is on, once it shows, and sends it. */
  async signIn(email: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.page.getByLabel('Email address').fill(email);
    await this.password.fill(password);
    await this.submit();
  }

  /** After a refusal, tries again with another password (the email stays filled in). */
  async retryWithPassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.submit();
  }

  async forgottenPassword(): Promise<void> {
    await this.page.getByRole('link', { name: 'Forgotten your password?' }).click();
  }

  private async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
