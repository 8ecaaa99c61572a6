import '../ui/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openShopDoor } from '../shop/door/door.tsx';
import { reportError } from '../shop/door/error-reporting.ts';
import { inspect } from '../shop/door/inspector.ts';
import { createNetworkErrorNotice } from '../shop/door/network-error.ts';
import { AppFallback } from './errors/AppFallback.tsx';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { listenForErrors } from './errors/error-listeners.ts';
import { loadRouteChunk } from './errors/route-chunk.ts';
import { UnsupportedBrowserBanner } from './errors/UnsupportedBrowserBanner.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { ShopRoot } from './ShopRoot.tsx';

const queryClient = createQueryClient();
const networkError = createNetworkErrorNotice();
// The running shop (src/shop) is not needed to show the page: its code is fetched at once through the one
// door, beside the page's own, and the session asks the token service as soon as it has arrived. The shop
// navigates through the router, which is made next with the door in its context. Its chunk loads as route
// chunks do (doc 1 §1, §9): each attempt 120 s, a failed one tried twice more.
const shop = openShopDoor({
  load: () =>
    loadRouteChunk(() => import('../shop/shop.ts')).then(({ startShop }) =>
      startShop({ router, networkError, view: window, inspect }),
    ),
  networkError,
  report: (error) => reportError(error, { caught: 'shop' }),
});
const router = createAppRouter(queryClient, shop);
listenForErrors(window, { report: reportError, networkError });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary
      onError={(error) => reportError(error, { caught: 'app' })}
      fallback={() => <AppFallback />}
    >
      <ShopRoot door={shop}>
        <UnsupportedBrowserBanner />
        <PageLoadingBar />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShopRoot>
    </ErrorBoundary>
  </StrictMode>,
);
