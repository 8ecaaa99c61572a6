import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { Shell } from '../app/Shell.tsx';
import { SHOP_NAME } from '../ui/brand.ts';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: SHOP_NAME }] }),
  component: Shell,
  notFoundComponent: NotFoundPage,
});
