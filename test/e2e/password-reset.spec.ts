import { newShopper, register, signIn, signOut } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

interface OutboxMessage {
  kind: string;
  link: string | null;
}

test('forgot password, follow the emailed link, reset, and sign in with the new password', async ({
  page,
  request,
}) => {
  const shopper = newShopper('reset');
  await register(page, shopper);
  await page.goto('/ecom/');
  await signOut(page);

  await page.goto('/ecom/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL('/ecom/forgot-password');
  // The sign-in page has an email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page).toHaveURL('/ecom/forgot-password/success');

  // The development outbox holds what the shop would have emailed (docs/api/session.md).
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get('/api/outbox-prod/v1/messages', { params: { email: shopper.email } });
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      link = messages.find((message) => message.kind === 'password-reset')?.link ?? '';
      return link;
    })
    .toMatch(/^\/ecom\/reset-password\?token=[^&]+&exp=\d+$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const newPassword = 'Shortbread42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  await expect(page).toHaveURL('/ecom/reset-password/success');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Flapjack99');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Flapjack99');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/ecom/forgot-password/expired');

  await page.goto('/ecom/login');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('alert')).toContainText('Your email address or password is incorrect');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // No redirect: the groceries home.
  await expect(page).toHaveURL('/ecom/shop/browse/groceries');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('a reset link past its exp goes to the expired page', async ({ page }) => {
  await page.goto(`/ecom/reset-password?token=anything&exp=${Date.now() - 60_000}`);
  await expect(page).toHaveURL('/ecom/forgot-password/expired');
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
});
