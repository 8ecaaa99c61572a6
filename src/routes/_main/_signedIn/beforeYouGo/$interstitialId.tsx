import { createFileRoute } from '@tanstack/react-router';
import { BeforeYouGoStepPage } from '../../../../features/before-you-go/BeforeYouGoPage.tsx';

/** beforeYouGo/{interstitialId} (doc 2 §2): one before-you-go step. */
export const Route = createFileRoute('/_main/_signedIn/beforeYouGo/$interstitialId')({
  component: function BeforeYouGoStepRoute() {
    const { interstitialId } = Route.useParams();
    return <BeforeYouGoStepPage interstitialId={interstitialId} />;
  },
});
