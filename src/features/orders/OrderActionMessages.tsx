import type { OrderActionsSnapshot } from '../../../machines/order-actions.machine.ts';
import {
  selectActionUnderWay,
  selectConfirmation,
  selectFailure,
  selectNotice,
} from '../../../machines/order-actions.selectors.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { useOrderActionsSelector } from './use-order-actions.ts';

const messageViews = onDemand(() => import('./OrderActionMessageViews.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'order action messages' });

const somethingToShow = (snapshot: OrderActionsSnapshot) =>
  selectConfirmation(snapshot) !== null ||
  selectFailure(snapshot) !== null ||
  selectNotice(snapshot) !== null ||
  selectActionUnderWay(snapshot) !== null;

/** The order actions' confirmations and messages over any page, mounted once; their code loads when wanted. */
export function OrderActionMessages() {
  const wanted = useOrderActionsSelector(somethingToShow, false);
  const views = useOnDemand(messageViews, wanted, reportLoadFailure);
  return views ? <views.OrderActionMessageViews /> : null;
}
