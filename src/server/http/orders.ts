import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/checkout.ts';
import { getBeforeYouGo } from '../services/before-you-go.ts';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf } from '../services/customer-orders.ts';
import { listOrders, readOrderListQuery } from '../services/order-lists.ts';
import {
  type CustomerOwner,
  confirmCardAuthentication,
  getOrder,
  invalidOrderInput,
  isRecord,
  type OrderContext,
  type OrderResult,
  ownOrder,
  readCheckoutDetails,
  readJwtId,
  readNewCard,
  readSavedCard,
  setOrderCard,
  setOrderSavedCard,
  updateCheckoutDetails,
} from '../services/orders.ts';
import { placeOrder } from '../services/place-order.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { limitBody } from './body-limit.ts';
import { checkoutRefusal, noStore } from './errors.ts';
import { readBody } from './order-body.ts';

/**
 * The order service over HTTP (docs/api/checkout.md "The order service", "Before you go", "Ad tracking"):
 * `/api/order-orchestration-{env}/v1` and `/v2` (orders/{id}...), `/api/interstitials-{env}/v1`
 * (before-you-go) and `/api/analytics-{env}/v1/ad-orders`. Every call is a signed-in customer's (401
 * otherwise), about their own order (404 otherwise), answered `no-store`; refusals are
 * `{ message, type, code, details?, fieldErrors? }` (checkoutRefusalSchema) with their status.
 */

const answer = <T extends object>(c: Context, result: OrderResult<T>) =>
  result.ok ? c.json(result.value) : checkoutRefusal(c, result.refusal);

const orderAnswer = (c: Context, result: OrderResult<object>) =>
  result.ok ? c.json({ order: result.value }) : checkoutRefusal(c, result.refusal);

const customerOf = (c: Context<AuthEnv>): CustomerOwner => {
  const auth = signedIn(c);
  return { ...ownerOf(auth), customerId: auth.customerId };
};

/** Idempotency-Key: 8 to 100 visible ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;

function readPlaceBody(body: unknown): OrderResult<{ instantCheckout: boolean }> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const unknown = Object.keys(body).filter((key) => key !== 'instantCheckout');
  if (unknown.length > 0) return invalidOrderInput(`Unknown field: ${unknown.join(', ')}.`);
  if (body.instantCheckout !== undefined && typeof body.instantCheckout !== 'boolean')
    return invalidOrderInput('instantCheckout must be true or false.');
  return { ok: true, value: { instantCheckout: body.instantCheckout === true } };
}

const withEnv = (ctx: ServiceContext, apiEnv: string): OrderContext => ({ ...ctx, apiEnv });

/**
 * `/api/order-orchestration-{env}/v1`: the customer's order lists (docs/api/orders.md "Lists"), the order, its
 * checkout details, its card, placing it. (Hono's `/orders/*` matches `/orders` too: the lists are signed-in
 * and no-store like the rest.)
 */
export function orderRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const services = withEnv(ctx, options.apiEnv);
  return new Hono<AuthEnv>()
    .use('/orders/*', noStore, authenticate(ctx), requireCustomer)
    .get('/orders', async (c) => {
      const query = readOrderListQuery({
        list: c.req.query('list'),
        start: c.req.query('start'),
        size: c.req.query('size'),
      });
      if (!query.ok) return checkoutRefusal(c, query.refusal);
      return c.json(await listOrders(services, customerOf(c), query.value, services));
    })
    .get('/orders/:id', async (c) =>
      orderAnswer(c, await getOrder(services, customerOf(c), c.req.param('id'))),
    )
    .patch('/orders/:id', async (c) => {
      const input = await readBody(c, readCheckoutDetails);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(
        c,
        await updateCheckoutDetails(services, customerOf(c), c.req.param('id'), input.value),
      );
    })
    .put('/orders/:id/payment-cards', async (c) => {
      const input = await readBody(c, readNewCard);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(c, await setOrderCard(services, customerOf(c), c.req.param('id'), input.value));
    })
    .patch('/orders/:id/authenticated-payment-cards', async (c) => {
      const input = await readBody(c, readJwtId);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(
        c,
        await confirmCardAuthentication(services, customerOf(c), c.req.param('id'), input.value.jwtId),
      );
    })
    .post('/orders/:id/place', async (c) => {
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
      if (key === undefined || !IDEMPOTENCY_KEY.test(key))
        return checkoutRefusal(
          c,
          invalidOrderInput(`The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 100 characters.`).refusal,
        );
      const input = await readBody(c, readPlaceBody, {});
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(
        c,
        await placeOrder(services, customerOf(c), c.req.param('id'), {
          idempotencyKey: key,
          instantCheckout: input.value.instantCheckout,
        }),
      );
    });
}

/** `/api/order-orchestration-{env}/v2`: a saved card onto the order. */
export function orderRoutesV2(ctx: ServiceContext, options: { apiEnv: string }) {
  const services = withEnv(ctx, options.apiEnv);
  return new Hono<AuthEnv>()
    .use('/orders/*', noStore, authenticate(ctx), requireCustomer)
    .put('/orders/:id/payment-cards', async (c) => {
      const input = await readBody(c, readSavedCard);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(
        c,
        await setOrderSavedCard(services, customerOf(c), c.req.param('id'), input.value.paymentCardId),
      );
    });
}

/** `/api/interstitials-{env}/v1`: the before-you-go steps of the order being checked out. */
export function interstitialRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const services = withEnv(ctx, options.apiEnv);
  return new Hono<AuthEnv>()
    .use('*', noStore, authenticate(ctx), requireCustomer)
    .get('/before-you-go', async (c) =>
      answer(c, await getBeforeYouGo(services, customerOf(c), c.req.query('customerOrderId'))),
    );
}

/** The ad-tracking order post is small: an order id and a total. */
export const AD_ORDER_MAX_BYTES = 1024;

export const adOrderSchema = v.object({
  customerOrderId: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  total: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000)),
});

/**
 * `POST /api/analytics-{env}/v1/ad-orders` (doc 2 §7 "An ad-tracking order post"): after an order is placed,
 * fire and forget. The order must be the caller's placed one (404 otherwise); it is logged without anything
 * personal and answered 204.
 */
export function adOrderRoutes(ctx: ServiceContext) {
  const services = withEnv(ctx, '');
  return new Hono<AuthEnv>().post(
    '/ad-orders',
    limitBody(AD_ORDER_MAX_BYTES),
    noStore,
    authenticate(ctx),
    requireCustomer,
    async (c) => {
      const input = await readBody(c, (body) => {
        const parsed = v.safeParse(adOrderSchema, body);
        return parsed.success
          ? { ok: true, value: parsed.output }
          : invalidOrderInput('The body must be { customerOrderId, total }.');
      });
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      const found = await ownOrder(services.db, customerOf(c), input.value.customerOrderId);
      if (!found.ok) return checkoutRefusal(c, found.refusal);
      if (found.value.placedAt === null)
        return checkoutRefusal(c, {
          status: 409,
          type: 'ORDER_NOT_PLACED',
          message: 'The order is not placed.',
        });
      ctx.logger.info('ad-tracking order', { customerOrderId: found.value.id });
      return c.body(null, 204);
    },
  );
}
