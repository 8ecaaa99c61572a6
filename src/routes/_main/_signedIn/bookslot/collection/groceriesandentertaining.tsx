import { createFileRoute } from '@tanstack/react-router';
import { SlotPage } from '../../../../../features/slots/SlotPage.tsx';
import { requestedDateOf } from '../-slot-search.ts';
import { collectionSearchSchema } from './-collection-search.ts';

/** Groceries and entertaining collection slots (doc 2 §2). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/groceriesandentertaining')({
  validateSearch: collectionSearchSchema,
  component: GroceriesAndEntertainingCollectionRoute,
});

function GroceriesAndEntertainingCollectionRoute() {
  const search = Route.useSearch();
  return <SlotPage service="groceries-and-entertaining-collection" requestedDate={requestedDateOf(search)} />;
}
