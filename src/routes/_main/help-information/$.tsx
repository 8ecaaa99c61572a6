import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../app/RouteError.tsx';
import { ContentPending } from '../../../features/content/ContentPending.tsx';
import { HelpPage } from '../../../features/content/HelpPage.tsx';
import { helpPageHead } from '../../../features/content/help-route.ts';
import { NotFoundPage } from '../../../features/not-found/NotFoundPage.tsx';

/**
 * A help or customer-service page (doc 3 §2): the path below help-information names its fragment
 * (privacy-notice → help-information/privacy-notice); a path with no fragment is not found.
 */
export const Route = createFileRoute('/_main/help-information/$')({
  // The content calls load with the page, not with the app's first script (issue 15).
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../features/content/help-route.loader.ts')).loadHelpPageAt(
      queryClient,
      params._splat,
    ),
  head: ({ loaderData }) => helpPageHead(loaderData),
  pendingComponent: ContentPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: HelpRoute,
});

function HelpRoute() {
  const { name } = Route.useLoaderData();
  return <HelpPage name={name} />;
}
