import { AccountPage } from './pages/account.ts';
import { Shell } from './pages/shell.ts';
import { SignInPage } from './pages/sign-in.ts';
import { SEEDED_PASSWORD } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

test('the session timeout modal opens 28 minutes after signing in, and Refresh now reloads', async ({
  page,
}) => {
  const account = new AccountPage(page);
  await page.clock.install();
  const signIn = new SignInPage(page);
  await signIn.open('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  await signIn.signIn('shopper@example.com', SEEDED_PASSWORD);
  await expect(account.heading).toBeVisible();
  // Nothing in flight, so that jumping ahead cannot time out a call.
  await page.waitForLoadState('networkidle');

  const shell = new Shell(page);
  const modal = shell.sessionTimedOut;
  await page.clock.fastForward('27:00');
  await expect(modal).toBeHidden();

  await page.clock.fastForward('01:00');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    "To secure your data, you've been timed out. Please refresh the page to complete your order",
  );

  await shell.reloadFrom(modal, 'Refresh now');
  await expect(page).toHaveURL('/ecom/myaccount');
  await expect(account.heading).toBeVisible();
  await expect(modal).toBeHidden();
});
