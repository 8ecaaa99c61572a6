import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { addresses, branches, customers, slotBookings, slots } from '../../../src/server/db/schema.ts';
import { BRANCHES } from '../../../src/server/seed/data/branches.ts';
import { emailKey } from '../../../src/server/services/secrets.ts';
import { Browser, claimsOf, type Harness, Q, TOKEN } from './auth-harness.ts';
import { createTrolleyHarness } from './trolley-fixtures.ts';

/** Slot tests' helpers: the seeded branches, shoppers with addresses, and the slot service's calls. */

export const SLOTS = '/api/slot-orchestration-prod/v1';

export async function insertBranches(db: Database): Promise<void> {
  await db
    .insert(branches)
    .values(
      BRANCHES.map((branch) => ({ ...branch, deliveryDistricts: [...(branch.deliveryDistricts ?? [])] })),
    )
    .onConflictDoNothing();
}

/** The trolley's fixed catalogue (trolley-fixtures) and the seeded branches with their slots. */
export async function createSlotHarness(): Promise<Harness> {
  const harness = await createTrolleyHarness();
  await insertBranches(harness.database.db);
  return harness;
}

let shopperCount = 0;

export interface Shopper {
  browser: Browser;
  customerId: number;
  email: string;
}

/** A new signed-in customer of this test only. */
export async function newShopper(h: Harness, name = 'shopper'): Promise<Shopper> {
  const browser = new Browser(h.app);
  const email = `${name}-${++shopperCount}-${Date.now()}@example.com`;
  await browser.csrf();
  const response = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
    json: { email, password: 'Carrots42', firstName: 'Slot', lastName: 'Shopper' },
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  browser.accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  const [row] = await h.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.emailKey, emailKey(email)));
  if (!row) throw new Error('the new customer is missing');
  if (claimsOf(browser.accessToken).customerId !== row.id) throw new Error('token of another customer');
  return { browser, customerId: row.id, email };
}

/** Adds an address to a customer's book (directly: the address book's own calls are tested elsewhere). */
export async function addAddressFor(
  db: Database,
  customerId: number,
  postalCode: string,
  line1 = '1 High Street',
): Promise<string> {
  const now = new Date('2025-06-01T00:00:00Z');
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      line1,
      town: 'Town',
      country: 'GB',
      postalCode,
      addresseeFirstName: 'Slot',
      addresseeLastName: 'Shopper',
      createdAt: now,
      modifiedAt: now,
    })
    .returning({ id: addresses.id });
  return String(row?.id);
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A slot call with a bearer token (a shopper's, or none), a JSON body or a raw one. */
export async function slotCall<T = Record<string, unknown>>(
  h: Harness,
  who: Shopper | Browser | null,
  path: string,
  options: { method?: string; json?: unknown; body?: string } = {},
): Promise<CallResult<T>> {
  const method =
    options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET');
  const token = who === null ? undefined : 'browser' in who ? who.browser.accessToken : who.accessToken;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await h.app.request(`${SLOTS}/${path}`, {
    method,
    headers,
    body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

export async function slotRow(db: Database, id: string) {
  const [row] = await db.select().from(slots).where(eq(slots.id, id));
  return row;
}

export async function bookingRows(db: Database, customerId: number) {
  return db
    .select()
    .from(slotBookings)
    .where(eq(slotBookings.customerId, customerId))
    .orderBy(slotBookings.id);
}
