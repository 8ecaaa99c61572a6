import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../../machines/address-book.machine.ts';
import type { AddressesApi } from '../../api/addresses.ts';
import type { Address, AddressInput } from '../../domain/addresses.ts';
import { addressesQueryOptions } from './addresses.queries.ts';

export interface AddressBookReports {
  /** The shopper chose an address (in the list, the choose modal, or by adding one). */
  onSelect?: (address: Address) => void;
}

/**
 * The address book machine with the app's calls: the list through the query cache (always asked afresh, so
 * that the machine and every other reader of the cache see the server's book), the changes through the
 * address calls. `reports` is read when a report is made, so the latest callbacks are used.
 */
export function addressBookLogic(
  api: AddressesApi,
  queryClient: QueryClient,
  reports: () => AddressBookReports,
) {
  const refresh = () => queryClient.fetchQuery({ ...addressesQueryOptions(api), staleTime: 0 });
  const report = (addresses: readonly Address[], id: string | null) => {
    const address = addresses.find((candidate) => candidate.id === id);
    if (address) reports().onSelect?.(address);
  };
  return addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<Address[], void>(() => refresh()),
      addAddress: fromPromise<Address, { input: AddressInput; setContactAddress: boolean }>(({ input }) =>
        api.addAddress(input.input, { setContactAddress: input.setContactAddress }),
      ),
      updateAddress: fromPromise<Address, { addressId: string; input: AddressInput }>(({ input }) =>
        api.updateAddress(input.addressId, input.input),
      ),
      deleteAddress: fromPromise<void, { addressId: string }>(({ input }) =>
        api.deleteAddress(input.addressId),
      ),
      setContactAddress: fromPromise<Address, { addressId: string }>(({ input }) =>
        api.setContactAddress(input.addressId),
      ),
    },
    actions: {
      'report the choice': ({ context }) => report(context.addresses, context.selectedId),
      'report the new address': ({ context }) => report(context.addresses, context.selectedId),
    },
  });
}
