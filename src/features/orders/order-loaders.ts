import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { orderQueryOptions } from './order.queries.ts';

/** Whether a failed call was answered 404 (the order is not the shopper's, or there is none). */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** An order page's loader: the order in the cache, or the not-found page (another's order is never shown). */
export async function loadOrderPage(queryClient: QueryClient, customerId: number, customerOrderId: string) {
  try {
    await queryClient.ensureQueryData(orderQueryOptions(customerId, customerOrderId));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** View order's loader: the order in the cache; an order that cannot be shown goes back to My orders. */
export async function loadViewOrderPage(
  queryClient: QueryClient,
  customerId: number,
  customerOrderId: string,
) {
  try {
    await queryClient.ensureQueryData(orderQueryOptions(customerId, customerOrderId));
  } catch (error) {
    if (isNotFound(error)) throw redirect({ to: '/myaccount/my-orders', replace: true });
    throw error;
  }
}
