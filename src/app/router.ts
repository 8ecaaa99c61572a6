import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from './RouteError.tsx';
import type { AppSession } from './session/app-session.ts';

/** The storefront's router: file routes under `src/routes`, served under /ecom (doc 1 §1). */
export function createAppRouter(queryClient: QueryClient, session: AppSession, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/ecom',
    context: { queryClient, session },
    ...(history && { history }),
    defaultPreload: 'intent',
    // TanStack Query decides what is fresh: loaders always run and `ensureQueryData` reads the cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
