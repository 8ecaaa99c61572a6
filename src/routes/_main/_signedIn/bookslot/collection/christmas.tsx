import { createFileRoute, redirect } from '@tanstack/react-router';
import { collectionRedirect } from '../../../../../domain/slot-booking-routes.ts';
import { CollectionServicePage } from '../../../../../features/slots/ServiceSelectionPage.tsx';
import { collectionSearchSchema } from './-collection-search.ts';

/** Christmas collection: redirects by fulfilment type keeping /christmas (doc 2 §2). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/christmas')({
  validateSearch: collectionSearchSchema,
  beforeLoad: ({ search }) => {
    const target = collectionRedirect(search.fulfilmentType, true);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: () => <CollectionServicePage campaign="CHRISTMAS" />,
});
