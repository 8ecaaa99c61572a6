import { queryOptions } from '@tanstack/react-query';
import type { OrderList } from '../../domain/orders.ts';
import { CUSTOMER_DATA_KEY } from '../account/account.queries.ts';

/**
 * The shopper's previous orders in the cache (the customer's own data: cleared when they sign out). The
 * calls' module loads with the first query that needs it, not with the app's first script.
 */

const calls = () => import('../../api/previous-order.ts');

/** A list of the shopper's orders (docs/api/orders.md "Lists"), its first page. */
export const orderListQueryOptions = (customerId: number, list: OrderList) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'orders', list] as const,
    queryFn: async ({ signal }) => (await import('../../api/orders.ts')).getOrderList(list, { signal }),
  });

/** A previous order with all its lines as sold today and its recommended products (doc 2 §7). */
export const previousOrderQueryOptions = (customerId: number, customerOrderId: string) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'previous-order', customerOrderId] as const,
    queryFn: async ({ signal }) => (await calls()).getOrderWithRecommendations(customerOrderId, { signal }),
  });
