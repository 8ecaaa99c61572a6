import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { MainLayout } from '../app/layouts/MainLayout.tsx';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import type { AppSession } from '../app/session/app-session.ts';
import { SHOP_NAME } from '../ui/brand.ts';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The app's one session (doc 1 §4): guards wait for it and read who the shopper is. */
  session: AppSession;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: SHOP_NAME }] }),
  component: RootDocument,
  // Anything unknown is the not-found page, inside the main shell.
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
});

function RootDocument() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
