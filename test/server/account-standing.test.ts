import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../src/server/db/schema.ts';
import {
  deleteCustomer,
  hardLockCustomer,
  liftHardLock,
} from '../../src/server/services/account-operations.ts';
import { Browser, type Harness, Q, TOKEN } from './support/auth-harness.ts';
import {
  bookingRows,
  createSlotHarness,
  newShopper,
  type Shopper,
  slotCall,
  slotRow,
} from './support/slot-fixtures.ts';
import { ADD_ITEM, GET_TROLLEY, graph, P } from './support/trolley-fixtures.ts';

// Issue 14 point 3: a token must not outlive its account. Hard-locking or deleting a customer ends their
// sessions in the same transaction; and every customer call checks the account, so one locked or deleted
// by other means (a database console) is refused at once too, not when its token expires.

let h: Harness;
beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

// Monday 2 June 2025 on the test clock: Tuesday's slots are open.
const SLOT = '651-GROCERY_COLLECTION-2025-06-03-1000';
const ADD_ADDRESS = `mutation addAddress($address: AddressInput!) {
  addAddress(address: $address, version: 2) { address { id } failures { message type } }
}`;
const ADDRESS = {
  line1: '1 High Street',
  town: 'Bracknell',
  country: 'GB',
  postalCode: 'RG12 1EN',
  addressee: { title: 'Mr', firstName: 'Sam', lastName: 'Smith', contactNumber: '07700 900123' },
};

const bookSlot = (shopper: Shopper) =>
  slotCall(h, shopper, 'bookslot', {
    json: { slotId: SLOT, slotType: 'GROCERY_COLLECTION', branchId: 651, slotGridType: 'DEFAULT_GRID' },
  });

/** The status of each customer call the issue names, with the shopper's current token. */
async function customerCalls(shopper: Shopper) {
  const milk = P.milk?.lineNumber;
  return {
    trolley: (await graph(shopper.browser, GET_TROLLEY, {}, 'getTrolley')).status,
    addToTrolley: (
      await graph(
        shopper.browser,
        ADD_ITEM,
        { trolleyItem: { lineNumber: milk, quantity: { amount: 1, uom: 'C62' } } },
        'addItemToTrolley',
      )
    ).status,
    addAddress: (await graph(shopper.browser, ADD_ADDRESS, { address: ADDRESS }, 'addAddress')).status,
    bookSlot: (await bookSlot(shopper)).status,
    customerSlot: (await slotCall(h, shopper, 'customerslot')).status,
  };
}

const operations = () => ({ db: h.database.db, clock: h.clock });

const REFUSED = { trolley: 401, addToTrolley: 401, addAddress: 401, bookSlot: 401, customerSlot: 401 };

async function liveSessions(customerId: number) {
  const rows = await h.database.db.select().from(sessions).where(eq(sessions.customerId, customerId));
  return rows.filter((row) => row.revokedAt === null).length;
}

describe('a customer whose account is hard-locked or deleted', () => {
  it('works before, as a baseline', async () => {
    const shopper = await newShopper(h, 'baseline');
    expect(await customerCalls(shopper)).toEqual({
      trolley: 200,
      addToTrolley: 200,
      addAddress: 200,
      bookSlot: 200,
      customerSlot: 200,
    });
  });

  it('hard-locked by staff: every session ends with the lock, and the token is refused at once', async () => {
    const shopper = await newShopper(h, 'locked');
    expect(await liveSessions(shopper.customerId)).toBe(1);
    expect(await hardLockCustomer(operations(), shopper.customerId)).toBe(true);
    expect(await liveSessions(shopper.customerId)).toBe(0);
    expect(await customerCalls(shopper)).toEqual(REFUSED);
    // The session cookie cannot get a new token either.
    expect((await shopper.browser.exchange()).status).toBe(401);
    // Lifting the lock does not bring the ended sessions back: the customer signs in again.
    expect(await liftHardLock(operations(), shopper.customerId)).toBe(true);
    expect((await graph(shopper.browser, GET_TROLLEY, {}, 'getTrolley')).status).toBe(401);
  });

  it('deleted: sessions end, the reserved place is freed, and the token is refused at once', async () => {
    const shopper = await newShopper(h, 'deleted');
    expect((await bookSlot(shopper)).status).toBe(200);
    const booked = (await slotRow(h.database.db, SLOT))?.booked ?? 0;
    expect(await deleteCustomer(operations(), shopper.customerId)).toBe(true);
    expect(await liveSessions(shopper.customerId)).toBe(0);
    expect((await slotRow(h.database.db, SLOT))?.booked).toBe(booked - 1);
    expect((await bookingRows(h.database.db, shopper.customerId)).map((row) => row.status)).toEqual([
      'CANCELLED',
    ]);
    expect(await customerCalls(shopper)).toEqual(REFUSED);
    expect(await deleteCustomer(operations(), shopper.customerId)).toBe(false);
  });

  it('locked or deleted by any other means: refused by the check every customer call makes', async () => {
    const locked = await newShopper(h, 'console-locked');
    await h.database.db
      .update(customers)
      .set({ hardLocked: true })
      .where(eq(customers.id, locked.customerId));
    expect(await liveSessions(locked.customerId)).toBe(1);
    expect(await customerCalls(locked)).toEqual(REFUSED);

    const gone = await newShopper(h, 'console-deleted');
    await h.database.db.delete(customers).where(eq(customers.id, gone.customerId));
    expect(await customerCalls(gone)).toEqual(REFUSED);
  });

  it('a staff member locked while acting for a customer: the on-behalf session ends too', async () => {
    const customer = await newShopper(h, 'served');
    const staff = new Browser(h.app);
    expect((await staff.signIn('staff@example.com', 'Groceries1')).status).toBe(200);
    const signOn = await staff.request(`${TOKEN}/sign-on-as-customer${Q}`, {
      json: { customerId: customer.customerId },
      bearer: staff.accessToken ?? '',
    });
    expect(signOn.status).toBe(200);
    staff.accessToken = ((await signOn.json()) as { accessToken: string }).accessToken;
    const acting: Shopper = { browser: staff, customerId: customer.customerId, email: customer.email };
    expect((await graph(acting.browser, GET_TROLLEY, {}, 'getTrolley')).status).toBe(200);

    const [staffRow] = await h.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.emailKey, 'staff@example.com'));
    await h.database.db
      .update(customers)
      .set({ hardLocked: true })
      .where(eq(customers.id, staffRow?.id ?? 0));
    expect((await graph(acting.browser, GET_TROLLEY, {}, 'getTrolley')).status).toBe(401);
    // The customer's own session is untouched.
    expect((await graph(customer.browser, GET_TROLLEY, {}, 'getTrolley')).status).toBe(200);
    await h.database.db
      .update(customers)
      .set({ hardLocked: false })
      .where(eq(customers.id, staffRow?.id ?? 0));
  });
});
