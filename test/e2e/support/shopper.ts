import { expect, type Page } from '@playwright/test';

/** The password of the seeded accounts (docs/api/session.md; not in production). */
export const SEEDED_PASSWORD = 'Groceries1';

/** A new address on every run, so that runs against the same database never meet an existing account. */
export function uniqueEmail(label: string): string {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${nonce}@example.com`;
}

export interface NewShopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newShopper(label: string): NewShopper {
  return { email: uniqueEmail(label), password: 'Marmalade7', firstName: 'Ann', lastName: 'Smith' };
}

/** Registers through the two steps of /ecom/registration and waits for the success page (signed in). */
export async function register(page: Page, shopper: NewShopper): Promise<void> {
  await page.goto('/ecom/registration');
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ecom\/registration\/account-details$/);
  await page.getByLabel('Title (optional)').selectOption('Ms');
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Waitrose' })).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/registration\/success$/);
}

/** Fills the sign-in form the page is on, and sends it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the header's My Account menu (a page in the main shell) and waits for the logged-out page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/log-out$/);
}
