import '../ui/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageLoadingActor } from '../../machines/page-loading.machine.ts';
import { reportError } from './error-reporting.ts';
import { AppFallback } from './errors/AppFallback.tsx';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { listenForErrors } from './errors/error-listeners.ts';
import { loadRouteChunk } from './errors/route-chunk.ts';
import { UnsupportedBrowserBanner } from './errors/UnsupportedBrowserBanner.tsx';
import { inspect } from './inspector.ts';
import { lazyValue } from './lazy-value.ts';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { createNetworkErrorNotice } from './session/network-error.ts';
import { SessionModals } from './session/SessionModals.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { createSessionLoader } from './session/session-loader.ts';
import { sessionNavigate } from './session/session-navigation.ts';

const queryClient = createQueryClient();
const networkError = createNetworkErrorNotice();
// The session's machine is not needed to show the page (issue 5: the first script): its code is fetched
// at once, beside the page's own, and the session asks the token service as soon as it has arrived. The
// session navigates through the router, which is made next with the session in its context.
const session = createSessionLoader({
  // Its chunk loads as route chunks do (doc 1 §1, §9): each attempt 120 s, a failed one tried twice more.
  load: () =>
    loadRouteChunk(() => import('./session/start-app-session.ts')).then(({ startAppSession }) =>
      startAppSession({ navigate: (path) => sessionNavigate(router, path), networkError, inspect }),
    ),
  networkError,
  report: (error) => reportError(error, { caught: 'session' }),
});
const router = createAppRouter(queryClient, session);
listenForErrors(window, { report: reportError, networkError });
// The page-loading actor and the shell's navigation rules (doc 1 §2.4, §4) start just after first paint.
const pageLoading = lazyValue<PageLoadingActor>();
loadRouteChunk(() => import('./navigation/start-navigation.ts'))
  .then(({ startNavigation }) => pageLoading.set(startNavigation({ router, view: window, inspect })))
  .catch((error: unknown) => reportError(error, { caught: 'navigation' }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary
      onError={(error) => reportError(error, { caught: 'app' })}
      fallback={() => <AppFallback />}
    >
      <UnsupportedBrowserBanner pageLoading={pageLoading} />
      <PageLoadingBar pageLoading={pageLoading} />
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <SessionModals />
      </SessionProvider>
    </ErrorBoundary>
  </StrictMode>,
);
