import type { QueryClient } from '@tanstack/react-query';
import { orderListQueryOptions, previousOrderQueryOptions } from './shop-from-order.queries.ts';

/** The interstitial's loader: the shopper's recent orders, to choose one from. */
export async function loadOrderChoices(queryClient: QueryClient, customerId: number): Promise<void> {
  await queryClient.ensureQueryData(orderListQueryOptions(customerId, 'recent'));
}

/**
 * The shop-from-order page's loader: the previous order with its lines and recommendations. An order that is
 * not the shopper's previous order answers with no order (and its failures): the page says so.
 */
export async function loadPreviousOrder(
  queryClient: QueryClient,
  customerId: number,
  customerOrderId: string,
): Promise<void> {
  await queryClient.ensureQueryData(previousOrderQueryOptions(customerId, customerOrderId));
}
