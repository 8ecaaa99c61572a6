import { expect, test } from './support/test.ts';

test('a help page opens from the footer, with its content from the content store', async ({ page }) => {
  await page.goto('/ecom/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy notice' }).click();

  await expect(page).toHaveURL(/\/ecom\/help-information\/privacy-notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy notice');

  // The breadcrumb leads to the help index, and a topic opens in place from there.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Help & FAQs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
  await page.getByRole('link', { name: 'Substitutions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Substitutions' })).toBeVisible();
  await page.getByText('I do not want a substitute. What can I do?').click();
  await expect(page.getByText('Hand it back to the driver')).toBeVisible();
});

test('an unknown help page is the not-found page', async ({ page }) => {
  await page.goto('/ecom/help-information/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('find a store: search by a seeded postcode and see the nearest branch with its hours', async ({
  page,
}) => {
  await page.goto('/ecom/find-a-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await expect(page.getByText(/stores, A to Z/)).toBeVisible();

  const postcode = page.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('not a postcode');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByText('Invalid UK postcode')).toBeVisible();
  await expect(postcode).toHaveValue('not a postcode');

  await postcode.fill('rg12 1en');
  await page.getByRole('button', { name: 'Find stores' }).click();

  await expect(page).toHaveURL(/postcode=RG12(\+|%20)1EN/);
  const results = page.getByRole('region', { name: 'Stores near RG12 1EN' });
  const nearest = results.getByRole('article').first();
  await expect(nearest.getByRole('heading', { name: 'Bracknell' })).toBeVisible();
  await expect(nearest.getByText(/miles? away/)).toBeVisible();
  await expect(nearest.getByRole('link', { name: '01632 960651' })).toHaveAttribute(
    'href',
    'tel:01632960651',
  );
  await expect(nearest.getByText(/Open today|Closed today/)).toBeVisible();

  await nearest.getByText('Opening hours', { exact: false }).first().click();
  const week = nearest.getByRole('table', { name: 'Opening hours for Bracknell' });
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('row', { name: /Monday/ })).toContainText('7:30am – 9pm');
  await expect(week.getByRole('row', { name: /Sunday/ })).toContainText('10am – 4pm');
  await expect(week.getByText('(today)')).toHaveCount(1);
});
