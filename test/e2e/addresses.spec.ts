import { AccountPage } from './pages/account.ts';
import { AddressBookPage } from './pages/addresses.ts';
import { RegistrationPage } from './pages/registration.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The address book in Chromium against the real server (issue 7; doc 1 §4 Address modals, §5 Addresses,
// §8 Address): a new customer adds addresses, meets the form's rules, changes the contact address and
// deletes an address; the account keeps its last address and its contact address.

test('a customer keeps an address book: add, rules, contact address, delete', async ({ page }) => {
  const book = new AddressBookPage(page);
  const account = new AccountPage(page);
  await new RegistrationPage(page).register(newShopper('addresses'));
  await account.open();
  await account.toAddresses();
  await expect(page).toHaveURL(/\/ecom\/my-details\/addresses$/);
  await expect(book.heading).toBeVisible();
  await expect(book.empty).toBeVisible();

  // The form's rules, with doc 1 §5's messages, before anything is sent.
  const form = await book.openNewAddressForm();
  await form.field('Postcode').fill('NOT A CODE');
  await form.save();
  await expect(form.error).toContainText('Invalid UK postcode');
  await expect(form.field('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('Address line 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('First name')).toHaveAttribute('aria-invalid', 'true');
  await form.field('Country').selectOption('US');
  await expect(form.field('ZIP / Postal Code')).toHaveAttribute('placeholder', 'ZIP / Postal Code');
  await form.cancel();
  await expect(form.dialog).toBeHidden();

  // The first address becomes the contact address; the only address cannot be deleted.
  await book.add({ line1: '1 High Street', postcode: 'rg121en' });
  await expect(book.entries).toHaveCount(1);
  await expect(book.entries.first()).toContainText('1 High Street, Bracknell, RG12 1EN');
  await expect(book.entries.first()).toContainText('Contact address');
  await expect(book.deleteButton('1 High Street')).toBeDisabled();
  await expect(page.getByText('Your account must contain at least one address')).toBeVisible();

  // A second address, then it becomes the contact address.
  await book.add({ line1: '2 Low Road', postcode: 'SW1A 1AA' });
  await expect(book.entries).toHaveCount(2);
  await expect(page.getByText('Your account must contain a contact address')).toBeVisible();
  await book.makeContactAddress('2 Low Road');
  await expect(book.contactAddressUpdated).toBeVisible();
  await expect(book.entries.first()).toContainText('2 Low Road');
  await expect(book.entries.first()).toContainText('Contact address');

  // Edit, then delete the old one after confirming.
  const edit = await book.edit('1 High Street');
  await edit.field('Address line 2 (optional)').fill('Flat 3');
  await edit.save();
  await expect(edit.dialog).toBeHidden();
  await expect(book.list).toContainText('1 High Street, Flat 3, Bracknell, RG12 1EN');

  await book.askToDelete('1 High Street');
  await expect(book.deleteConfirmation).toContainText('Are you sure you want to delete this address?');
  await book.confirmDelete();
  await expect(book.deleteConfirmation).toBeHidden();
  await expect(book.entries).toHaveCount(1);
  await expect(book.list).not.toContainText('1 High Street');

  // The book is the server's: it is there after a reload.
  await page.reload();
  await expect(book.entries).toHaveCount(1);
  // Every rule axe has, at every impact, in the page's main region.
  expect(await accessibilityFailures(page, { within: 'main', everything: true })).toEqual([]);
});
