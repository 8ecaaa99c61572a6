import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import type { AddressBookActor } from '../../../machines/address-book.machine.ts';
import { useAddressesApi } from './address-book.context.ts';
import { type AddressBookReports, addressBookLogic } from './address-book.logic.ts';

/** Runs an address book machine for as long as the component that asks for it is shown. */
export function useAddressBook(reports: AddressBookReports = {}): AddressBookActor {
  const api = useAddressesApi();
  const queryClient = useQueryClient();
  const latest = useRef(reports);
  latest.current = reports;
  const [logic] = useState(() => addressBookLogic(api, queryClient, () => latest.current));
  return useActorRef(logic);
}
