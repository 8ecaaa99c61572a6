import {
  type CustomerAccount,
  customerAccountSchema,
  type OrderStats,
  orderStatsSchema,
  type Rollout,
  rolloutsSchema,
} from '../contract/account.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/** The account calls (doc 1 §3, §7.4, §9); their answers are src/contract/account.ts. */

export type { CustomerAccount, OrderStats } from '../contract/account.ts';

/** The signed-in shopper's account. An anonymous shopper's call answers 401 (the session is refreshed once). */
export function getAccount(signal?: AbortSignal): Promise<CustomerAccount> {
  return call({
    service: 'customer',
    version: 1,
    endpoint: 'accounts/self',
    schema: customerAccountSchema,
    signal,
  });
}

/** The statuses the stats call handles itself (doc 1 §7.4): no refresh, no logout, nothing logged. */
const ORDER_STATS_HANDLED = [401, 403, 404] as const;

/**
 * GET customerorders/stats. Null when there are none to show: an anonymous or ended session (401, 403) or
 * an account that no longer exists (404).
 */
export async function getOrderStats(signal?: AbortSignal): Promise<OrderStats | null> {
  try {
    return await call({
      service: 'order-orchestration',
      version: 1,
      endpoint: 'customerorders/stats',
      schema: orderStatsSchema,
      handleStatuses: ORDER_STATS_HANDLED,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (ORDER_STATS_HANDLED as readonly number[]).includes(error.status)) {
      return null;
    }
    throw error;
  }
}

/** Which of the named flags (all of them when no names are given) are on. */
export async function getRollouts(names?: readonly string[], signal?: AbortSignal): Promise<Rollout[]> {
  const answer = await call({
    service: 'rollouts',
    version: 1,
    endpoint: 'get-rollouts',
    method: 'POST',
    json: { names },
    schema: rolloutsSchema,
    // The flags are the same for every shopper: no need to wait for the session.
    needsSession: false,
    signal,
  });
  return answer.rollouts;
}
