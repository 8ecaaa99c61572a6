import { createFileRoute, redirect } from '@tanstack/react-router';
import { collectionRedirect } from '../../../../../domain/slot-booking-routes.ts';
import { CollectionServicePage } from '../../../../../features/slots/ServiceSelectionPage.tsx';
import { collectionSearchSchema } from './-collection-search.ts';

/**
 * Collection (doc 2 §2, doc 1 §2.4): with a fulfilment type it redirects to the groceries, entertaining or
 * groceries-and-entertaining collection page; otherwise the generic collection page offers the three.
 */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/')({
  validateSearch: collectionSearchSchema,
  beforeLoad: ({ search }) => {
    const target = collectionRedirect(search.fulfilmentType, false);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: () => <CollectionServicePage />,
});
