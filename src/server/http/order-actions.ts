import { type Context, Hono } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf } from '../services/customer-orders.ts';
import {
  amendOrder,
  cancelAmendOrder,
  cancelOrder,
  changeOrderSlot,
  type OrderActionResult,
  type OrderActor,
} from '../services/order-actions.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { noStore } from './errors.ts';

/**
 * The actions on a placed order over HTTP (docs/api/orders.md "Actions"), under
 * `/api/order-orchestration-{env}/v1`: POST orders/{id}/init-amend, cancel-amend, init-changeslot and cancel.
 * Every call is a signed-in customer's (401 otherwise) about their own order (404 otherwise), answered
 * `no-store` with `{ failures, order }` (orderActionSchema): 200, or the refusal's status (404, 409). A body,
 * if any, is ignored.
 */

/** The caller: the customer, and whether staff signed on as them (customer care: principalId differs). */
const actorOf = (c: Context<AuthEnv>): OrderActor => {
  const auth = signedIn(c);
  return {
    ...ownerOf(auth),
    customerId: auth.customerId,
    staffOnBehalf: auth.principalId !== auth.customerId,
  };
};

const answer = (c: Context, result: OrderActionResult) => c.json(result.body, result.status);

export function orderActionRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const services = { ...ctx, apiEnv: options.apiEnv };
  return new Hono<AuthEnv>()
    .use('/orders/*', noStore, authenticate(ctx), requireCustomer)
    .post('/orders/:id/init-amend', async (c) =>
      answer(c, await amendOrder(services, actorOf(c), c.req.param('id'))),
    )
    .post('/orders/:id/cancel-amend', async (c) =>
      answer(c, await cancelAmendOrder(services, actorOf(c), c.req.param('id'))),
    )
    .post('/orders/:id/init-changeslot', async (c) =>
      answer(c, await changeOrderSlot(services, actorOf(c), c.req.param('id'))),
    )
    .post('/orders/:id/cancel', async (c) =>
      answer(c, await cancelOrder(services, actorOf(c), c.req.param('id'))),
    );
}
