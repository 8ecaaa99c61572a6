import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { AddressBookPage } from '../../../../features/addresses/AddressBookPage.tsx';

/**
 * My details: the address book (doc 1 §2.1 my-details, §4 Address modals). The loader's calls (and with them
 * the address rules and the country list) load on demand, so they stay out of every page's first script.
 */
export const Route = createFileRoute('/_main/_signedIn/my-details/addresses')({
  loader: async ({ context: { queryClient } }) => {
    const { addressesQueryOptions } = await import('../../../../features/addresses/addresses.queries.ts');
    return queryClient.ensureQueryData(addressesQueryOptions());
  },
  head: () => ({ meta: [{ title: 'My addresses' }] }),
  errorComponent: RouteError,
  component: AddressBookPage,
});
