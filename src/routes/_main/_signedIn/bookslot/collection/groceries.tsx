import { createFileRoute } from '@tanstack/react-router';
import { SlotPage } from '../../../../../features/slots/SlotPage.tsx';
import { requestedDateOf } from '../-slot-search.ts';
import { collectionSearchSchema } from './-collection-search.ts';

/** Groceries collection slots (doc 2 §2). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/groceries')({
  validateSearch: collectionSearchSchema,
  component: GroceriesCollectionRoute,
});

function GroceriesCollectionRoute() {
  const search = Route.useSearch();
  return <SlotPage service="groceries-collection" requestedDate={requestedDateOf(search)} />;
}
