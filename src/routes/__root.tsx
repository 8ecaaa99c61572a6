import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { useLoginAnalytics } from '../app/analytics/login-analytics.ts';
import { useCustomerData } from '../app/customer-data.ts';
import { CustomerSlotRoot } from '../app/customer-slot/CustomerSlotRoot.tsx';
import { MainLayout } from '../app/layouts/MainLayout.tsx';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { documentTitleOf } from '../app/navigation/document-title.ts';
import type { ShellNavigation } from '../app/navigation/shell-navigation.ts';
import type { AppSession } from '../app/session/app-session.ts';
import { TrolleyRoot } from '../app/trolley/TrolleyRoot.tsx';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The app's one session (doc 1 §4): guards wait for it and read who the shopper is. */
  session: AppSession;
  /** The shell's routing rules (doc 1 §2.4), applied before every page loads. */
  shell: ShellNavigation;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell's redirects and the checkout's full page loads (doc 1 §2.1, §2.4).
  beforeLoad: ({ location, cause, context }) => context.shell.beforeLoad(location, cause),
  // Every page's title, from the deepest route that matched (doc 1 §2.5, doc 3 §2).
  head: ({ matches }) => ({ meta: [{ title: documentTitleOf(matches) }] }),
  component: RootDocument,
  // Anything unknown is the not-found page, inside the main shell.
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
});

function RootDocument() {
  // App-wide reactions to the session: customer data on the pages that load it, and the login event.
  useCustomerData();
  useLoginAnalytics();
  return (
    <TrolleyRoot>
      <CustomerSlotRoot>
        <HeadContent />
        <Outlet />
      </CustomerSlotRoot>
    </TrolleyRoot>
  );
}
