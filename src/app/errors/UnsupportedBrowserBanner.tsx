import { selectIsSupportedBrowser } from '../../../machines/page-loading.selectors.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { useSelector } from '../../ui/use-selector.ts';

// Only a browser the shop does not work in needs the banner, so only it loads the banner's code (issue 5).
const notice = onDemand(() => import('./UnsupportedBrowserNotice.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'unsupported browser banner' });

/**
 * doc 1 §8, doc 3 §8 "Unsupported browser": a banner at the top of every page of a browser the shop does
 * not work in (the page-loading actor's supported-browser flag, doc 1 §4), with links to three that it does.
 * The actor starts just after first paint; the banner shows once it has said so.
 */
export function UnsupportedBrowserBanner() {
  const supported = useSelector(useShop()?.pageLoading, (snapshot) =>
    snapshot ? selectIsSupportedBrowser(snapshot) : true,
  );
  const loaded = useOnDemand(notice, !supported, reportLoadFailure);
  return !supported && loaded ? <loaded.UnsupportedBrowserNotice /> : null;
}
