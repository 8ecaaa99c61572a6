import type { Browser, Page } from '@playwright/test';
import { Header } from './pages/header.ts';
import { RegistrationPage } from './pages/registration.ts';
import { type GridSlot, ServiceSelectionPage, SlotBookingPage } from './pages/slots.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import {
  addAddress,
  addItemToTrolley,
  entertainingProduct,
  setSlotCapacity,
  signedInBearer,
  watchBearer,
} from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Slot booking in Chromium against the real server (issue 7; doc 2 §2, §4, §8; docs/api/slots.md).

/**
 * A fresh shopper, signed in, with one address saved through the address service, on the delivery slot
 * page, where the address book chooses it (the contact address) and the grid loads; answers the grid's
 * slots as the server sent them.
 */
async function shopperOnDeliverySlots(page: Page, label: string): Promise<GridSlot[]> {
  const bearer = watchBearer(page);
  const slots = new SlotBookingPage(page);
  await new RegistrationPage(page).register(newShopper(label));
  await addAddress(page, await signedInBearer(page, bearer), '1 High Street');
  const days = slots.nextGridAnswer();
  await slots.openDelivery();
  const offered = await SlotBookingPage.slotsOf(days);
  await expect(slots.refreshNotice).toBeVisible();
  return offered;
}

/**
 * A bookable slot of the grid. The journeys run side by side at the same branch, so each takes a slot of its
 * own ('th' counts from the first; the last-place race takes the last), and none takes another's place.
 */
const bookable = (slots: GridSlot[], th: number) => {
  const available = slots.filter((candidate) => candidate.status === 'AVAILABLE');
  const slot = available.at(th);
  if (!slot) throw new Error(`The grid offers no bookable slot ${th}`);
  return slot;
};

