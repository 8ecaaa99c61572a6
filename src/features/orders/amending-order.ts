import { selectServerTrolley } from '../../../machines/trolley.selectors.ts';

/** The order the trolley is amending, or null (doc 2 §3 Trolley: amendingOrder, orderId). */
export const selectAmendingOrderId = (snapshot: Parameters<typeof selectServerTrolley>[0]) => {
  const trolley = selectServerTrolley(snapshot);
  return trolley?.amendingOrder ? trolley.orderId : null;
};
