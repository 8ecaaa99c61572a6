import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../src/domain/addresses.ts';
import { COUNTRIES } from '../../src/domain/countries.ts';
import { MESSAGES } from '../../src/domain/validation.ts';
import {
  addresses,
  branches,
  customerOrders,
  customers,
  slotBookings,
  slots,
} from '../../src/server/db/schema.ts';
import { Browser, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// The address book through the app (doc 1 §3 Address, §5 Addresses, §7.3; doc 2 §5 Addresses at booking;
// docs/api/addresses.md): every call, the rules and their exact messages, the account's last and contact
// address, addresses in use by a live slot booking, and that a shopper only ever reaches their own.

let h: Harness;
const REST = '/api/address-prod/v2';
const GRAPH = '/api/graphql-prod/v1/graphql';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let customerCounter = 0;

/** A new customer of their own, signed in, with an empty address book. */
async function newCustomer(): Promise<Browser> {
  const browser = new Browser(h.app);
  await browser.csrf();
  const response = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
    json: {
      email: `address.book.${++customerCounter}.${Date.now()}@example.com`,
      password: 'Groceries1',
      firstName: 'Address',
      lastName: 'Tester',
    },
  });
  expect(response.status).toBe(201);
  browser.accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  return browser;
}

async function anonymous(): Promise<Browser> {
  const browser = new Browser(h.app);
  expect((await browser.exchange()).status).toBe(200);
  return browser;
}

const ADDRESS_FIELDS = `
  id line1 line2 line3 town region country postalCode addressStatus isContactAddress created
  uniqueDomesticAddressReferenceNumber suggestionId delivery { customerNote { value } }
  addressee { title firstName lastName contactNumber modified } options inUse
`;
const ADDRESSES = `query addresses($version: Int, $sortBy: String) {
  addresses(version: $version, sortBy: $sortBy) { addresses { ${ADDRESS_FIELDS} } failures { message type } }
}`;
const ADD_ADDRESS = `mutation addAddress($address: AddressInput!, $setContactAddress: Boolean, $version: Int) {
  addAddress(address: $address, setContactAddress: $setContactAddress, version: $version) {
    address { ${ADDRESS_FIELDS} } failures { message type field }
  }
}`;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
type Json = any;