test('a signed-in shopper chooses delivery, an address and a slot, and the header shows it', async ({
  page,
}) => {
  const slots = new SlotBookingPage(page);
  const header = new Header(page);
  // Booking needs a signed-in shopper: the slot pages send a signed-out visitor to sign in.
  await page.goto('/ecom/bookslot/delivery');
  await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);

  await new RegistrationPage(page).register(newShopper('slot-book'));
  await slots.openDelivery();
  await expect(slots.noAddresses).toBeVisible();

  // Adding an address chooses it, and its grid loads.
  const days = slots.nextGridAnswer();
  await slots.addAddress({ line1: '1 High Street', postcode: 'RG12 1EN' });
  const offered = await SlotBookingPage.slotsOf(days);
  await expect(slots.address('1 High Street')).toBeChecked();
  await expect(slots.nextDays).toBeVisible();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await expect(header.slotButton).toHaveText(/Book Slot/);
  const slot = bookable(offered, 0);
  await slots.bookSlot(slot.slotId);

  await expect(slots.booked).toBeVisible();
  await expect(header.slotButton).toHaveText(/Change Slot/);
  // The day and time of the booked slot, as the grid showed it.
  const time = await slots.slot(slot.slotId).getAttribute('aria-label');
  const [day, range] = (time ?? '').split(', ');
  const [weekday, date, month] = (day ?? '').split(' ');
  await expect(header.slotButton).toContainText(
    `${weekday?.slice(0, 3)} ${date} ${month?.slice(0, 3)}, ${range}`,
  );

  // The booking survives a reload: the customer slot is read from the server.
  await page.reload();
  await expect(header.slotButton).toHaveText(/Change Slot/);

  // Cancelling asks first, then frees the slot.
  await slots.cancelBookedSlot();
  await expect(slots.slotCancelled).toBeVisible();
  await expect(header.slotButton).toHaveText(/Book Slot/);
});

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("two shoppers try for the last place: the second sees 'Sorry, that slot's just been taken'", async ({
  browser,
}) => {
  const first = await newPage(browser);
  const second = await newPage(browser);
  try {
    const firstSlots = await shopperOnDeliverySlots(first.page, 'slot-race-a');
    await shopperOnDeliverySlots(second.page, 'slot-race-b');
    const slot = bookable(firstSlots, -1);
    const firstShopper = new SlotBookingPage(first.page);
    const secondShopper = new SlotBookingPage(second.page);

    // One place left.
    await setSlotCapacity(first.page, slot.slotId, 1);

    await firstShopper.bookSlot(slot.slotId);
    await expect(firstShopper.booked).toBeVisible();

    // The second shopper's grid still shows the place they saw.
    await secondShopper.bookSlot(slot.slotId);
    await expect(secondShopper.slotTaken).toBeVisible();
    await expect(secondShopper.slotTakenHint).toBeVisible();
    await expect(new Header(second.page).slotButton).toHaveText(/Book Slot/);

    // Refresh now shows the slot as fully booked.
    await secondShopper.refreshNow();
    await expect(secondShopper.slot(slot.slotId)).toBeDisabled();
    await expect(secondShopper.slot(slot.slotId)).toContainText('Fully booked');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("a reservation left to expire says 'Sorry, your slot has now expired.'", async ({ page }) => {
  const slots = new SlotBookingPage(page);
  const header = new Header(page);
  // The browser's clock, which the customer slot reads every minute (doc 2 §9).
  await page.clock.install();
  const offered = await shopperOnDeliverySlots(page, 'slot-expiry');
  await slots.bookSlot(bookable(offered, 1).slotId);
  await expect(header.slotButton).toHaveText(/Change Slot/);

  // 100 minutes or less left: the info snackbar.
  await page.clock.fastForward('00:21:00');
  await expect(slots.reservedUntil).toBeVisible();

  // Past the two hours of the reservation.
  await page.clock.fastForward('01:40:00');
  await expect(slots.expired).toBeVisible();
  await expect(slots.expired.getByRole('button', { name: 'Book a slot' })).toBeVisible();
  await expect(header.slotButton).toHaveText(/Book Slot/);
});

test('collection: the shopper finds a branch by postcode and books a groceries collection slot', async ({
  page,
}) => {
  const slots = new SlotBookingPage(page);
  const services = new ServiceSelectionPage(page);
  await new RegistrationPage(page).register(newShopper('slot-collect'));
  await services.open();
  await services.chooseGroceriesCollection();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/collection\/groceries$/);

  await slots.findBranches('not a postcode');
  await expect(page.getByText('Invalid UK postcode')).toBeVisible();

  await slots.findBranches('rg12 1en');
  const days = slots.nextGridAnswer();
  await slots.collectFromFirstBranch();
  const offered = await SlotBookingPage.slotsOf(days);
  // Collection has no saver grid.
  await expect(slots.saverSlots).toHaveCount(0);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  await slots.bookSlot(bookable(offered, 0).slotId);
  await expect(slots.booked).toBeVisible();
  await expect(new Header(page).slotButton).toHaveText(/Change Slot/);
});

test('the generic collection page sends a named fulfilment type to its page', async ({ page }) => {
  await new RegistrationPage(page).register(newShopper('slot-redirect'));
  await page.goto('/ecom/bookslot/collection?fulfilmentType=entertaining');
  await expect(page).toHaveURL(/\/ecom\/bookslot\/collection\/entertaining$/);
  await page.goto('/ecom/bookslot/collection');
  await expect(new ServiceSelectionPage(page).whichCollectionService).toBeVisible();
});

test("a trolley item a delivery slot cannot take: 'Choose another date or remove item', then 'Go to My Trolley'", async ({
  page,
}) => {
  const slots = new SlotBookingPage(page);
  const bearer = watchBearer(page);
  await new RegistrationPage(page).register(newShopper('slot-restricted'));
  const token = await signedInBearer(page, bearer);
  await addAddress(page, token, '3 High Street');
  const product = await entertainingProduct(page);
  await addItemToTrolley(page, token, product.lineNumber);

  const days = slots.nextGridAnswer();
  await slots.openDelivery();
  const slot = bookable(await SlotBookingPage.slotsOf(days), 1);
  await slots.selectSlot(slot.slotId);
  await expect(slots.restriction).toBeVisible();
  await expect(slots.restriction.getByRole('listitem')).toHaveText([
    `${product.name}: Entertaining collection only`,
  ]);
  await slots.selectALaterSlot();
  await expect(slots.restriction).toBeHidden();
  await expect(slots.bookButton).toBeHidden();

  await slots.selectSlot(slot.slotId);
  await slots.goToTrolleyFromRestriction();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
});
