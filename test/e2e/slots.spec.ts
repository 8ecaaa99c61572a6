import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Response } from '@playwright/test';
import { newShopper, register } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Slot booking in Chromium against the real server (issue 7; doc 2 §2, §4, §8; docs/api/slots.md).

const SLOTS_API = '/api/slot-orchestration-prod/v1';

/** The bearer the page's own calls carry, once it is a signed-in customer's (not the anonymous one). */
function watchBearer(page: Page): () => string {
  let bearer = '';
  page.on('request', (request) => {
    const value = request.headers().authorization;
    if (value?.startsWith('Bearer ') && value !== 'Bearer unauthenticated') bearer = value;
  });
  return () => {
    if (!bearer) throw new Error('The page has made no signed-in call yet');
    return bearer;
  };
}

const ADD_ADDRESS = `mutation addAddress($address: AddressInput!, $version: Int) {
  addAddress(address: $address, version: $version) { address { id postalCode } failures { message type } }
}`;

/** Saves a delivery address the seeded Bracknell branch delivers to, as the shopper. */
async function addAddress(page: Page, bearer: string, line1: string): Promise<string> {
  const answer = await page.request.post('/api/graphql-prod/v1/graphql?tag=addAddress', {
    headers: { authorization: bearer },
    data: {
      query: ADD_ADDRESS,
      variables: {
        version: 2,
        address: {
          line1,
          town: 'Bracknell',
          country: 'GB',
          postalCode: 'RG12 1EN',
          addressee: { firstName: 'Ann', lastName: 'Smith' },
        },
      },
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    data: { addAddress: { address: { id: string } | null; failures: unknown[] } };
  };
  expect(body.data.addAddress.failures).toEqual([]);
  return body.data.addAddress.address?.id ?? '';
}

interface GridSlot {
  slotId: string;
  status: string;
  startDateTime: string;
}

const slotDaysAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(`${SLOTS_API}/slotdays`) && response.request().method() === 'POST',
  );

async function toDeliverySlots(page: Page) {
  await page.goto('/ecom/serviceselection');
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to shop?' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose Grocery Delivery' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery$/);
}

async function gridSlots(answer: Promise<Response>): Promise<GridSlot[]> {
  const list = (await (await answer).json()) as { slotDays: { slots: GridSlot[] }[] };
  return list.slotDays.flatMap((day) => day.slots);
}

/**
 * A fresh shopper, signed in, with one address saved through the address service, on the delivery slot
 * page, where the address book chooses it (the contact address) and the grid loads; answers the grid's
 * slots as the server sent them.
 */
async function shopperOnDeliverySlots(page: Page, label: string): Promise<GridSlot[]> {
  const bearer = watchBearer(page);
  await register(page, newShopper(label));
  // The account page's own calls carry the customer's token.
  await page.goto('/ecom/myaccount');
  await expect.poll(() => bearer().length).toBeGreaterThan(0);
  await addAddress(page, bearer(), '1 High Street');
  const days = slotDaysAnswer(page);
  await toDeliverySlots(page);
  const slots = await gridSlots(days);
  await expect(
    page.getByText('The slot grid will refresh every two minutes', { exact: false }),
  ).toBeVisible();
  return slots;
}

/** Serious and critical WCAG 2.2 AA failures in the page's main region (as test/e2e/trolley.spec.ts). */
async function accessibilityFailures(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
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

async function book(page: Page, slotId: string) {
  await page.locator(`[data-slot-id="${slotId}"]`).click();
  await page.getByRole('button', { name: 'Book slot' }).click();
}

const headerSlotButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /Change Slot|Book Slot/ });

