import { createFileRoute } from '@tanstack/react-router';
import { campaignOf } from '../../../domain/slot-booking.ts';
import { ServiceSelectionPage } from '../../../features/slots/ServiceSelectionPage.tsx';

/** Service selection for a seasonal campaign: /christmas, /easter, or another {campaign} (doc 2 §2). */
export const Route = createFileRoute('/_main/serviceselection/$campaign')({
  component: ServiceSelectionCampaignRoute,
});

function ServiceSelectionCampaignRoute() {
  const { campaign } = Route.useParams();
  return <ServiceSelectionPage campaign={campaignOf(campaign)} />;
}
