import { createFileRoute, redirect } from '@tanstack/react-router';
import { SERVICE_SELECTION_PATH } from '../../../../domain/slot-booking-routes.ts';

/** The book slot root (the header's Book Slot and Change Slot): the shopper chooses the service first. */
export const Route = createFileRoute('/_main/_signedIn/bookslot/')({
  beforeLoad: () => {
    throw redirect({ href: SERVICE_SELECTION_PATH, replace: true });
  },
});
