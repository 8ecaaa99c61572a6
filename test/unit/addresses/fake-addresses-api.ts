import { vi } from 'vitest';
import type { AddressesApi } from '../../../src/api/addresses.ts';
import {
  ADDRESS_MESSAGES,
  type Address,
  AddressCallError,
  type AddressFailure,
  type AddressInput,
  sortAddresses,
  validateAddress,
} from '../../../src/domain/addresses.ts';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../../src/domain/countries.ts';

/** A saved address for the fake book. */
export function savedAddress(id: string, changes: Partial<Address> = {}): Address {
  return {
    id,
    line1: `${id} High Street`,
    line2: null,
    line3: null,
    town: 'Bracknell',
    region: null,
    country: 'GB',
    postalCode: 'RG12 1EN',
    addressStatus: 'ACTIVE',
    isContactAddress: false,
    created: `2025-06-${id.padStart(2, '0').slice(-2)}T09:00:00.000Z`,
    uniqueDomesticAddressReferenceNumber: null,
    suggestionId: null,
    delivery: { customerNote: { value: null } },
    addressee: {
      title: 'Ms',
      firstName: 'Ann',
      lastName: `Smith${id}`,
      contactNumber: null,
      modified: '2025-06-01T09:00:00.000Z',
    },
    options: ['GET', 'PUT', 'DELETE', 'OPTIONS'],
    inUse: false,
    ...changes,
  };
}

const refusal = (failure: AddressFailure) => new AddressCallError(failure);

/**
 * The address calls over an in-memory book with the server's rules (the shared domain rules, the contact and
 * last-address rules, in-use refusals). `refuseNext` makes the next change fail with the given failure.
 */
export function createFakeAddressesApi(initial: Address[]) {
  let book = initial.map((address) => ({ ...address }));
  let nextId = 100;
  let refuseNext: AddressFailure | null = null;
  const check = () => {
    if (!refuseNext) return;
    const failure = refuseNext;
    refuseNext = null;
    throw refusal(failure);
  };
  const find = (id: string) => {
    const address = book.find((candidate) => candidate.id === id);
    if (!address)
      throw refusal({ type: 'ADDRESS_NOT_FOUND', message: ADDRESS_MESSAGES.notFound, fieldErrors: {} });
    return address;
  };
  const validate = (input: AddressInput) => {
    const fieldErrors = validateAddress(input);
    if (Object.keys(fieldErrors).length > 0) {
      throw refusal({ type: 'INVALID_ADDRESS', message: ADDRESS_MESSAGES.checkFields, fieldErrors });
    }
  };
  const fromInput = (input: AddressInput) => ({
    line1: input.line1,
    line2: input.line2 ?? null,
    line3: input.line3 ?? null,
    town: input.town ?? null,
    region: input.region ?? null,
    country: input.country,
    postalCode: input.postalCode,
  });
  const withOptions = () => {
    book = book.map((address) => ({
      ...address,
      options: address.inUse
        ? ['GET', 'OPTIONS']
        : address.isContactAddress || book.length === 1
          ? ['GET', 'PUT', 'OPTIONS']
          : ['GET', 'PUT', 'DELETE', 'OPTIONS'],
    }));
  };
  withOptions();

  const api: AddressesApi = {
    getAddresses: vi.fn(async () => sortAddresses(book, 'CONTACT_FIRST')),
    addAddress: vi.fn(async (input: AddressInput, options: { setContactAddress?: boolean } = {}) => {
      check();
      validate(input);
      const contact = options.setContactAddress || !book.some((address) => address.isContactAddress);
      if (contact) book = book.map((address) => ({ ...address, isContactAddress: false }));
      const address = savedAddress(String(++nextId), {
        ...fromInput(input),
        isContactAddress: contact,
        created: '2025-07-01T09:00:00.000Z',
        addressee: {
          title: input.addressee.title ?? null,
          firstName: input.addressee.firstName,
          lastName: input.addressee.lastName,
          contactNumber: input.addressee.contactNumber ?? null,
          modified: '2025-07-01T09:00:00.000Z',
        },
      });
      book.push(address);
      withOptions();
      return find(address.id);
    }),
    getAddress: vi.fn(async (id: string) => find(id)),
    updateAddress: vi.fn(async (id: string, input: AddressInput) => {
      check();
      const address = find(id);
      validate(input);
      if (address.inUse)
        throw refusal({ type: 'ADDRESS_IN_USE', message: ADDRESS_MESSAGES.inUse, fieldErrors: {} });
      Object.assign(address, fromInput(input), {
        addressee: { ...address.addressee, ...input.addressee },
      });
      return address;
    }),
    deleteAddress: vi.fn(async (id: string) => {
      check();
      const address = find(id);
      if (address.inUse)
        throw refusal({ type: 'ADDRESS_IN_USE', message: ADDRESS_MESSAGES.inUse, fieldErrors: {} });
      if (book.length === 1)
        throw refusal({ type: 'LAST_ADDRESS', message: ADDRESS_MESSAGES.lastAddress, fieldErrors: {} });
      if (address.isContactAddress) {
        throw refusal({ type: 'CONTACT_ADDRESS', message: ADDRESS_MESSAGES.contactAddress, fieldErrors: {} });
      }
      book = book.filter((candidate) => candidate.id !== id);
      withOptions();
    }),
    addressOptions: vi.fn(async (id: string) => find(id).options),
    setContactAddress: vi.fn(async (id: string) => {
      check();
      find(id);
      book = book.map((address) => ({ ...address, isContactAddress: address.id === id }));
      withOptions();
      return find(id);
    }),
    getCountries: vi.fn(async () => ({ defaultCountry: DEFAULT_COUNTRY, countries: [...COUNTRIES] })),
  };
  return {
    api,
    book: () => book,
    refuseNext(failure: AddressFailure) {
      refuseNext = failure;
    },
  };
}