async function graph(browser: Browser, tag: string, query: string, variables: Record<string, unknown>) {
  const response = await browser.request(`${GRAPH}?tag=${tag}`, {
    json: { query, variables },
    csrf: false,
    ...(browser.accessToken && { bearer: browser.accessToken }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function rest(
  browser: Browser,
  path: string,
  options: { method?: string; json?: unknown; raw?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (browser.accessToken) headers.authorization = `Bearer ${browser.accessToken}`;
  let body: string | undefined;
  if (options.raw !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.raw;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await h.app.request(`${REST}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

const VALID = {
  line1: '1 High Street',
  line2: 'Flat 2',
  town: 'Bracknell',
  region: 'Berkshire',
  country: 'GB',
  postalCode: 'rg121en',
  addressee: { title: 'Mr', firstName: 'Sam', lastName: 'Smith', contactNumber: '07700 900123' },
};

async function add(browser: Browser, address: Record<string, unknown> = VALID, setContactAddress?: boolean) {
  const { status, body } = await graph(browser, 'addAddress', ADD_ADDRESS, {
    address,
    version: 2,
    ...(setContactAddress !== undefined && { setContactAddress }),
  });
  expect(status).toBe(200);
  return body.data.addAddress as {
    address: Json;
    failures: Array<{ message: string; type: string; field: string | null }>;
  };
}

async function added(
  browser: Browser,
  address: Record<string, unknown> = VALID,
  setContactAddress?: boolean,
) {
  const answer = await add(browser, address, setContactAddress);
  expect(answer.failures).toEqual([]);
  return answer.address as Json;
}

async function list(browser: Browser, sortBy?: string) {
  const { status, body } = await graph(browser, 'addresses', ADDRESSES, {
    version: 2,
    ...(sortBy && { sortBy }),
  });
  expect(status).toBe(200);
  return body.data.addresses as { addresses: Json[]; failures: Array<{ message: string; type: string }> };
}

describe('addAddress and addresses (graph)', () => {
  it('saves an address with every field of doc 1 §3, normalising the UK postcode; the first becomes the contact address', async () => {
    const browser = await newCustomer();
    const address = await added(browser);
    expect(address).toMatchObject({
      line1: '1 High Street',
      line2: 'Flat 2',
      line3: null,
      town: 'Bracknell',
      region: 'Berkshire',
      country: 'GB',
      postalCode: 'RG12 1EN',
      addressStatus: 'ACTIVE',
      isContactAddress: true,
      created: '2025-06-02T09:00:00.000Z',
      uniqueDomesticAddressReferenceNumber: null,
      suggestionId: null,
      delivery: { customerNote: { value: null } },
      addressee: { title: 'Mr', firstName: 'Sam', lastName: 'Smith', contactNumber: '07700 900123' },
      inUse: false,
    });
    expect(address.id).toMatch(/^\d+$/);
    // The only address may be edited, not deleted.
    expect(address.options).toEqual(['GET', 'PUT', 'OPTIONS']);
    const [customer] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.contactAddressId, address.id));
    expect(customer?.firstName).toBe('Address');
  });

  it('keeps the contact address unless setContactAddress says otherwise', async () => {
    const browser = await newCustomer();
    const first = await added(browser);
    h.clock.advance(1000);
    const second = await added(browser, { ...VALID, line1: '2 High Street' });
    expect(second.isContactAddress).toBe(false);
    expect(second.options).toEqual(['GET', 'PUT', 'DELETE', 'OPTIONS']);
    h.clock.advance(1000);
    const third = await added(browser, { ...VALID, line1: '3 High Street' }, true);
    expect(third.isContactAddress).toBe(true);
    const { addresses: book } = await list(browser);
    expect(book.map((a: Json) => a.line1)).toEqual(['3 High Street', '2 High Street', '1 High Street']);
    expect(book.filter((a: Json) => a.isContactAddress).map((a: Json) => a.id)).toEqual([third.id]);
    expect(first.id).not.toBe(third.id);
  });

  it('sorts by sortBy: CONTACT_FIRST (default), NEWEST, OLDEST; an unknown sortBy is a failure', async () => {
    const browser = await newCustomer();
    const a = await added(browser, { ...VALID, line1: 'A Street' });
    h.clock.advance(1000);
    const b = await added(browser, { ...VALID, line1: 'B Street' });
    h.clock.advance(1000);
    const c = await added(browser, { ...VALID, line1: 'C Street' });
    const ids = (answer: { addresses: Json[] }) => answer.addresses.map((address: Json) => address.id);
    expect(ids(await list(browser))).toEqual([a.id, c.id, b.id]);
    expect(ids(await list(browser, 'CONTACT_FIRST'))).toEqual([a.id, c.id, b.id]);
    expect(ids(await list(browser, 'NEWEST'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(browser, 'OLDEST'))).toEqual([a.id, b.id, c.id]);
    const wrong = await list(browser, 'ALPHABETICAL');
    expect(wrong.addresses).toEqual([]);
    expect(wrong.failures).toEqual([
      { type: 'INVALID_SORT', message: 'sortBy must be one of CONTACT_FIRST, NEWEST, OLDEST.' },
    ]);
  });

  it('answers version 2 only', async () => {
    const browser = await newCustomer();
    const { body } = await graph(browser, 'addresses', ADDRESSES, { version: 1 });
    expect(body.data.addresses.failures[0].type).toBe('UNSUPPORTED_VERSION');
    const refused = await graph(browser, 'addAddress', ADD_ADDRESS, { address: VALID, version: 3 });
    expect(refused.body.data.addAddress).toMatchObject({
      address: null,
      failures: [{ type: 'UNSUPPORTED_VERSION' }],
    });
  });

  it('refuses anonymous and signed-out shoppers with 401', async () => {
    const shopper = await anonymous();
    expect((await graph(shopper, 'addresses', ADDRESSES, {})).status).toBe(401);
    expect((await graph(shopper, 'addAddress', ADD_ADDRESS, { address: VALID })).status).toBe(401);
    const nobody = new Browser(h.app);
    expect((await graph(nobody, 'addresses', ADDRESSES, {})).status).toBe(401);
  });

  it('holds at most 50 addresses', async () => {
    const browser = await newCustomer();
    const me = await list(browser);
    expect(me.addresses).toEqual([]);
    const first = await added(browser);
    const [row] = await h.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, Number(first.id)));
    const now = h.clock.now();
    await h.database.db.insert(addresses).values(
      Array.from({ length: 49 }, (_, i) => ({
        customerId: row?.customerId ?? 0,
        line1: `${i + 2} High Street`,
        country: 'GB',
        postalCode: 'RG12 1EN',
        addresseeFirstName: 'Sam',
        addresseeLastName: 'Smith',
        createdAt: now,
        modifiedAt: now,
      })),
    );
    expect((await list(browser)).addresses).toHaveLength(50);
    const refused = await add(browser);
    expect(refused).toEqual({
      address: null,
      failures: [{ type: 'TOO_MANY_ADDRESSES', message: ADDRESS_MESSAGES.tooMany, field: null }],
    });
  });
});

describe('the rules and messages of doc 1 §5', () => {
  // [what, change to VALID, field, message]
  const ROWS: Array<[string, (input: Json) => void, string, string]> = [
    ['no line1', (i) => (i.line1 = ''), 'line1', MESSAGES.required],
    ['line1 left out', (i) => delete i.line1, 'line1', MESSAGES.required],
    ['line1 with a bad character', (i) => (i.line1 = '1 High St <b>'), 'line1', MESSAGES.invalidAddressLine],
    ['line2 too long', (i) => (i.line2 = 'a'.repeat(51)), 'line2', MESSAGES.maxLength(50)],
    ['line3 with a bad character', (i) => (i.line3 = 'Flat ~3'), 'line3', MESSAGES.invalidAddressLine],
    ['town with a bad character', (i) => (i.town = 'Brack{nell}'), 'town', MESSAGES.invalidAddressLine],
    ['region too long', (i) => (i.region = 'b'.repeat(51)), 'region', MESSAGES.maxLength(50)],
    ['no country', (i) => (i.country = ''), 'country', MESSAGES.required],
    ['unknown country', (i) => (i.country = 'XX'), 'country', ADDRESS_MESSAGES.invalidCountry],
    ['no postcode', (i) => (i.postalCode = ' '), 'postalCode', MESSAGES.required],
    ['postcode with punctuation', (i) => (i.postalCode = 'RG12-1EN'), 'postalCode', MESSAGES.invalidPostcode],
    ['not a UK postcode', (i) => (i.postalCode = '12345'), 'postalCode', MESSAGES.invalidUkPostcode],
    [
      'Jersey is UK-like',
      (i) => Object.assign(i, { country: 'JE', postalCode: '1234' }),
      'postalCode',
      MESSAGES.invalidUkPostcode,
    ],
    [
      'US ZIP',
      (i) => Object.assign(i, { country: 'US', postalCode: '1234' }),
      'postalCode',
      MESSAGES.invalidUsZip,
    ],
    [
      'French postcode',
      (i) => Object.assign(i, { country: 'FR', postalCode: '7500' }),
      'postalCode',
      MESSAGES.invalidFrenchPostcode,
    ],
    [
      'Irish postcode',
      (i) => Object.assign(i, { country: 'IE', postalCode: 'Z99 1234' }),
      'postalCode',
      MESSAGES.invalidIrishPostcode,
    ],
    ['unknown title', (i) => (i.addressee.title = 'King'), 'title', MESSAGES.invalidField('title')],
    ['no first name', (i) => (i.addressee.firstName = ''), 'firstName', MESSAGES.enterField('first name')],
    [
      'bad first name',
      (i) => (i.addressee.firstName = 'Sam!'),
      'firstName',
      MESSAGES.invalidField('first name'),
    ],
    ['no last name', (i) => delete i.addressee.lastName, 'lastName', MESSAGES.enterField('last name')],
    [
      'bad last name',
      (i) => (i.addressee.lastName = 'Sm1th@'),
      'lastName',
      MESSAGES.invalidField('last name'),
    ],
    ['bad phone', (i) => (i.addressee.contactNumber = '0770x900123'), 'contactNumber', MESSAGES.invalidPhone],
    ['short phone', (i) => (i.addressee.contactNumber = '0770 900'), 'contactNumber', MESSAGES.minDigits(10)],
    [
      'long phone',
      (i) => (i.addressee.contactNumber = '0770090012345678'),
      'contactNumber',
      MESSAGES.maxDigits(15),
    ],
    [
      'long phone with a plus',
      (i) => (i.addressee.contactNumber = '+447700900123456'),
      'contactNumber',
      MESSAGES.maxDigits(15),
    ],
  ];

  it.each(ROWS)('addAddress: %s', async (_, change, field, message) => {
    const browser = await newCustomer();
    const input = structuredClone(VALID) as Json;
    change(input);
    const answer = await add(browser, input);
    expect(answer.address).toBeNull();
    expect(answer.failures).toEqual([{ type: 'INVALID_ADDRESS', message, field }]);
  });

  it('accepts other countries with the general rule, and the spec countries with theirs', async () => {
    const browser = await newCustomer();
    for (const [country, postalCode] of [
      ['US', '90210'],
      ['FR', '75001'],
      ['IE', 'D02 X285'],
      ['DE', '10115'],
      ['GG', 'GY1 1AA'],
    ]) {
      const address = await added(browser, { ...VALID, country, postalCode });
      expect(address.country).toBe(country);
    }
  });

  it('answers every field at once', async () => {
    const browser = await newCustomer();
    const answer = await add(browser, { country: 'GB', addressee: {} });
    expect(answer.failures).toEqual([
      { type: 'INVALID_ADDRESS', field: 'line1', message: 'Required' },
      { type: 'INVALID_ADDRESS', field: 'postalCode', message: 'Required' },
      { type: 'INVALID_ADDRESS', field: 'firstName', message: 'Please enter your first name' },
      { type: 'INVALID_ADDRESS', field: 'lastName', message: 'Please enter your last name' },
    ]);
  });

  it('PUT answers 400 INVALID_ADDRESS with fieldErrors', async () => {
    const browser = await newCustomer();
    const address = await added(browser);
    const answer = await rest(browser, `/addresses/${address.id}`, {
      method: 'PUT',
      json: { ...VALID, postalCode: 'NOT A POSTCODE', addressee: { ...VALID.addressee, title: 'Emperor' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      type: 'INVALID_ADDRESS',
      message: 'Please check the highlighted fields',
      fieldErrors: [
        { field: 'postalCode', message: 'Invalid UK postcode' },
        { field: 'title', message: 'Invalid title' },
      ],
    });
  });
});

describe('REST addresses/{addressId}', () => {
  it('gets, changes and deletes an address; OPTIONS and Allow say what is allowed', async () => {
    const browser = await newCustomer();
    const contact = await added(browser);
    const other = await added(browser, { ...VALID, line1: '9 Low Road', postalCode: 'SW1A 1AA' });
    const got = await rest(browser, `/addresses/${other.id}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(got.body).toEqual(other);

    h.clock.advance(60_000);
    const put = await rest(browser, `/addresses/${other.id}`, {
      method: 'PUT',
      json: { ...VALID, line1: ' 10 Low Road ', postalCode: 'sw1a1aa', deliveryNote: 'Leave by the door' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id: other.id,
      line1: '10 Low Road',
      postalCode: 'SW1A 1AA',
      created: other.created,
      delivery: { customerNote: { value: 'Leave by the door' } },
    });
    expect(put.body.addressee.modified).not.toBe(other.addressee.modified);

    const options = await rest(browser, `/addresses/${other.id}`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.body).toEqual({ options: ['GET', 'PUT', 'DELETE', 'OPTIONS'] });
    expect(options.headers.get('allow')).toBe('GET, PUT, DELETE, OPTIONS');
    const contactOptions = await rest(browser, `/addresses/${contact.id}`, { method: 'OPTIONS' });
    expect(contactOptions.headers.get('allow')).toBe('GET, PUT, OPTIONS');

    const deleted = await rest(browser, `/addresses/${other.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await rest(browser, `/addresses/${other.id}`)).status).toBe(404);
    expect((await list(browser)).addresses.map((a: Json) => a.id)).toEqual([contact.id]);
  });

  it('refuses to delete the last address and the contact address', async () => {
    const browser = await newCustomer();
    const only = await added(browser);
    const last = await rest(browser, `/addresses/${only.id}`, { method: 'DELETE' });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({
      type: 'LAST_ADDRESS',
      message: 'Your account must contain at least one address',
    });
    await added(browser, { ...VALID, line1: '2 High Street' });
    const contact = await rest(browser, `/addresses/${only.id}`, { method: 'DELETE' });
    expect(contact.status).toBe(409);
    expect(contact.body).toEqual({
      type: 'CONTACT_ADDRESS',
      message: 'Your account must contain a contact address',
    });
  });

  it('changes the contact address', async () => {
    const browser = await newCustomer();
    const first = await added(browser);
    const second = await added(browser, { ...VALID, line1: '2 High Street' });
    const answer = await rest(browser, '/contact-address', { method: 'PUT', json: { addressId: second.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: second.id, isContactAddress: true });
    expect((await rest(browser, `/addresses/${first.id}`)).body.isContactAddress).toBe(false);
    // Now the first may go.
    expect((await rest(browser, `/addresses/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    const unknown = await rest(browser, '/contact-address', { method: 'PUT', json: { addressId: '1' } });
    expect(unknown.status).toBe(404);
    expect((await rest(browser, '/contact-address', { method: 'PUT', json: {} })).status).toBe(404);
  });

  it("answers 404 for another shopper's address, an unknown id and a malformed id, and changes nothing", async () => {
    const owner = await newCustomer();
    const mine = await added(owner);
    await added(owner, { ...VALID, line1: '2 High Street' });
    const intruder = await newCustomer();
    const notFound = { type: 'ADDRESS_NOT_FOUND', message: 'Sorry, we could not find that address.' };
    for (const id of [mine.id, '99999999', 'abc', '0', '-1', '1e3', '99999999999999999999']) {
      for (const method of ['GET', 'DELETE', 'OPTIONS']) {
        const answer = await rest(intruder, `/addresses/${id}`, { method });
        expect([method, id, answer.status, answer.body]).toEqual([method, id, 404, notFound]);
      }
      const put = await rest(intruder, `/addresses/${id}`, { method: 'PUT', json: VALID });
      expect(put.status).toBe(404);
    }
    const contact = await rest(intruder, '/contact-address', { method: 'PUT', json: { addressId: mine.id } });
    expect(contact.status).toBe(404);
    expect((await rest(owner, `/addresses/${mine.id}`)).body).toEqual(mine);
    expect((await list(intruder)).addresses).toEqual([]);
  });

  it('answers 401 to anonymous shoppers and requests without a token', async () => {
    const owner = await newCustomer();
    const mine = await added(owner);
    for (const browser of [await anonymous(), new Browser(h.app)]) {
      for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
        const answer = await rest(browser, `/addresses/${mine.id}`, {
          method,
          ...(method === 'PUT' && { json: VALID }),
        });
        expect([method, answer.status]).toEqual([method, 401]);
      }
      expect(
        (await rest(browser, '/contact-address', { method: 'PUT', json: { addressId: mine.id } })).status,
      ).toBe(401);
    }
  });

  it('answers 400 to a body that is not JSON or not an address', async () => {
    const browser = await newCustomer();
    const address = await added(browser);
    const notJson = await rest(browser, `/addresses/${address.id}`, { method: 'PUT', raw: '{"line1":' });
    expect(notJson.status).toBe(400);
    const array = await rest(browser, `/addresses/${address.id}`, { method: 'PUT', json: [1, 2] });
    expect(array.status).toBe(400);
    expect(array.body.type).toBe('INVALID_ADDRESS');
    const wrongTypes = await rest(browser, `/addresses/${address.id}`, {
      method: 'PUT',
      json: { ...VALID, line1: 42, country: ['GB'], addressee: { ...VALID.addressee, firstName: { a: 1 } } },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.fieldErrors).toEqual([
      { field: 'line1', message: 'Invalid address line' },
      { field: 'country', message: 'Invalid country' },
      { field: 'firstName', message: 'Invalid first name' },
    ]);
  });

  it('lists about 250 countries by name, GB by default, without a session', async () => {
    const answer = await rest(new Browser(h.app), '/countries');
    expect(answer.status).toBe(200);
    expect(answer.body.defaultCountry).toBe('GB');
    expect(answer.body.countries).toEqual(COUNTRIES);
    expect(answer.body.countries.length).toBeGreaterThanOrEqual(240);
    expect(answer.body.countries).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });
});

describe('addresses in use by a slot booking (doc 2 §5 Addresses at booking)', () => {
  let slotCounter = 0;

  /** A booking row as the slot service would write it (this test does not depend on that service). */
  async function book(
    addressId: string,
    status: 'UNCONFIRMED' | 'CONFIRMED' | 'CANCELLED',
    expiresInMs: number,
  ) {
    const db = h.database.db;
    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.id, Number(addressId)));
    const customerId = address?.customerId ?? 0;
    await db
      .insert(branches)
      .values({
        id: 990_651,
        name: 'Address test branch',
        line1: '1 Branch Road',
        town: 'Bracknell',
        postalCode: 'RG12 1AA',
        phone: '01344 000000',
        latitude: 51.4,
        longitude: -0.75,
      })
      .onConflictDoNothing();
    const now = h.clock.now();
    const slotId = `990651-DELIVERY-2025-06-0${3 + (slotCounter % 5)}-${1000 + ++slotCounter}`;
    await db.insert(slots).values({
      id: slotId,
      branchId: 990_651,
      slotType: 'DELIVERY',
      slotDate: '2025-06-03',
      startTime: new Date(now.getTime() + 86_400_000),
      endTime: new Date(now.getTime() + 90_000_000),
      capacity: 10,
      booked: 1,
      chargePence: 450,
    });
    const [order] = await db
      .insert(customerOrders)
      .values({
        customerId,
        sessionId: `address-test-${slotCounter}`,
        state: 'PLACED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [booking] = await db
      .insert(slotBookings)
      .values({
        slotId,
        customerId,
        customerOrderId: order?.id ?? 0,
        branchId: 990_651,
        slotType: 'DELIVERY',
        addressId: Number(addressId),
        status,
        chargePence: 450,
        reservedAt: now,
        expiresAt: new Date(now.getTime() + expiresInMs),
      })
      .returning();
    return booking?.id ?? 0;
  }

  it.each([
    ['CONFIRMED', 0],
    ['UNCONFIRMED', 3_600_000],
  ] as const)('a %s booking makes the address unchangeable', async (status, expiresInMs) => {
    const browser = await newCustomer();
    await added(browser);
    const used = await added(browser, { ...VALID, line1: '2 High Street' });
    await book(used.id, status, expiresInMs);
    const got = await rest(browser, `/addresses/${used.id}`);
    expect(got.body).toMatchObject({ inUse: true, options: ['GET', 'OPTIONS'] });
    const options = await rest(browser, `/addresses/${used.id}`, { method: 'OPTIONS' });
    expect(options.headers.get('allow')).toBe('GET, OPTIONS');
    const inUse = {
      type: 'ADDRESS_IN_USE',
      message: 'This address is being used by an order or slot and cannot be edited or deleted',
    };
    const put = await rest(browser, `/addresses/${used.id}`, {
      method: 'PUT',
      json: { ...VALID, line1: '3 High Street' },
    });
    expect([put.status, put.body]).toEqual([409, inUse]);
    const del = await rest(browser, `/addresses/${used.id}`, { method: 'DELETE' });
    expect([del.status, del.body]).toEqual([409, inUse]);
    expect((await list(browser)).addresses.find((a: Json) => a.id === used.id)?.inUse).toBe(true);
  });

  it('an expired UNCONFIRMED or a CANCELLED booking does not; deleting then keeps the row for the booking', async () => {
    const browser = await newCustomer();
    await added(browser);
    const lapsed = await added(browser, { ...VALID, line1: '2 High Street' });
    const cancelled = await added(browser, { ...VALID, line1: '3 High Street' });
    await book(lapsed.id, 'UNCONFIRMED', -1000);
    await book(cancelled.id, 'CANCELLED', 3_600_000);
    for (const address of [lapsed, cancelled]) {
      expect((await rest(browser, `/addresses/${address.id}`)).body.inUse).toBe(false);
      const put = await rest(browser, `/addresses/${address.id}`, {
        method: 'PUT',
        json: { ...VALID, line1: '4 High Street' },
      });
      expect(put.status).toBe(200);
      expect((await rest(browser, `/addresses/${address.id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await rest(browser, `/addresses/${address.id}`)).status).toBe(404);
      const [row] = await h.database.db
        .select()
        .from(addresses)
        .where(eq(addresses.id, Number(address.id)));
      expect(row?.addressStatus).toBe('DELETED');
    }
    expect((await list(browser)).addresses).toHaveLength(1);
  });
});

describe('no input makes the server answer 500', () => {
  const anyValue = fc.oneof(
    fc.string(),
    fc.constantFrom('', ' ', 'GB', 'US', 'FR', 'IE', 'RG12 1EN', '90210', 'Mr', '\u0000', 'x'.repeat(300)),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const addressLike = fc.record(
    {
      line1: anyValue,
      line2: anyValue,
      town: anyValue,
      country: anyValue,
      postalCode: anyValue,
      deliveryNote: anyValue,
      addressee: fc.oneof(
        anyValue,
        fc.record(
          { title: anyValue, firstName: anyValue, lastName: anyValue, contactNumber: anyValue },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );

  it('PUT addresses/{id} with any body, and any id', async () => {
    const browser = await newCustomer();
    const address = await added(browser);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(addressLike, anyValue),
        fc.oneof(fc.constant(address.id), fc.string()),
        async (body, id) => {
          const answer = await rest(browser, `/addresses/${encodeURIComponent(id)}`, {
            method: 'PUT',
            json: body,
          });
          expect([200, 400, 404]).toContain(answer.status);
          if (answer.status === 400) expect(typeof answer.body.message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (raw) => {
        const answer = await rest(browser, `/addresses/${address.id}`, { method: 'PUT', raw });
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 30 },
    );
  });

  it('addAddress with any address variables', async () => {
    const browser = await newCustomer();
    await fc.assert(
      fc.asyncProperty(addressLike, fc.option(fc.boolean()), async (address, setContactAddress) => {
        const { status, body } = await graph(browser, 'addAddress', ADD_ADDRESS, {
          address,
          setContactAddress,
        });
        // Wrong GraphQL types are refused by the graph's own validation (400); the rest by the address rules.
        expect([200, 400]).toContain(status);
        if (status === 200) {
          const answer = body.data.addAddress;
          expect(answer.address === null).toBe(answer.failures.length > 0);
        }
      }),
      { numRuns: 60 },
    );
  });
});

// PGlite runs one query at a time; on PostgreSQL (`npm run test:pg`) these calls really race, and the
// customer's row lock keeps the account rules.
describe('concurrent changes keep the account rules', () => {
  it('never more than 50 addresses, however many are added at once', async () => {
    const browser = await newCustomer();
    const first = await added(browser);
    const [row] = await h.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, Number(first.id)));
    const now = h.clock.now();
    await h.database.db.insert(addresses).values(
      Array.from({ length: 44 }, (_, i) => ({
        customerId: row?.customerId ?? 0,
        line1: `${i + 2} High Street`,
        country: 'GB',
        postalCode: 'RG12 1EN',
        addresseeFirstName: 'Sam',
        addresseeLastName: 'Smith',
        createdAt: now,
        modifiedAt: now,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(browser)));
    expect(answers.filter((answer) => answer.address !== null)).toHaveLength(5);
    expect(answers.filter((answer) => answer.failures[0]?.type === 'TOO_MANY_ADDRESSES')).toHaveLength(5);
    expect((await list(browser)).addresses).toHaveLength(50);
  });

  it('a contact-address change racing a delete never leaves the account without a contact address', async () => {
    for (let round = 0; round < 4; round++) {
      const browser = await newCustomer();
      await added(browser);
      const other = await added(browser, { ...VALID, line1: '2 High Street' });
      const [contact, deleted] = await Promise.all([
        rest(browser, '/contact-address', { method: 'PUT', json: { addressId: other.id } }),
        rest(browser, `/addresses/${other.id}`, { method: 'DELETE' }),
      ]);
      // Either the change came first (then the delete is refused) or the delete (then the change finds nothing).
      expect([
        [200, 409],
        [404, 204],
      ]).toContainEqual([contact.status, deleted.status]);
      const book = (await list(browser)).addresses;
      expect(book.filter((address: Json) => address.isContactAddress)).toHaveLength(1);
    }
  });
});
