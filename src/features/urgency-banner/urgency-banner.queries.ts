import { queryOptions } from '@tanstack/react-query';
import { orderListQueryOptions } from '../shop-from-order/shop-from-order.queries.ts';

/** How often the pending orders are asked for again while a page is open: the banner follows the cut-offs. */
export const URGENCY_REFRESH_MS = 60_000;

/** The shopper's pending orders (docs/api/orders.md "Lists"), kept fresh for the urgency banner. */
export const pendingOrdersQueryOptions = (customerId: number) =>
  queryOptions({
    ...orderListQueryOptions(customerId, 'pending'),
    staleTime: URGENCY_REFRESH_MS,
    refetchInterval: URGENCY_REFRESH_MS,
  });
