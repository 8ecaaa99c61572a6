import { createFileRoute } from '@tanstack/react-router';
import { ServiceSelectionPage } from '../../../features/slots/ServiceSelectionPage.tsx';

/** Service selection (doc 2 §2): delivery or one of the three collection services. */
export const Route = createFileRoute('/_main/serviceselection/')({
  component: () => <ServiceSelectionPage campaign={null} />,
});
