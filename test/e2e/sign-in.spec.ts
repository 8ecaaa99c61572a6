import { newShopper, register, SEEDED_PASSWORD, signIn, signOut, uniqueEmail } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

test('register, sign out, visit a protected page, sign in and land back on it', async ({ page }) => {
  const shopper = newShopper('return');
  await register(page, shopper);

  // The new account is real: the account overview reads it from the server.
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(shopper.email);
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Ms Ann Smith');

  await signOut(page);

  // doc 1 §2.4: the guard sends a signed-out shopper to login with the page and its search in redirect.
  await page.goto('/ecom/myaccount?tab=orders');
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fmyaccount%3Ftab%3Dorders');

  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL('/ecom/myaccount?tab=orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Hello, ${shopper.firstName}`)).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
    event: 'login',
    customerServiceSignOn: false,
  });
});

test('arriving at /ecom/log-out signs the shopper out: My account then asks them to sign in', async ({
  page,
}) => {
  const shopper = newShopper('log-out-link');
  await register(page, shopper);
  await page.goto('/ecom/myaccount');
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(shopper.email);

  // A bookmark, or the app's deep link: a new page load of the log-out page.
  await page.goto('/ecom/log-out');
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();

  // The session has ended on the server too: a new page load of My account is sent to sign in.
  await page.goto('/ecom/myaccount');
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toHaveCount(0);
});

test('wrong credentials are a message on the sign-in page', async ({ page }) => {
  await page.goto('/ecom/login');
  await signIn(page, uniqueEmail('nobody'), 'NotMyPassword1');
  await expect(page.getByRole('alert')).toContainText('Your email address or password is incorrect');
  await expect(page).toHaveURL('/ecom/login');
});

test('a soft-locked account goes to the locked forgot-password page', async ({ page }) => {
  await page.goto('/ecom/login');
  await signIn(page, 'soft-locked@example.com', SEEDED_PASSWORD);
  await expect(page).toHaveURL('/ecom/forgot-password/locked');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('a hard-locked account is told so on the sign-in page', async ({ page }) => {
  await page.goto('/ecom/sign-in');
  await signIn(page, 'hard-locked@example.com', SEEDED_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(
    'Your account has been locked. Please contact Customer Care.',
  );
  await expect(page).toHaveURL('/ecom/sign-in');
});

test('the sign-in page shows the HARD_LOCKED query code', async ({ page }) => {
  await page.goto('/ecom/sign-in?error=HARD_LOCKED');
  await expect(page.getByRole('alert')).toContainText(
    'Your account has been locked. Please contact Customer Care.',
  );
});
