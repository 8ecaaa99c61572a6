import { createContext, useContext } from 'react';
import type { AddressBookActor } from '../../../machines/address-book.machine.ts';
import { type AddressesApi, addressesApi } from '../../api/addresses.ts';

/** The address calls the views use: the app's, or a test's fakes. */
export const AddressesApiContext = createContext<AddressesApi>(addressesApi);
export const useAddressesApi = () => useContext(AddressesApiContext);

/** The running address book actor of the component tree below (the picker or the address book page). */
export const AddressBookActorContext = createContext<AddressBookActor | null>(null);

export function useAddressBookActor(): AddressBookActor {
  const actor = useContext(AddressBookActorContext);
  if (!actor) throw new Error('Address views need an address book (useAddressBook) above them');
  return actor;
}
