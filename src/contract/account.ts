import * as v from 'valibot';

/**
 * The account answers (doc 1 §3, §7.4, §9; docs/api/session.md): the customer account, the customer order
 * stats and the feature rollouts.
 */

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

/** Customer order stats (doc 1 §3, §7.4): `GET /api/order-orchestration-{env}/v1/customerorders/stats`. */
export const orderStatsSchema = v.object({
  customerHasACompletedOrder: v.boolean(),
  daysSinceLastCompletedOrder: v.nullable(v.number()),
  customerHasAnOrderRequiringPaymentAttention: v.boolean(),
});
export type OrderStats = v.InferOutput<typeof orderStatsSchema>;

/** Feature rollouts (doc 1 §9): `POST /api/rollouts-{env}/v1/get-rollouts`. */
export const rolloutSchema = v.object({ name: v.string(), enabled: v.boolean() });
export type Rollout = v.InferOutput<typeof rolloutSchema>;
export const rolloutsSchema = v.object({ rollouts: v.array(rolloutSchema) });
export type Rollouts = v.InferOutput<typeof rolloutsSchema>;
