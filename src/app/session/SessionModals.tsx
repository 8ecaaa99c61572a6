import { useEffect, useSyncExternalStore } from 'react';
import { selectLogoutFailed, selectSessionTimedOut } from '../../../machines/session.selectors.ts';
import { useShopDoor } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { useSessionValue } from '../../shop/door/session-hooks.ts';
import { onDemand, preloadWhenIdle, useOnDemand } from '../../ui/on-demand.ts';

const sessionModalViews = onDemand(() => import('./SessionModalViews.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'session modals' });

/**
 * The modals the session and the call layer open, over any page (mounted once, beside the router). Their
 * code loads once the page is idle, so that it is there when one opens even if the network has gone (the
 * offline modal), and at once if one opens before that.
 */
export function SessionModals() {
  const { networkError } = useShopDoor();
  const timedOut = useSessionValue(selectSessionTimedOut, false);
  const logoutFailed = useSessionValue(selectLogoutFailed, false);
  const network = useSyncExternalStore(networkError.subscribe, networkError.getState, networkError.getState);
  const views = useOnDemand(
    sessionModalViews,
    timedOut || logoutFailed || network !== 'hidden',
    reportLoadFailure,
  );
  useEffect(() => preloadWhenIdle(sessionModalViews), []);
  return views ? <views.SessionModalViews /> : null;
}
