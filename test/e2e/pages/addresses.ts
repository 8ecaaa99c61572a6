import { expect, type Locator, type Page } from '@playwright/test';

/** What a shopper types into the address form; a delivery address in Bracknell unless told. */
export interface AddressEntry {
  line1: string;
  postcode: string;
  firstName?: string;
  lastName?: string;
  town?: string;
}

/** The address form, in its 'Add a new address' or 'Edit address' dialog (doc 1 §4 Address modals, §5). */
export class AddressForm {
  readonly dialog: Locator;

  constructor(page: Page, title: 'Add a new address' | 'Edit address' = 'Add a new address') {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label);
  }

  /** The form's messages about what was typed. */
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }

  async fill(address: AddressEntry): Promise<void> {
    await this.field('First name').fill(address.firstName ?? 'Ann');
    await this.field('Last name').fill(address.lastName ?? 'Smith');
    await this.field('Address line 1').fill(address.line1);
    await this.field('Town (optional)').fill(address.town ?? 'Bracknell');
    await this.field('Postcode').fill(address.postcode);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save address' }).click();
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
  }
}

/**
 * 'Add a new address': the button of the address book and of the delivery slot page both open the form.
 * Answers the form, open.
 */
export async function openNewAddressForm(page: Page): Promise<AddressForm> {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  return new AddressForm(page);
}

/** My addresses (/ecom/my-details/addresses; doc 1 §8 Address). */
export class AddressBookPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'My addresses' });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Your addresses' });
  }

  get entries(): Locator {
    return this.list.getByRole('listitem');
  }

  get empty(): Locator {
    return this.page.getByText('You have no saved addresses yet.');
  }

  deleteButton(line1: string): Locator {
    return this.page.getByRole('button', { name: `Delete ${line1}` });
  }

  /** 'Contact address updated', once the change is made. */
  get contactAddressUpdated(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Contact address updated' });
  }

  async openNewAddressForm(): Promise<AddressForm> {
    return openNewAddressForm(this.page);
  }

  /** Adds an address through the form and waits for the dialog to close. */
  async add(address: AddressEntry): Promise<void> {
    const form = await this.openNewAddressForm();
    await form.fill(address);
    await form.save();
    await expect(form.dialog).toBeHidden();
  }

  async makeContactAddress(line1: string): Promise<void> {
    await this.page.getByRole('button', { name: `Make ${line1} my contact address` }).click();
    await this.page
      .getByRole('dialog', { name: 'Change contact address' })
      .getByRole('button', { name: 'Make contact address' })
      .click();
  }

  async edit(line1: string): Promise<AddressForm> {
    await this.page.getByRole('button', { name: `Edit ${line1}` }).click();
    return new AddressForm(this.page, 'Edit address');
  }

  get deleteConfirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete address' });
  }

  /** Asks to delete an address: the confirmation opens. */
  async askToDelete(line1: string): Promise<void> {
    await this.deleteButton(line1).click();
  }

  async confirmDelete(): Promise<void> {
    await this.deleteConfirmation.getByRole('button', { name: 'Delete address' }).click();
  }
}
