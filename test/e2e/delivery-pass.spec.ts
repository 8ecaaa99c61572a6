import { fillCardForm } from './pages/checkout.ts';
import { Header } from './pages/header.ts';
import { RegistrationPage } from './pages/registration.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The delivery pass in Chromium against the real server (issue 17; doc 2 §2 delivery-pass and
// myaccount/delivery-pass, §3 Delivery pass status, §7 Delivery pass; doc 3 §4 the account menu's item).

test('a shopper buys a monthly Delivery Pass with a new card; it shows as active and in the account menu', async ({
  page,
}) => {
  await new RegistrationPage(page).register(newShopper('pass'));
  await page.goto('/ecom/');
  const header = new Header(page);
  // AVAILABLE: the account menu already offers the pass.
  await header.myAccount.click();
  await page.getByRole('link', { name: 'Delivery Pass' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount\/delivery-pass$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Pass' })).toBeVisible();
  await expect(page).toHaveTitle(/Delivery Pass/);

  await page.getByRole('button', { name: 'Choose the Monthly Delivery Pass' }).click();
  await expect(page.getByRole('heading', { name: 'Monthly Delivery Pass: £7.99' })).toBeVisible();
  const form = await fillCardForm(page, { number: '4444 3333 2222 1111' });
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await form.getByRole('button', { name: 'Pay now' }).click();

  // The status is fetched afresh once bought: the page shows the shopper's pass.
  await expect(page.getByRole('heading', { name: /^Your Delivery Pass/ })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details.getByText('Active', { exact: true })).toBeVisible();
  await expect(details.getByText('Monthly Delivery Pass (£7.99)')).toBeVisible();
  await expect(details.getByText('Card ending 1111')).toBeVisible();

  // ACTIVE: the menu still shows the item, and the page shows the pass on a fresh load.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Delivery Pass' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
  await header.myAccount.click();
  await expect(page.getByRole('link', { name: 'Delivery Pass' })).toBeVisible();
});

test('a signed-out visitor sees the plans and is asked to sign in to buy', async ({ page }) => {
  await page.goto('/ecom/delivery-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Pass' })).toBeVisible();
  await expect(page.getByText('Monthly Delivery Pass')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/ecom/login?redirect=%2Fecom%2Fdelivery-pass',
  );
});
