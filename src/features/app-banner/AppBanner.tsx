import { expectsAppBanner } from '../../domain/app-banner.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { AppBannerPlace } from './AppBannerPlace.tsx';
import { useAppBannerEnvironment } from './app-banner-environment.ts';

/**
 * The banner's machine reads the page asynchronously before deciding to show it, so it is never part of the
 * first paint: its code loads beside the page (issue 5: the initial JavaScript budget).
 */
const appBannerView = onDemand(() => import('./AppBannerView.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'app banner' });

/**
 * The mobile-app install banner (doc 1 §2.3). Until its code has loaded, its place is kept (an empty band
 * of its height) where the banner will show, so that nothing below moves when it arrives (issue 20); nothing
 * where it will not, or if its code fails to load.
 */
export function AppBanner() {
  const view = useOnDemand(appBannerView, true, reportLoadFailure);
  const environment = useAppBannerEnvironment();
  if (view) return <view.AppBannerView />;
  return expectsAppBanner(environment) ? <AppBannerPlace /> : null;
}
