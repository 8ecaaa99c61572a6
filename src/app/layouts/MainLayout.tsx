import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { selectIsSignedIn } from '../../../machines/session.selectors.ts';
import { showsSiteBanner } from '../../domain/shell-regions.ts';
import { AppBanner } from '../../features/app-banner/AppBanner.tsx';
import { Footer } from '../../features/footer/Footer.tsx';
import { footerQueryOptions } from '../../features/footer/footer.queries.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { useSessionValue } from '../../shop/door/session-hooks.ts';
import { CanonicalLink } from './CanonicalLink.tsx';
import styles from './Layout.module.css';
import { MainBoundary } from './MainBoundary.tsx';
import { PinBar } from './PinBar.tsx';
import { ShopHeader } from './ShopHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

// Not needed for the first paint: loaded beside it. A banner that cannot load is no banner (reported).
const SiteBanner = lazy(() =>
  import('./SiteBanner.tsx').then(
    (module) => ({ default: module.SiteBanner }),
    (error: unknown) => {
      reportError(error, { caught: 'site banner' });
      return { default: () => null };
    },
  ),
);

// Only for a signed-in shopper, and after first paint like the site banner (doc 2 §4 Urgency banner).
const UrgencyBanner = lazy(() =>
  import('../../features/urgency-banner/UrgencyBanner.tsx').then(
    (module) => ({ default: module.UrgencyBanner }),
    (error: unknown) => {
      reportError(error, { caught: 'urgency banner' });
      return { default: () => null };
    },
  ),
);

// The amend banner and the order actions' messages: only for a signed-in shopper, after first paint.
const SignedInOrderViews = lazy(() =>
  import('../../features/orders/SignedInOrderViews.tsx').then(
    (module) => ({ default: module.SignedInOrderViews }),
    (error: unknown) => {
      reportError(error, { caught: 'order views' });
      return { default: (): ReactNode => null };
    },
  ),
);

/**
 * The main shell (doc 1 §2.3): skip link, app install banner, header, site banner, main area (behind its
 * error boundary), pin bar and footer. The multi-search modal, which the header and the multi-search page's
 * strip open (doc 3 §4), is the app root's (features/multi-search/MultiSearchDialog.tsx).
 */
export function MainLayout({ children }: { children: ReactNode }) {
  // The footer never holds a page back: until it arrives (or if it fails) the plain footer shows.
  const footer = useQuery(footerQueryOptions());
  const pathname = useLocation({ select: (location) => location.pathname });
  const signedIn = useSessionValue(selectIsSignedIn, false);
  return (
    <>
      <CanonicalLink />
      <SkipLink />
      <AppBanner />
      <ShopHeader />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInOrderViews />
        </Suspense>
      )}
      {showsSiteBanner('main', pathname) && (
        <Suspense fallback={null}>
          <SiteBanner />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <UrgencyBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <MainBoundary>{children}</MainBoundary>
      </main>
      <PinBar />
      <Footer content={footer.data ?? null} />
    </>
  );
}
