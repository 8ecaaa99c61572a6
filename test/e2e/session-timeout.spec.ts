import { SEEDED_PASSWORD, signIn } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

test('the session timeout modal opens 28 minutes after signing in, and Refresh now reloads', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  await signIn(page, 'shopper@example.com', SEEDED_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // Nothing in flight, so that jumping ahead cannot time out a call.
  await page.waitForLoadState('networkidle');

  const modal = page.getByRole('alertdialog', { name: 'Sorry, your session has timed out' });
  await page.clock.fastForward('27:00');
  await expect(modal).toBeHidden();

  await page.clock.fastForward('01:00');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    "To secure your data, you've been timed out. Please refresh the page to complete your order",
  );

  const reloaded = page.waitForEvent('load');
  await modal.getByRole('button', { name: 'Refresh now' }).click();
  await reloaded;
  await expect(page).toHaveURL('/ecom/myaccount');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(modal).toBeHidden();
});
