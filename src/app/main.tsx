import '../ui/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { openShopDoor } from '../shop/door/door.tsx';
import { reportError } from '../shop/door/error-reporting.ts';
import { inspect } from '../shop/door/inspector.ts';
import { createNetworkErrorNotice } from '../shop/door/network-error.ts';
import { AppTree } from './AppTree.tsx';
import { listenForErrors } from './errors/error-listeners.ts';
import { loadRouteChunk } from './errors/route-chunk.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { restoreServerAnswers } from './server-state.ts';

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
const app = <AppTree door={shop} queryClient={queryClient} router={router} />;

// A catalogue page the server rendered (src/app/server-render.tsx) is hydrated from the data it was rendered
// from: the route's loaders find it in the cache, so the page's chunks are all the router waits for, and the
// first render is what the server painted. Any other page renders here.
if (restoreServerAnswers(queryClient, document)) {
  // The server renders the router's matches without the root Suspense boundary a client render has.
  router.ssr = { manifest: undefined };
  router.load().then(
    () =>
      hydrateRoot(container, app, {
        // A page that differs from what the server painted is rendered again here; it is a fault to fix.
        onRecoverableError: (error) => reportError(error, { caught: 'hydration' }),
      }),
    (error: unknown) => {
      reportError(error, { caught: 'route' });
      createRoot(container).render(app);
    },
  );
} else {
  createRoot(container).render(app);
}
