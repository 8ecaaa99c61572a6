import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { ShopDoor } from '../shop/door/door.tsx';
import { reportError } from '../shop/door/error-reporting.ts';
import { AppFallback } from './errors/AppFallback.tsx';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { UnsupportedBrowserBanner } from './errors/UnsupportedBrowserBanner.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import type { createAppRouter } from './router.ts';
import { ShopRoot } from './ShopRoot.tsx';

export interface AppTreeProps {
  door: ShopDoor;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Everything the storefront renders, around the router's pages. The browser mounts it (main.tsx), and the
 * server renders the same tree for the catalogue's pages (server-render.tsx): what the server painted is
 * what the browser hydrates, so it must not differ before the shop has arrived.
 */
export function AppTree({ door, queryClient, router }: AppTreeProps) {
  return (
    <StrictMode>
      <ErrorBoundary
        onError={(error) => reportError(error, { caught: 'app' })}
        fallback={() => <AppFallback />}
      >
        <ShopRoot door={door}>
          <UnsupportedBrowserBanner />
          <PageLoadingBar />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ShopRoot>
      </ErrorBoundary>
    </StrictMode>
  );
}
