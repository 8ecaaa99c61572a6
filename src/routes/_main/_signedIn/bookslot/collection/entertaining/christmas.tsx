import { createFileRoute } from '@tanstack/react-router';
import { SlotPage } from '../../../../../../features/slots/SlotPage.tsx';
import { requestedDateOf } from '../../-slot-search.ts';
import { collectionSearchSchema } from '../-collection-search.ts';

/** Entertaining collection at Christmas slots (doc 2 §2). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/entertaining/christmas')({
  validateSearch: collectionSearchSchema,
  component: EntertainingCollectionRoute,
});

function EntertainingCollectionRoute() {
  const search = Route.useSearch();
  return <SlotPage service="entertaining-collection" requestedDate={requestedDateOf(search)} />;
}
