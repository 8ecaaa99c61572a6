import { AccountPage } from './pages/account.ts';
import { Header } from './pages/header.ts';
import { ForgotPasswordPage } from './pages/password-reset.ts';
import { RegistrationPage } from './pages/registration.ts';
import { SignedOutPage, SignInPage } from './pages/sign-in.ts';
import { newShopper, SEEDED_PASSWORD, uniqueEmail } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

test('register, sign out, visit a protected page, sign in and land back on it', async ({ page }) => {
  const shopper = newShopper('return');
  const registration = new RegistrationPage(page);
  const account = new AccountPage(page);
  await registration.register(shopper);

  // The new account is real: the account overview reads it from the server.
  await registration.goToMyAccount();
  await expect(account.heading).toBeVisible();
  await expect(account.details).toContainText(shopper.email);
  await expect(account.details).toContainText('Ms Ann Smith');

  await new Header(page).signOut();

  // doc 1 §2.4: the guard sends a signed-out shopper to login with the page and its search in redirect.
  await page.goto('/ecom/myaccount?tab=orders');
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fmyaccount%3Ftab%3Dorders');

  await new SignInPage(page).signIn(shopper.email, shopper.password);
  await expect(page).toHaveURL('/ecom/myaccount?tab=orders');
  await expect(account.heading).toBeVisible();
  await expect(account.greeting(shopper.firstName)).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
    event: 'login',
    customerServiceSignOn: false,
  });
});

test('arriving at /ecom/log-out signs the shopper out: My account then asks them to sign in', async ({
  page,
}) => {
  const shopper = newShopper('log-out-link');
  const account = new AccountPage(page);
  await new RegistrationPage(page).register(shopper);
  await account.open();
  await expect(account.details).toContainText(shopper.email);

  // A bookmark, or the app's deep link: a new page load of the log-out page.
  const signedOut = new SignedOutPage(page);
  await signedOut.open();
  await expect(signedOut.heading).toBeVisible();

  // The session has ended on the server too: a new page load of My account is sent to sign in.
  await account.open();
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  await expect(new SignInPage(page).heading).toBeVisible();
  await expect(page.getByText(shopper.email)).toHaveCount(0);
});

test('wrong credentials are a message on the sign-in page', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(uniqueEmail('nobody'), 'NotMyPassword1');
  await expect(signIn.error).toContainText('Your email address or password is incorrect');
  await expect(page).toHaveURL('/ecom/login');
});

test('a soft-locked account goes to the locked forgot-password page', async ({ page }) => {
  const signIn = new SignInPage(page);
  const forgotPassword = new ForgotPasswordPage(page);
  await signIn.open();
  await signIn.signIn('soft-locked@example.com', SEEDED_PASSWORD);
  await expect(page).toHaveURL('/ecom/forgot-password/locked');
  await expect(forgotPassword.locked).toBeVisible();
  await expect(forgotPassword.sendButton).toBeVisible();
});

test('a hard-locked account is told so on the sign-in page', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open('/ecom/sign-in');
  await signIn.signIn('hard-locked@example.com', SEEDED_PASSWORD);
  await expect(signIn.error).toContainText('Your account has been locked. Please contact Customer Care.');
  await expect(page).toHaveURL('/ecom/sign-in');
});

test('the sign-in page shows the HARD_LOCKED query code', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open('/ecom/sign-in?error=HARD_LOCKED');
  await expect(signIn.error).toContainText('Your account has been locked. Please contact Customer Care.');
});
