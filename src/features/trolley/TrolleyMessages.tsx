import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import {
  selectIsUnavailable,
  selectNetworkError,
  selectNotice,
  selectRemovedLine,
} from '../../../machines/trolley.selectors.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';

const messageViews = onDemand(() => import('./TrolleyMessageViews.tsx'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'trolley messages' });

const somethingToShow = (snapshot: TrolleySnapshot) =>
  selectNotice(snapshot) !== null ||
  selectRemovedLine(snapshot) !== null ||
  selectNetworkError(snapshot) ||
  selectIsUnavailable(snapshot);

/** The trolley's messages over any page, mounted once; their code loads the first time one shows. */
export function TrolleyMessages() {
  const wanted = useTrolleySelector(somethingToShow, false);
  const views = useOnDemand(messageViews, wanted, reportLoadFailure);
  return views ? <views.TrolleyMessageViews /> : null;
}
