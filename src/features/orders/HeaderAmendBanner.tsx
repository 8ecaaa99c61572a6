import { useLocation } from '@tanstack/react-router';
import { toBrowserPath } from '../../domain/routing.ts';
import { TROLLEY_PAGE_PATH } from '../../domain/slot-booking-routes.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { selectAmendingOrderId } from './amending-order.ts';

const amendBanner = onDemand(() => import('./AmendBanner.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'amend banner' });

/**
 * The main layout's amend banner, under the header: on every page but the trolley page, which shows its own.
 * Its code loads only while the trolley is an order being amended, so the first paint carries none of it.
 */
export function HeaderAmendBanner() {
  const amending = useTrolleySelector(selectAmendingOrderId, null) !== null;
  const onTrolleyPage = useLocation({
    select: (location) => toBrowserPath(location.pathname) === TROLLEY_PAGE_PATH,
  });
  const views = useOnDemand(amendBanner, amending && !onTrolleyPage, reportLoadFailure);
  return views && amending && !onTrolleyPage ? <views.AmendBanner placement="header" /> : null;
}
