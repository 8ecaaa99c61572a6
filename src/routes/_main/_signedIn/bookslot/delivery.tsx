import { createFileRoute } from '@tanstack/react-router';
import { SlotPage } from '../../../../features/slots/SlotPage.tsx';
import { requestedDateOf, slotSearchSchema } from './-slot-search.ts';

/** Delivery slots (doc 2 §2 bookslot/delivery). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/delivery')({
  validateSearch: slotSearchSchema,
  component: DeliverySlotsRoute,
});

function DeliverySlotsRoute() {
  return <SlotPage service="delivery" requestedDate={requestedDateOf(Route.useSearch())} />;
}
