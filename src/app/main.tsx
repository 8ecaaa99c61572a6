import '../ui/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSupportedBrowser } from '../domain/browser-support.ts';
import { reportError } from './error-reporting.ts';
import { AppFallback } from './errors/AppFallback.tsx';
import { detectBrowserFeatures } from './errors/browser-features.ts';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { listenForErrors } from './errors/error-listeners.ts';
import { UnsupportedBrowserBanner } from './errors/UnsupportedBrowserBanner.tsx';
import { inspect } from './inspector.ts';
import { connectPageLoading, createPageLoading } from './navigation/page-loading.ts';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { createAppSession } from './session/app-session.ts';
import { SessionModals } from './session/SessionModals.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';

const queryClient = createQueryClient();
// Started before the first render, so the token service is asked while the page's own calls go out.
// The session navigates through the router, which is made next with the session in its context.
const session = createAppSession({ navigate: (path) => void router.navigate({ href: path }), inspect });
const router = createAppRouter(queryClient, session);
const pageLoading = createPageLoading({
  supportedBrowser: isSupportedBrowser(detectBrowserFeatures()),
  inspect,
});
connectPageLoading(router, pageLoading);
listenForErrors(window, { report: reportError, networkError: session.networkError });
// Remembering paths and scroll positions is not needed for the first paint (doc 1 §2.4).
import('./navigation/connect-navigation.ts')
  .then(({ connectNavigation }) => connectNavigation({ router, pageLoading, view: window }))
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
