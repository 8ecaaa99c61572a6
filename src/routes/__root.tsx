import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useCustomerData } from '../app/customer-data.ts';
import { MainLayout } from '../app/layouts/MainLayout.tsx';
import { documentTitleOf } from '../app/navigation/document-title.ts';
import type { ShellNavigation } from '../app/navigation/shell-navigation.ts';
import { ShopMessages } from '../app/ShopRoot.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { signInGuard } from '../features/sign-in/session-guards.ts';
import type { ShopDoor } from '../shop/door/door.tsx';
import { RouteHead } from '../ui/RouteHead.tsx';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The one door to the running shop (src/shop), whose code loads after first paint: guards and loaders
   * wait for it (`context.shop.ready()`, `sessionWhenReady`) and read who the shopper is.
   */
  shop: ShopDoor;
  /** The shell's routing rules (doc 1 §2.4), applied before every page loads. */
  shell: ShellNavigation;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell's redirects and the checkout's full page loads (doc 1 §2.1, §2.4), then the sign-in guard
  // for the paths on the list that need it (doc 1 §2.4, doc 2 §6); other pages do not wait for the session.
  beforeLoad: ({ location, cause, context }) =>
    context.shell.beforeLoad(location, cause) ?? signInGuard(context.shop, location),
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
  // Customer data on the pages that load it (the login event is watched by the shop: src/shop/shop.ts).
  useCustomerData();
  return (
    <>
      <RouteHead />
      <Outlet />
      <ShopMessages />
    </>
  );
}