test('a signed-in shopper chooses delivery, an address and a slot, and the header shows it', async ({
  page,
}) => {
  // Booking needs a signed-in shopper: the slot pages send a signed-out visitor to sign in.
  await page.goto('/ecom/bookslot/delivery');
  await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);

  await register(page, newShopper('slot-book'));
  await toDeliverySlots(page);
  await expect(page.getByText('You have no saved addresses yet', { exact: false })).toBeVisible();

  // Adding an address chooses it, and its grid loads.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a new address' });
  await form.getByLabel('First name').fill('Ann');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Address line 1').fill('1 High Street');
  await form.getByLabel('Town (optional)').fill('Bracknell');
  await form.getByLabel('Postcode').fill('RG12 1EN');
  const days = slotDaysAnswer(page);
  await form.getByRole('button', { name: 'Save address' }).click();
  const slots = await gridSlots(days);
  await expect(page.getByRole('radio', { name: /1 High Street/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Next days' })).toBeVisible();
  expect(await accessibilityFailures(page)).toEqual([]);
  await expect(headerSlotButton(page)).toHaveText(/Book Slot/);
  const slot = bookable(slots, 0);
  await book(page, slot.slotId);

  await expect(page.getByRole('heading', { name: 'Your slot is booked' })).toBeVisible();
  await expect(headerSlotButton(page)).toHaveText(/Change Slot/);
  // The day and time of the booked slot, as the grid showed it.
  const time = await page.locator(`[data-slot-id="${slot.slotId}"]`).getAttribute('aria-label');
  const [day, range] = (time ?? '').split(', ');
  const [weekday, date, month] = (day ?? '').split(' ');
  await expect(headerSlotButton(page)).toContainText(
    `${weekday?.slice(0, 3)} ${date} ${month?.slice(0, 3)}, ${range}`,
  );

  // The booking survives a reload: the customer slot is read from the server.
  await page.reload();
  await expect(headerSlotButton(page)).toHaveText(/Change Slot/);

  // Cancelling asks first, then frees the slot.
  await page.getByRole('button', { name: 'Cancel slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel reserved slot?' });
  await dialog.getByRole('button', { name: 'Cancel slot' }).click();
  await expect(page.getByText('Slot reservation cancelled')).toBeVisible();
  await expect(headerSlotButton(page)).toHaveText(/Book Slot/);
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

    // One place left (the development-only capacity route of docs/api/slots.md).
    const capacity = await first.page.request.put(
      `${SLOTS_API}/testing/slots/${encodeURIComponent(slot.slotId)}/capacity`,
      { data: { capacity: 1 } },
    );
    expect(capacity.ok()).toBe(true);

    await book(first.page, slot.slotId);
    await expect(first.page.getByRole('heading', { name: 'Your slot is booked' })).toBeVisible();

    // The second shopper's grid still shows the place they saw.
    await book(second.page, slot.slotId);
    await expect(second.page.getByText("Sorry, that slot's just been taken")).toBeVisible();
    await expect(second.page.getByText('Refresh now to see all our currently available slots')).toBeVisible();
    await expect(headerSlotButton(second.page)).toHaveText(/Book Slot/);

    // Refresh now shows the slot as fully booked.
    await second.page.getByRole('button', { name: 'Refresh now' }).click();
    await expect(second.page.locator(`[data-slot-id="${slot.slotId}"]`)).toBeDisabled();
    await expect(second.page.locator(`[data-slot-id="${slot.slotId}"]`)).toContainText('Fully booked');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("a reservation left to expire says 'Sorry, your slot has now expired.'", async ({ page }) => {
  // The browser's clock, which the customer slot reads every minute (doc 2 §9).
  await page.clock.install();
  const slots = await shopperOnDeliverySlots(page, 'slot-expiry');
  await book(page, bookable(slots, 1).slotId);
  await expect(headerSlotButton(page)).toHaveText(/Change Slot/);

  // 100 minutes or less left: the info snackbar.
  await page.clock.fastForward('00:21:00');
  await expect(page.getByText(/Your slot is reserved until/)).toBeVisible();

  // Past the two hours of the reservation.
  await page.clock.fastForward('01:40:00');
  const expired = page.getByRole('alertdialog', { name: 'Sorry, your slot has now expired.' });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('button', { name: 'Book a slot' })).toBeVisible();
  await expect(headerSlotButton(page)).toHaveText(/Book Slot/);
});

test('collection: the shopper finds a branch by postcode and books a groceries collection slot', async ({
  page,
}) => {
  await register(page, newShopper('slot-collect'));
  await page.goto('/ecom/serviceselection');
  await page.getByRole('link', { name: 'Choose Groceries collection' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/collection\/groceries$/);

  await page.getByLabel('Postcode').fill('not a postcode');
  await page.getByRole('button', { name: 'Find branches' }).click();
  await expect(page.getByText('Invalid UK postcode')).toBeVisible();

  await page.getByLabel('Postcode').fill('rg12 1en');
  await page.getByRole('button', { name: 'Find branches' }).click();
  const days = slotDaysAnswer(page);
  await page
    .getByRole('button', { name: /^Collect from / })
    .first()
    .click();
  const slots = await gridSlots(days);
  // Collection has no saver grid.
  await expect(page.getByRole('button', { name: 'Saver slots' })).toHaveCount(0);
  expect(await accessibilityFailures(page)).toEqual([]);

  await book(page, bookable(slots, 0).slotId);
  await expect(page.getByRole('heading', { name: 'Your slot is booked' })).toBeVisible();
  await expect(headerSlotButton(page)).toHaveText(/Change Slot/);
});

test('the generic collection page sends a named fulfilment type to its page', async ({ page }) => {
  await register(page, newShopper('slot-redirect'));
  await page.goto('/ecom/bookslot/collection?fulfilmentType=entertaining');
  await expect(page).toHaveURL(/\/ecom\/bookslot\/collection\/entertaining$/);
  await page.goto('/ecom/bookslot/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'Which collection service?' })).toBeVisible();
});

const ADD_ITEM = `mutation addItemToTrolley($trolleyItem: TrolleyItemInput!) {
  addItemToTrolley(trolleyItem: $trolleyItem) { failures { message type } }
}`;

/** An in-stock entertaining product sold by the item (collected only with an entertaining collection). */
async function entertainingProduct(page: Page): Promise<{ name: string; lineNumber: string }> {
  const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
    data: {
      contentUrl: '/shop/search',
      customerId: '-1',
      customerSearchRequest: { queryParams: { searchTerm: 'canapes' } },
    },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: {
      name: string;
      lineNumber: string;
      productType: string;
      availability: string;
      defaultQuantity: { uom: string };
    }[];
  };
  const product = products.find(
    (candidate) =>
      candidate.productType === 'E' &&
      candidate.availability === 'IN_STOCK' &&
      candidate.defaultQuantity.uom === 'C62',
  );
  if (!product) throw new Error('The catalogue has no entertaining product to add');
  return product;
}

test("a trolley item a delivery slot cannot take: 'Choose another date or remove item', then 'Go to My Trolley'", async ({
  page,
}) => {
  const bearer = watchBearer(page);
  await register(page, newShopper('slot-restricted'));
  await page.goto('/ecom/myaccount');
  await expect.poll(() => bearer().length).toBeGreaterThan(0);
  await addAddress(page, bearer(), '3 High Street');
  const product = await entertainingProduct(page);
  const added = await page.request.post('/api/graphql-prod/v1/graphql?tag=addItemToTrolley', {
    headers: { authorization: bearer() },
    data: {
      query: ADD_ITEM,
      variables: { trolleyItem: { lineNumber: product.lineNumber, quantity: { amount: 1, uom: 'C62' } } },
    },
  });
  expect(added.ok()).toBe(true);

  const days = slotDaysAnswer(page);
  await toDeliverySlots(page);
  const slot = bookable(await gridSlots(days), 1);
  await page.locator(`[data-slot-id="${slot.slotId}"]`).click();
  const modal = page.getByRole('dialog', { name: 'Choose another date or remove item' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem')).toHaveText([`${product.name}: Entertaining collection only`]);
  await modal.getByRole('button', { name: 'Select a later slot' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book slot' })).toBeHidden();

  await page.locator(`[data-slot-id="${slot.slotId}"]`).click();
  await modal.getByRole('link', { name: 'Go to My Trolley' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
});
