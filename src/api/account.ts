import * as v from 'valibot';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/** Customer account (doc 1 §3): `GET /api/customer-{env}/v1/accounts/self`. */
export const customerAccountSchema = v.object({
  id: v.union([v.string(), v.number()]),
  email: v.object({ email: v.string() }),
  title: v.nullish(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  contactAddressId: v.nullish(v.union([v.string(), v.number()])),
  created: v.nullish(v.string()),
  lastLogin: v.nullish(v.string()),
  totalOrderCount: v.number(),
});
export type CustomerAccount = v.InferOutput<typeof customerAccountSchema>;

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

/** Customer order stats (doc 1 §3, §7.4). */
export const orderStatsSchema = v.object({
  customerHasACompletedOrder: v.boolean(),
  daysSinceLastCompletedOrder: v.nullable(v.number()),
  customerHasAnOrderRequiringPaymentAttention: v.boolean(),
});
export type OrderStats = v.InferOutput<typeof orderStatsSchema>;

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

/** Feature rollouts (doc 1 §9): `POST /api/rollouts-{env}/v1/get-rollouts`. */
export const rolloutsSchema = v.object({
  rollouts: v.array(v.object({ name: v.string(), enabled: v.boolean() })),
});
export type Rollout = v.InferOutput<typeof rolloutsSchema>['rollouts'][number];

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
