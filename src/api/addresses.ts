import * as v from 'valibot';
import {
  type Address,
  addAddressAnswerSchema,
  addressesAnswerSchema,
  addressOptionsSchema,
  addressRefusalSchema,
  addressSchema,
  type Countries,
  countriesSchema,
} from '../contract/addresses.ts';
import {
  ADDRESS_MESSAGES,
  AddressCallError,
  type AddressErrorType,
  type AddressFailure,
  type AddressField,
  type AddressInput,
  type AddressSort,
  DEFAULT_ADDRESS_SORT,
  isAddressField,
} from '../domain/addresses.ts';
import type { FieldErrors } from '../domain/validation.ts';

import { type ApiClient, appClient } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * The address book calls (doc 1 §7.3; docs/api/addresses.md is the contract): the graph query `addresses`
 * and mutation `addAddress` (version 2), and the REST address service `/api/address-{env}/v2`: one address
 * get, put, delete and options, the contact-address update and the country list. Every answer is parsed
 * with the contract's schemas (src/contract/addresses.ts); a refusal rejects with an AddressCallError
 * carrying the server's message, type and every field's error.
 */

// ---------------------------------------------------------------------------------------------------------
// Documents

export const ADDRESS_FIELDS_FRAGMENT = /* GraphQL */ `
  fragment AddressFields on Address {
    id line1 line2 line3 town region country postalCode addressStatus isContactAddress created
    uniqueDomesticAddressReferenceNumber suggestionId delivery { customerNote { value } }
    addressee { title firstName lastName contactNumber modified }
    options inUse
  }
`;

export const ADDRESSES_QUERY = /* GraphQL */ `
  query addresses($version: Int, $sortBy: String) {
    addresses(version: $version, sortBy: $sortBy) { addresses { ...AddressFields } failures { message type } }
  }
  ${ADDRESS_FIELDS_FRAGMENT}
`;

export const ADD_ADDRESS_MUTATION = /* GraphQL */ `
  mutation addAddress($address: AddressInput!, $setContactAddress: Boolean, $version: Int) {
    addAddress(address: $address, setContactAddress: $setContactAddress, version: $version) {
      address { ...AddressFields } failures { message type field }
    }
  }
  ${ADDRESS_FIELDS_FRAGMENT}
`;

/** Graph API version 2 for addresses (doc 1 §7.1). */
export const ADDRESS_GRAPH_VERSION = 2;
const SERVICE = 'address';
const REST_VERSION = 2;
/** The refusals the address calls handle themselves: no logging, no logout. */
const HANDLED = [400, 404, 409] as const;

// ---------------------------------------------------------------------------------------------------------
// Failures

function fieldErrorsOf(entries: ReadonlyArray<{ field: string | null; message: string }>) {
  const errors: FieldErrors<AddressField> = {};
  for (const { field, message } of entries) {
    if (field && isAddressField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The failure of a refused REST call; other errors are passed on as they are. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof ApiError) || !(HANDLED as readonly number[]).includes(error.status)) return error;
  const parsed = v.safeParse(addressRefusalSchema, error.body);
  if (!parsed.success) return error;
  const failure: AddressFailure = {
    type: parsed.output.type as AddressErrorType,
    message: parsed.output.message,
    fieldErrors: fieldErrorsOf(parsed.output.fieldErrors ?? []),
  };
  return new AddressCallError(failure);
}

