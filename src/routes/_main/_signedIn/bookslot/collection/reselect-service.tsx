import { createFileRoute } from '@tanstack/react-router';
import { ReselectServicePage } from '../../../../../features/slots/ServiceSelectionPage.tsx';

/** Reselect service (doc 2 §2 bookslot/collection/reselect-service). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/reselect-service')({
  component: ReselectServicePage,
});
