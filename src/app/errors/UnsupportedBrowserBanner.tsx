import { useSelector } from '@xstate/react';
import { type PageLoadingActor, selectIsSupportedBrowser } from '../../../machines/page-loading.machine.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { reportError } from '../error-reporting.ts';

// Only a browser the shop does not work in needs the banner, so only it loads the banner's code (issue 5).
const notice = onDemand(() => import('./UnsupportedBrowserNotice.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'unsupported browser banner' });

/**
 * doc 1 §8, doc 3 §8 "Unsupported browser": a banner at the top of every page of a browser the shop does
 * not work in (the page-loading actor's supported-browser flag, doc 1 §4), with links to three that it does.
 */
export function UnsupportedBrowserBanner({ pageLoading }: { pageLoading: PageLoadingActor }) {
  const supported = useSelector(pageLoading, selectIsSupportedBrowser);
  const loaded = useOnDemand(notice, !supported, reportLoadFailure);
  return !supported && loaded ? <loaded.UnsupportedBrowserNotice /> : null;
}