/** The graph's answer failures as one AddressCallError: the first whole-address message, every field's error. */
function graphRefusalOf(failures: ReadonlyArray<{ message: string; type: string; field?: string | null }>) {
  const fieldErrors = fieldErrorsOf(
    failures.map((failure) => ({ ...failure, field: failure.field ?? null })),
  );
  const whole = failures.find((failure) => !failure.field) ?? failures[0];
  return new AddressCallError({
    type: (whole?.type ?? 'UNEXPECTED') as AddressFailure['type'],
    message:
      Object.keys(fieldErrors).length > 0 && !failures.some((failure) => !failure.field)
        ? ADDRESS_MESSAGES.checkFields
        : (whole?.message ?? ADDRESS_MESSAGES.unexpected),
    fieldErrors,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Calls

export interface AddressesApi {
  /** The customer's addresses; CONTACT_FIRST: the contact address, then the newest. */
  getAddresses(options?: { sortBy?: AddressSort; signal?: AbortSignal }): Promise<Address[]>;
  /** Saves a new address; the first of an account always becomes the contact address. */
  addAddress(input: AddressInput, options?: { setContactAddress?: boolean }): Promise<Address>;
  getAddress(addressId: string, signal?: AbortSignal): Promise<Address>;
  updateAddress(addressId: string, input: AddressInput): Promise<Address>;
  deleteAddress(addressId: string): Promise<void>;
  /** The methods the address allows now (DELETE: it may be deleted). */
  addressOptions(addressId: string): Promise<string[]>;
  /** Makes the address the contact address and answers it. */
  setContactAddress(addressId: string): Promise<Address>;
  getCountries(signal?: AbortSignal): Promise<Countries>;
}

/** The address calls through a call layer: the app's (below), or a test's own. */
export function createAddressesApi(client: ApiClient): AddressesApi {
  async function rest<TSchema extends v.GenericSchema>(
    endpoint: string,
    schema: TSchema,
    options: { method?: 'GET' | 'PUT' | 'DELETE' | 'OPTIONS'; json?: unknown; signal?: AbortSignal } = {},
  ): Promise<v.InferOutput<TSchema>> {
    try {
      return await client.call({
        service: SERVICE,
        version: REST_VERSION,
        endpoint,
        schema,
        handleStatuses: HANDLED,
        ...options,
      });
    } catch (error) {
      throw refusalOf(error);
    }
  }
  const one = (addressId: string) => `addresses/${encodeURIComponent(addressId)}`;

  return {
    async getAddresses(options = {}) {
      const data = await client.graph(
        ADDRESSES_QUERY,
        { version: ADDRESS_GRAPH_VERSION, sortBy: options.sortBy ?? DEFAULT_ADDRESS_SORT },
        {
          tag: 'addresses',
          schema: v.object({ addresses: addressesAnswerSchema }),
          ...(options.signal && { signal: options.signal }),
        },
      );
      if (data.addresses.failures.length > 0) throw graphRefusalOf(data.addresses.failures);
      return data.addresses.addresses;
    },
    async addAddress(input, options = {}) {
      const data = await client.graph(
        ADD_ADDRESS_MUTATION,
        {
          address: input,
          setContactAddress: options.setContactAddress ?? false,
          version: ADDRESS_GRAPH_VERSION,
        },
        { tag: 'addAddress', schema: v.object({ addAddress: addAddressAnswerSchema }) },
      );
      const { address, failures } = data.addAddress;
      if (failures.length > 0 || !address) throw graphRefusalOf(failures);
      return address;
    },
    getAddress: (addressId, signal) => rest(one(addressId), addressSchema, signal ? { signal } : {}),
    updateAddress: (addressId, input) => rest(one(addressId), addressSchema, { method: 'PUT', json: input }),
    async deleteAddress(addressId) {
      await rest(one(addressId), v.unknown(), { method: 'DELETE' });
    },
    async addressOptions(addressId) {
      return (await rest(one(addressId), addressOptionsSchema, { method: 'OPTIONS' })).options;
    },
    setContactAddress: (addressId) =>
      rest('contact-address', addressSchema, { method: 'PUT', json: { addressId } }),
    getCountries: (signal) => rest('countries', countriesSchema, signal ? { signal } : {}),
  };
}

/** The app's address calls. */
export const addressesApi: AddressesApi = createAddressesApi(appClient);
export const {
  getAddresses,
  addAddress,
  getAddress,
  updateAddress,
  deleteAddress,
  addressOptions,
  setContactAddress,
  getCountries,
} = addressesApi;
