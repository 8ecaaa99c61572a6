import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useCustomerData } from '../app/customer-data.ts';
import { CustomerSlotRoot } from '../app/customer-slot/CustomerSlotRoot.tsx';
import { MainLayout } from '../app/layouts/MainLayout.tsx';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { documentTitleOf } from '../app/navigation/document-title.ts';
import type { ShellNavigation } from '../app/navigation/shell-navigation.ts';
import type { SessionLoader } from '../app/session/session-loader.ts';
import { TrolleyRoot } from '../app/trolley/TrolleyRoot.tsx';
import { signInGuard } from '../features/sign-in/session-guards.ts';
import { RouteHead } from '../ui/RouteHead.tsx';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The app's one session (doc 1 §4), whose code loads after first paint: guards and loaders wait for it
   * (`sessionWhenReady`) and read who the shopper is.
   */
  session: SessionLoader;
  /** The shell's routing rules (doc 1 §2.4), applied before every page loads. */
  shell: ShellNavigation;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell's redirects and the checkout's full page loads (doc 1 §2.1, §2.4), then the sign-in guard
  // for the paths on the list that need it (doc 1 §2.4, doc 2 §6); other pages do not wait for the session.
  beforeLoad: ({ location, cause, context }) =>
    context.shell.beforeLoad(location, cause) ?? signInGuard(context.session, location),
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
  // Customer data on the pages that load it (the login event is watched by the session itself: start-app-session.ts).
  useCustomerData();
  return (
    <TrolleyRoot>
      <CustomerSlotRoot>
        <RouteHead />
        <Outlet />
      </CustomerSlotRoot>
    </TrolleyRoot>
  );
}
