import { Header } from './pages/header.ts';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/password-reset.ts';
import { RegistrationPage } from './pages/registration.ts';
import { SignInPage } from './pages/sign-in.ts';
import { emailedLink } from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

test('forgot password, follow the emailed link, reset, and sign in with the new password', async ({
  page,
  request,
}) => {
  const shopper = newShopper('reset');
  const signIn = new SignInPage(page);
  const forgotPassword = new ForgotPasswordPage(page);
  const resetPassword = new ResetPasswordPage(page);
  await new RegistrationPage(page).register(shopper);
  await page.goto('/ecom/');
  await new Header(page).signOut();

  await signIn.open();
  await signIn.forgottenPassword();
  await expect(page).toHaveURL('/ecom/forgot-password');
  await forgotPassword.sendResetLink(shopper.email);
  await expect(forgotPassword.checkYourEmail).toBeVisible();
  await expect(page).toHaveURL('/ecom/forgot-password/success');

  // The development outbox holds what the shop would have emailed (docs/api/session.md).
  let link = '';
  await expect
    .poll(async () => {
      link = await emailedLink(request, shopper.email, 'password-reset');
      return link;
    })
    .toMatch(/^\/ecom\/reset-password\?token=[^&]+&exp=\d+$/);

  await resetPassword.open(link);
  await expect(resetPassword.heading).toBeVisible();
  const newPassword = 'Shortbread42';
  await resetPassword.saveNewPassword(newPassword);
  await expect(resetPassword.changed).toBeVisible();
  await expect(page).toHaveURL('/ecom/reset-password/success');

  // The link works once.
  await resetPassword.open(link);
  await resetPassword.saveNewPassword('Flapjack99');
  await expect(page).toHaveURL('/ecom/forgot-password/expired');

  await signIn.open();
  await signIn.signIn(shopper.email, shopper.password);
  await expect(signIn.error).toContainText('Your email address or password is incorrect');

  await signIn.retryWithPassword(newPassword);
  // No redirect: the groceries home.
  await expect(page).toHaveURL('/ecom/shop/browse/groceries');
  await expect(new Header(page).myAccount).toBeVisible();
});

test('a reset link past its exp goes to the expired page', async ({ page }) => {
  await new ResetPasswordPage(page).open(`/ecom/reset-password?token=anything&exp=${Date.now() - 60_000}`);
  await expect(page).toHaveURL('/ecom/forgot-password/expired');
  await expect(new ForgotPasswordPage(page).expired).toBeVisible();
});
