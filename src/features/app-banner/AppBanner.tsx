import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';

/**
 * The banner's machine reads the page asynchronously before deciding to show it, so it is never part of the
 * first paint: its code loads beside the page (issue 5: the initial JavaScript budget).
 */
const appBannerView = onDemand(() => import('./AppBannerView.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'app banner' });

/** The mobile-app install banner (doc 1 §2.3): nothing until its code has loaded, and nothing if it fails. */
export function AppBanner() {
  const view = useOnDemand(appBannerView, true, reportLoadFailure);
  return view ? <view.AppBannerView /> : null;
}
