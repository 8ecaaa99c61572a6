import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { AddressBookPage } from '../../../../features/addresses/AddressBookPage.tsx';
import { addressesQueryOptions } from '../../../../features/addresses/addresses.queries.ts';

/** My details: the address book (doc 1 §2.1 my-details, §4 Address modals). */
export const Route = createFileRoute('/_main/_signedIn/my-details/addresses')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressesQueryOptions()),
  head: () => ({ meta: [{ title: 'My addresses' }] }),
  errorComponent: RouteError,
  component: AddressBookPage,
});
