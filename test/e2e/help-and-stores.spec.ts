import { FindAStorePage, HelpPage } from './pages/help.ts';
import { Shell } from './pages/shell.ts';
import { expect, test } from './support/test.ts';

test('a help page opens from the footer, with its content from the content store', async ({ page }) => {
  const help = new HelpPage(page);
  await page.goto('/ecom/');
  await help.openFromFooter('Privacy notice');

  await expect(page).toHaveURL(/\/ecom\/help-information\/privacy-notice$/);
  await expect(help.heading('Privacy notice')).toBeVisible();
  await expect(help.heading('Your rights', 2)).toBeVisible();
  await expect(page).toHaveTitle('Privacy notice');

  // The breadcrumb leads to the help index, and a topic opens in place from there.
  await help.openFromBreadcrumb('Help & FAQs');
  await expect(help.heading('Help & FAQs')).toBeVisible();
  await help.openTopic('Substitutions');
  await expect(help.heading('Substitutions')).toBeVisible();
  await help.openQuestion('I do not want a substitute. What can I do?');
  await expect(page.getByText('Hand it back to the driver')).toBeVisible();
});

test('an unknown help page is the not-found page', async ({ page }) => {
  await page.goto('/ecom/help-information/no-such-page');
  await expect(new Shell(page).notFound).toBeVisible();
});

test('find a store: search by a seeded postcode and see the nearest branch with its hours', async ({
  page,
}) => {
  const stores = new FindAStorePage(page);
  await stores.open();
  await expect(stores.heading).toBeVisible();
  await expect(page.getByText(/stores, A to Z/)).toBeVisible();

  await stores.findStores('not a postcode');
  await expect(page.getByText('Invalid UK postcode')).toBeVisible();
  await expect(stores.postcode).toHaveValue('not a postcode');

  await stores.findStores('rg12 1en');

  await expect(page).toHaveURL(/postcode=RG12(\+|%20)1EN/);
  const nearest = stores.storesNear('RG12 1EN').first();
  await expect(nearest.getByRole('heading', { name: 'Bracknell' })).toBeVisible();
  await expect(nearest.getByText(/miles? away/)).toBeVisible();
  await expect(nearest.getByRole('link', { name: '01632 960651' })).toHaveAttribute(
    'href',
    'tel:01632960651',
  );
  await expect(nearest.getByText(/Open today|Closed today/)).toBeVisible();

  const week = await stores.openingHours(nearest, 'Bracknell');
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('row', { name: /Monday/ })).toContainText('7:30am – 9pm');
  await expect(week.getByRole('row', { name: /Sunday/ })).toContainText('10am – 4pm');
  await expect(week.getByText('(today)')).toHaveCount(1);
});
