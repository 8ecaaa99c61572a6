import { createFileRoute } from '@tanstack/react-router';
import { BeforeYouGoLoading } from '../../../../features/before-you-go/BeforeYouGoPage.tsx';

/** beforeYouGo: the steps are on their way; the first one's address follows (or the checkout, without any). */
export const Route = createFileRoute('/_main/_signedIn/beforeYouGo/')({
  component: BeforeYouGoLoading,
});
