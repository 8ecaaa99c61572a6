import { queryOptions } from '@tanstack/react-query';
import { type AddressesApi, addressesApi } from '../../api/addresses.ts';
import { DEFAULT_ADDRESS_SORT } from '../../domain/addresses.ts';
import { CUSTOMER_DATA_KEY } from '../account/account.queries.ts';

/**
 * Where the customer's address book is cached: under the customer's data, so that signing out forgets it
 * (src/app/customer-data.ts); the address book machine asks afresh after every change.
 */
export const ADDRESSES_QUERY_KEY = [...CUSTOMER_DATA_KEY, 'addresses', DEFAULT_ADDRESS_SORT] as const;

/**
 * The signed-in customer's addresses, contact address first (graph `addresses`, version 2). Only for a
 * signed-in shopper: an anonymous one's call answers 401.
 */
export function addressesQueryOptions(api: AddressesApi = addressesApi) {
  return queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => api.getAddresses({ signal }),
  });
}
