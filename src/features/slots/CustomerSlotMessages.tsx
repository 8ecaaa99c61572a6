import type { CustomerSlotSnapshot } from '../../../machines/customer-slot.machine.ts';
import {
  selectHasExpired,
  selectIsConfirmingCancel,
  selectSlotNotice,
} from '../../../machines/customer-slot.selectors.ts';
import { useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';

const messageViews = onDemand(() => import('./CustomerSlotMessageViews.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'customer slot messages' });

const somethingToShow = (snapshot: CustomerSlotSnapshot) =>
  selectSlotNotice(snapshot) !== null || selectHasExpired(snapshot) || selectIsConfirmingCancel(snapshot);

/** The customer slot's messages over any page, mounted once; their code loads the first time one shows. */
export function CustomerSlotMessages() {
  const wanted = useCustomerSlotSelector(somethingToShow, false);
  const views = useOnDemand(messageViews, wanted, reportLoadFailure);
  return views ? <views.CustomerSlotMessageViews /> : null;
}
