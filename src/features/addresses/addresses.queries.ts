import { queryOptions } from '@tanstack/react-query';
import { type AddressesApi, addressesApi } from '../../api/addresses.ts';
import { DEFAULT_ADDRESS_SORT } from '../../domain/addresses.ts';

/** Where the customer's address book is cached; every change to it invalidates this key. */
export const ADDRESSES_QUERY_KEY = ['addresses', DEFAULT_ADDRESS_SORT] as const;

/**
 * The signed-in customer's addresses, contact address first (graph `addresses`, version 2). Private: only
 * for a signed-in shopper, and dropped with the rest of the cache when the customer changes.
 */
export function addressesQueryOptions(api: AddressesApi = addressesApi) {
  return queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => api.getAddresses({ signal }),
  });
}
