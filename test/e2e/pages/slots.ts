import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { SLOTS_API } from '../support/shop-api.ts';
import { type AddressEntry, openNewAddressForm } from './addresses.ts';

/** A slot of the grid as the slot service sent it. */
export interface GridSlot {
  slotId: string;
  status: string;
  startDateTime: string;
}

/** 'How would you like to shop?' (/ecom/serviceselection; doc 2 §2). */
export class ServiceSelectionPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'How would you like to shop?' });
  }

  async open(): Promise<void> {
    await this.page.goto('/ecom/serviceselection');
  }

  /** The generic collection page's question (/ecom/bookslot/collection). */
  get whichCollectionService(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Which collection service?' });
  }

  async chooseDelivery(): Promise<void> {
    await this.page.getByRole('link', { name: 'Choose Grocery Delivery' }).click();
  }

  async chooseGroceriesCollection(): Promise<void> {
    await this.page.getByRole('link', { name: 'Choose Groceries collection' }).click();
  }
}

/**
 * A slot page (/ecom/bookslot/...; doc 2 §4, §8): the address or branch, the grid of slots, Book, and what
 * the booking led to. Slots are found by the id the slot service gave them (`data-slot-id`), because the
 * journeys choose them from the service's answer.
 */
export class SlotBookingPage {
  constructor(private readonly page: Page) {}

  /** The grid's answer to the next POST slotdays (a load, a refresh), to read which slots it offers. */
  nextGridAnswer(): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.url().endsWith(`${SLOTS_API}/slotdays`) && response.request().method() === 'POST',
    );
  }

  static async slotsOf(answer: Promise<Response>): Promise<GridSlot[]> {
    const list = (await (await answer).json()) as { slotDays: { slots: GridSlot[] }[] };
    return list.slotDays.flatMap((day) => day.slots);
  }

  /** From the service selection page, delivery; waits for its slot page. */
  async openDelivery(): Promise<void> {
    const services = new ServiceSelectionPage(this.page);
    await services.open();
    await expect(services.heading).toBeVisible();
    await services.chooseDelivery();
    await expect(this.page).toHaveURL(/\/ecom\/bookslot\/delivery$/);
  }

  // ---- Delivery: the address ----

  get noAddresses(): Locator {
    return this.page.getByText('You have no saved addresses yet', { exact: false });
  }

  address(line1: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(line1) });
  }

  /** 'Add a new address' from the slot page: the saved address is chosen, and its grid loads. */
  async addAddress(address: AddressEntry): Promise<void> {
    const form = await openNewAddressForm(this.page);
    await form.fill(address);
    await form.save();
  }

  // ---- Collection: the branch ----

  get postcode(): Locator {
    return this.page.getByLabel('Postcode');
  }

  async findBranches(postcode: string): Promise<void> {
    await this.postcode.fill(postcode);
    await this.page.getByRole('button', { name: 'Find branches' }).click();
  }

  async collectFromFirstBranch(): Promise<void> {
    await this.page
      .getByRole('button', { name: /^Collect from / })
      .first()
      .click();
  }

  // ---- The grid ----

  get refreshNotice(): Locator {
    return this.page.getByText('The slot grid will refresh every two minutes', { exact: false });
  }

  /** The grid section, busy while it loads again. */
  get grid(): Locator {
    return this.page.getByRole('region', { name: 'Slot grid' });
  }

  /** 'Loading slots…', before the first grid shows. */
  get loadingSlots(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Loading slots…' });
  }

  get nextDays(): Locator {
    return this.page.getByRole('button', { name: 'Next days' });
  }

  get saverSlots(): Locator {
    return this.page.getByRole('button', { name: 'Saver slots' });
  }

  slot(slotId: string): Locator {
    return this.page.locator(`[data-slot-id="${slotId}"]`);
  }

  get bookButton(): Locator {
    return this.page.getByRole('button', { name: 'Book slot' });
  }

  /** 'Booking…', while the slot service decides. */
  get bookingButton(): Locator {
    return this.page.getByRole('button', { name: 'Booking…' });
  }

  get booked(): Locator {
    return this.page.getByRole('heading', { name: 'Your slot is booked' });
  }

  get slotTaken(): Locator {
    return this.page.getByText("Sorry, that slot's just been taken");
  }

  get slotTakenHint(): Locator {
    return this.page.getByText('Refresh now to see all our currently available slots');
  }

  /** 'Unable to load page', with 'Try again'. */
  get unableToLoad(): Locator {
    return this.page.getByText('Unable to load page');
  }

  get tryAgainButton(): Locator {
    return this.page.getByRole('button', { name: 'Try again' });
  }

  get restriction(): Locator {
    return this.page.getByRole('dialog', { name: 'Choose another date or remove item' });
  }

  async selectSlot(slotId: string): Promise<void> {
    await this.slot(slotId).click();
  }

  async book(): Promise<void> {
    await this.bookButton.click();
  }

  /** Selects a slot and books it. */
  async bookSlot(slotId: string): Promise<void> {
    await this.selectSlot(slotId);
    await this.book();
  }

  /** The grid notice's 'Refresh page'. */
  async refreshPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Refresh page' }).click();
  }

  /** 'Refresh now', after a refusal. */
  async refreshNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Refresh now' }).click();
  }

  async tryAgain(): Promise<void> {
    await this.tryAgainButton.click();
  }

  /** The restriction modal's 'Select a later slot'. */
  async selectALaterSlot(): Promise<void> {
    await this.restriction.getByRole('button', { name: 'Select a later slot' }).click();
  }

  async goToTrolleyFromRestriction(): Promise<void> {
    await this.restriction.getByRole('link', { name: 'Go to My Trolley' }).click();
  }

  // ---- The slot already booked ----

  /** 'Cancel slot', confirmed in 'Cancel reserved slot?'. */
  async cancelBookedSlot(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel slot' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel reserved slot?' });
    await dialog.getByRole('button', { name: 'Cancel slot' }).click();
  }

  get slotCancelled(): Locator {
    return this.page.getByText('Slot reservation cancelled');
  }

  /** The customer slot's snackbar when 100 minutes or less of the reservation are left. */
  get reservedUntil(): Locator {
    return this.page.getByText(/Your slot is reserved until/);
  }

  get expired(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Sorry, your slot has now expired.' });
  }
}
