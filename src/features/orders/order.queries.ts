import { queryOptions } from '@tanstack/react-query';
import { getOrder } from '../../api/on-demand-calls.ts';
import type { OrderList } from '../../domain/orders.ts';
import { CUSTOMER_DATA_KEY } from '../account/account.queries.ts';

/** One of the shopper's orders (doc 2 §3 Order): the customer's own data, cleared when they sign out. */
export const orderQueryOptions = (customerId: number, customerOrderId: string) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'order', customerOrderId] as const,
    queryFn: ({ signal }) => getOrder(customerOrderId, signal),
  });

/**
 * The first page of one of the shopper's order lists (doc 2 §3 "Order lists are pending, previous, completed
 * and recent"). The order calls' module loads with the first list asked for. The order actions fetch every
 * list afresh after a change (src/shop/order-actions.ts).
 */
export const orderListQueryOptions = (customerId: number, list: OrderList) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'orders', list] as const,
    queryFn: ({ signal }) =>
      import('../../api/orders.ts').then((calls) => calls.getOrderList(list, { signal })),
  });
