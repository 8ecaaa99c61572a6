import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newShopper, register } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The address book in Chromium against the real server (issue 7; doc 1 §4 Address modals, §5 Addresses,
// §8 Address): a new customer adds addresses, meets the form's rules, changes the contact address and
// deletes an address; the account keeps its last address and its contact address.

async function addAddress(page: Page, line1: string, postcode: string) {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Smith');
  await dialog.getByLabel('Address line 1').fill(line1);
  await dialog.getByLabel('Town (optional)').fill('Bracknell');
  await dialog.getByLabel('Postcode').fill(postcode);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

test('a customer keeps an address book: add, rules, contact address, delete', async ({ page }) => {
  await register(page, newShopper('addresses'));
  await page.goto('/ecom/myaccount');
  await page.getByRole('link', { name: 'My addresses' }).click();
  await expect(page).toHaveURL(/\/ecom\/my-details\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  // The form's rules, with doc 1 §5's messages, before anything is sent.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Postcode').fill('NOT A CODE');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid UK postcode');
  await expect(dialog.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Country').selectOption('US');
  await expect(dialog.getByLabel('ZIP / Postal Code')).toHaveAttribute('placeholder', 'ZIP / Postal Code');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The first address becomes the contact address; the only address cannot be deleted.
  await addAddress(page, '1 High Street', 'rg121en');
  const list = page.getByRole('list', { name: 'Your addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('1 High Street, Bracknell, RG12 1EN');
  await expect(list.getByRole('listitem').first()).toContainText('Contact address');
  await expect(page.getByRole('button', { name: 'Delete 1 High Street' })).toBeDisabled();
  await expect(page.getByText('Your account must contain at least one address')).toBeVisible();

  // A second address, then it becomes the contact address.
  await addAddress(page, '2 Low Road', 'SW1A 1AA');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Your account must contain a contact address')).toBeVisible();
  await page.getByRole('button', { name: 'Make 2 Low Road my contact address' }).click();
  await page
    .getByRole('dialog', { name: 'Change contact address' })
    .getByRole('button', { name: 'Make contact address' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact address updated' })).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('2 Low Road');
  await expect(list.getByRole('listitem').first()).toContainText('Contact address');

  // Edit, then delete the old one after confirming.
  await page.getByRole('button', { name: 'Edit 1 High Street' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('Address line 2 (optional)').fill('Flat 3');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(list).toContainText('1 High Street, Flat 3, Bracknell, RG12 1EN');

  await page.getByRole('button', { name: 'Delete 1 High Street' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText('Are you sure you want to delete this address?');
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('1 High Street');

  // The book is the server's: it is there after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')).toHaveCount(1);
  const accessibility = await new AxeBuilder({ page }).include('main').analyze();
  expect(accessibility.violations).toEqual([]);
});
