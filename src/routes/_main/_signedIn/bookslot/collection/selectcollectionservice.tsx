import { createFileRoute } from '@tanstack/react-router';
import { CollectionServicePage } from '../../../../../features/slots/ServiceSelectionPage.tsx';

/** Collection service choice (doc 2 §2 bookslot/collection/selectcollectionservice). */
export const Route = createFileRoute('/_main/_signedIn/bookslot/collection/selectcollectionservice')({
  component: () => <CollectionServicePage />,
});
