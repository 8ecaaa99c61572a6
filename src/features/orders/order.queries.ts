import { queryOptions } from '@tanstack/react-query';
import { getOrder } from '../../api/on-demand-calls.ts';
import { CUSTOMER_DATA_KEY } from '../account/account.queries.ts';

/** One of the shopper's orders (doc 2 §3 Order): the customer's own data, cleared when they sign out. */
export const orderQueryOptions = (customerId: number, customerOrderId: string) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'order', customerOrderId] as const,
    queryFn: ({ signal }) => getOrder(customerOrderId, signal),
  });
