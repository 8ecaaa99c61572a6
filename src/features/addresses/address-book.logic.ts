import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../../machines/address-book.machine.ts';
import type { AddressesApi } from '../../api/addresses.ts';
import type { Address, AddressInput } from '../../domain/addresses.ts';
import { ADDRESSES_QUERY_KEY, addressesQueryOptions } from './addresses.queries.ts';

export interface AddressBookReports {
  /** The shopper chose an address (in the list, the choose modal, or by adding one). */
  onSelect?: (address: Address) => void;
}

/**
 * The address book machine with the app's calls: the list through the query cache (a fresh entry is used
 * as it is), the changes through the address calls, each of which marks the cached book stale, so that the
 * machine's reload and every other reader of the cache see the server's book. `reports` is read when a
 * report is made, so the latest callbacks are used.
 */
export function addressBookLogic(
  api: AddressesApi,
  queryClient: QueryClient,
  reports: () => AddressBookReports,
) {
  const load = () => queryClient.fetchQuery(addressesQueryOptions(api));
  /** A change was made (or refused: the book may have changed meanwhile): the cached book is stale. */
  const changing = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY, refetchType: 'none' });
    }
  };
  const report = (addresses: readonly Address[], id: string | null) => {
    const address = addresses.find((candidate) => candidate.id === id);
    if (address) reports().onSelect?.(address);
  };
  return addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<Address[], void>(() => load()),
      addAddress: fromPromise<Address, { input: AddressInput; setContactAddress: boolean }>(({ input }) =>
        changing(api.addAddress(input.input, { setContactAddress: input.setContactAddress })),
      ),
      updateAddress: fromPromise<Address, { addressId: string; input: AddressInput }>(({ input }) =>
        changing(api.updateAddress(input.addressId, input.input)),
      ),
      deleteAddress: fromPromise<void, { addressId: string }>(({ input }) =>
        changing(api.deleteAddress(input.addressId)),
      ),
      setContactAddress: fromPromise<Address, { addressId: string }>(({ input }) =>
        changing(api.setContactAddress(input.addressId)),
      ),
    },
    actions: {
      'report the choice': ({ context }) => report(context.addresses, context.selectedId),
      'report the new address': ({ context }) => report(context.addresses, context.selectedId),
    },
  });
}
