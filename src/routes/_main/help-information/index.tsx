import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../app/RouteError.tsx';
import { ContentPending } from '../../../features/content/ContentPending.tsx';
import { HelpPage } from '../../../features/content/HelpPage.tsx';
import { HELP_SECTION } from '../../../features/content/help-pages.ts';
import { helpPageHead } from '../../../features/content/help-route.ts';
import { NotFoundPage } from '../../../features/not-found/NotFoundPage.tsx';

/** The help and customer-service index (doc 3 §2 "help-information/*"). */
export const Route = createFileRoute('/_main/help-information/')({
  // The content calls load with the page, not with the app's first script (issue 15).
  loader: async ({ context: { queryClient } }) =>
    (await import('../../../features/content/help-route.loader.ts')).loadHelpIndex(queryClient),
  head: ({ loaderData }) => helpPageHead(loaderData),
  pendingComponent: ContentPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: () => <HelpPage name={HELP_SECTION} />,
});
