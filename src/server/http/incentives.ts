import { type Context, Hono } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf } from '../services/customer-orders.ts';
import {
  addOrderIncentive,
  listOrderIncentives,
  readIncentiveCode,
  removeOrderIncentive,
} from '../services/incentives.ts';
import type { CustomerOwner, OrderResult } from '../services/orders.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { limitBody } from './body-limit.ts';
import { checkoutRefusal, noStore } from './errors.ts';
import { readBody } from './order-body.ts';

/**
 * Promo codes on the shopper's current order over HTTP (docs/api/checkout.md "Money off"), under
 * `/api/order-orchestration-{env}/v1`: GET and POST orders/{id}/incentives, DELETE orders/{id}/incentives/{code}.
 * A signed-in customer's calls (401 otherwise) about their own order (404 otherwise), answered `no-store`;
 * bodies are JSON objects of at most 1 KB (413 above); refusals are checkoutRefusalSchema with their status.
 */

/** A code is at most 40 characters: its body is small. */
export const INCENTIVE_BODY_MAX_BYTES = 1024;

const answer = <T extends object>(c: Context, result: OrderResult<T>) =>
  result.ok ? c.json(result.value) : checkoutRefusal(c, result.refusal);

const customerOf = (c: Context<AuthEnv>): CustomerOwner => {
  const auth = signedIn(c);
  return { ...ownerOf(auth), customerId: auth.customerId };
};

export function incentiveRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const services = { ...ctx, apiEnv: options.apiEnv };
  return new Hono<AuthEnv>()
    .use('/orders/:id/incentives', noStore, authenticate(ctx), requireCustomer)
    .use('/orders/:id/incentives/*', noStore, authenticate(ctx), requireCustomer)
    .get('/orders/:id/incentives', async (c) =>
      answer(c, await listOrderIncentives(services, customerOf(c), c.req.param('id'))),
    )
    .post('/orders/:id/incentives', limitBody(INCENTIVE_BODY_MAX_BYTES), async (c) => {
      const input = await readBody(c, readIncentiveCode);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return answer(c, await addOrderIncentive(services, customerOf(c), c.req.param('id'), input.value.code));
    })
    .delete('/orders/:id/incentives/:code', async (c) =>
      answer(c, await removeOrderIncentive(services, customerOf(c), c.req.param('id'), c.req.param('code'))),
    );
}
