import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { ShopDoor } from '../shop/door/door.tsx';
import { reportError } from '../shop/door/error-reporting.ts';
import { createShellNavigation, type ShellNavigationOptions } from './navigation/shell-navigation.ts';
import { RouteError } from './RouteError.tsx';

export type AppRouterOptions = ShellNavigationOptions;

/** The storefront's router: file routes under `src/routes`, served under /ecom (doc 1 §1). */
export function createAppRouter(
  queryClient: QueryClient,
  shop: ShopDoor,
  history?: RouterHistory,
  options: AppRouterOptions = {},
) {
  const shell = createShellNavigation(options);
  const router = createRouter({
    routeTree,
    basepath: '/ecom',
    context: { queryClient, shop, shell },
    ...(history && { history }),
    defaultPreload: 'intent',
    // TanStack Query decides what is fresh: loaders always run and `ensureQueryData` reads the cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultOnCatch: (error) => reportError(error, { caught: 'route' }),
    // The shop keeps scroll positions its own way (doc 1 §2.4: by page, restored after 200 ms):
    // src/shop/navigation/scroll-memory.ts. The router still starts new pages at the top.
    scrollRestoration: false,
  });
  shell.follow(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
