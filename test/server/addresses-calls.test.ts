import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressesApi, createAddressesApi } from '../../src/api/addresses.ts';
import { createApiClient } from '../../src/api/client.ts';
import { ADDRESS_MESSAGES, AddressCallError, addressFailureOf } from '../../src/domain/addresses.ts';
import { Browser, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// The storefront's address calls (src/api/addresses.ts) against the real server in process: every answer
// fits its valibot schema, and every refusal reaches the caller as an AddressCallError with the server's
// type, message and field errors (docs/api/addresses.md).

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function customerApi(): Promise<AddressesApi> {
  const browser = new Browser(h.app);
  await browser.csrf();
  const response = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
    json: {
      email: `calls.${Date.now()}.${Math.random()}@example.com`,
      password: 'Groceries1',
      firstName: 'Call',
      lastName: 'Layer',
    },
  });
  browser.accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    getAccessToken: () => browser.accessToken ?? 'unauthenticated',
    fetch: async (request) => h.app.request(request),
  });
  return createAddressesApi(client);
}

const INPUT = {
  line1: '1 High Street',
  town: 'Bracknell',
  country: 'GB',
  postalCode: 'RG12 1EN',
  addressee: { title: 'Mr', firstName: 'Sam', lastName: 'Smith', contactNumber: null },
};

async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AddressCallError);
  return addressFailureOf(error);
}

describe('address calls against the server', () => {
  it('every call, parsed', async () => {
    const api = await customerApi();
    expect(await api.getAddresses()).toEqual([]);
    const first = await api.addAddress(INPUT);
    expect(first).toMatchObject({ line1: '1 High Street', isContactAddress: true, inUse: false });
    const second = await api.addAddress({ ...INPUT, line1: '2 High Street' });
    expect((await api.getAddresses()).map((a) => a.id)).toEqual([first.id, second.id]);
    expect((await api.getAddresses({ sortBy: 'NEWEST' })).map((a) => a.id)).toEqual([second.id, first.id]);
    expect(await api.getAddress(second.id)).toEqual(second);
    expect(await api.addressOptions(second.id)).toEqual(['GET', 'PUT', 'DELETE', 'OPTIONS']);
    const changed = await api.updateAddress(second.id, { ...INPUT, line1: '3 High Street' });
    expect(changed.line1).toBe('3 High Street');
    const contact = await api.setContactAddress(second.id);
    expect(contact.isContactAddress).toBe(true);
    await api.deleteAddress(first.id);
    expect((await api.getAddresses()).map((a) => a.id)).toEqual([second.id]);
    const countries = await api.getCountries();
    expect(countries.defaultCountry).toBe('GB');
    expect(countries.countries.length).toBeGreaterThan(240);
  });

  it('refusals carry the server’s type, message and field errors', async () => {
    const api = await customerApi();
    expect(await refusalOf(api.addAddress({ ...INPUT, line1: '', postalCode: '123' }))).toEqual({
      type: 'INVALID_ADDRESS',
      message: ADDRESS_MESSAGES.checkFields,
      fieldErrors: { line1: 'Required', postalCode: 'Invalid UK postcode' },
    });
    const only = await api.addAddress(INPUT);
    expect(await refusalOf(api.deleteAddress(only.id))).toEqual({
      type: 'LAST_ADDRESS',
      message: 'Your account must contain at least one address',
      fieldErrors: {},
    });
    expect(
      await refusalOf(
        api.updateAddress(only.id, { ...INPUT, addressee: { ...INPUT.addressee, title: 'King' } }),
      ),
    ).toEqual({
      type: 'INVALID_ADDRESS',
      message: ADDRESS_MESSAGES.checkFields,
      fieldErrors: { title: 'Invalid title' },
    });
    expect((await refusalOf(api.getAddress('99999999'))).type).toBe('ADDRESS_NOT_FOUND');
  });
});
