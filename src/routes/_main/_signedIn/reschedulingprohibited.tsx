import { createFileRoute } from '@tanstack/react-router';
import { ReschedulingProhibitedPage } from '../../../features/slots/ServiceSelectionPage.tsx';

/** Rescheduling prohibited (doc 2 §2, §4): the order is being prepared, so its slot cannot change. */
export const Route = createFileRoute('/_main/_signedIn/reschedulingprohibited')({
  component: ReschedulingProhibitedPage,
});
