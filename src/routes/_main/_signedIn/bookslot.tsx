import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SlotBookingProvider } from '../../../features/slots/SlotBookingProvider.tsx';
import { SlotChangeGuard } from '../../../features/slots/SlotChangeGuard.tsx';

/**
 * The slot pages (doc 2 §2 bookslot/*), behind the sign-in guard (doc 1 §2.4). One slot booking lasts while
 * the shopper moves between them, so a change of fulfilment type can reset it (doc 2 §4). An order being
 * prepared cannot change its slot.
 */
export const Route = createFileRoute('/_main/_signedIn/bookslot')({
  component: () => (
    <SlotChangeGuard>
      <SlotBookingProvider>
        <Outlet />
      </SlotBookingProvider>
    </SlotChangeGuard>
  ),
});
