import { queryOptions } from '@tanstack/react-query';
import { getAccount, getOrderStats } from '../../api/on-demand-calls.ts';

/**
 * The signed-in shopper's own data in the cache (doc 1 §3 Customer account, Customer order stats): every
 * key starts with CUSTOMER_DATA_KEY and names the customer, so signing out clears it all at once and staff
 * returning to admin never see the customer's data as their own.
 */
export const CUSTOMER_DATA_KEY = ['customer'] as const;

export const accountQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'account'] as const,
    queryFn: ({ signal }) => getAccount(signal),
  });

/** Null when the stats call answers that there are none for this session (401, 403, 404). */
export const orderStatsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'order-stats'] as const,
    queryFn: ({ signal }) => getOrderStats(signal),
  });
