import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf } from '../services/customer-orders.ts';
import {
  getCampaigns,
  getCoverage,
  getSlotDates,
  getSlotDays,
  invalidInput,
  isRecord,
  readPlace,
  readSlotDays,
  type SlotRefusal,
  type SlotResult,
} from '../services/slots.ts';
import {
  bookSlot,
  cancelCustomerSlot,
  getCustomerSlot,
  readBookSlot,
  setSlotCapacity,
} from '../services/slots-booking.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn, unauthorised } from './auth-middleware.ts';
import { apiError, noStore } from './errors.ts';

/**
 * Slot orchestration `/api/slot-orchestration-{env}/v1/...` (doc 2 §7 Slots; docs/api/slots.md). Grids,
 * campaigns and coverage answer any session, anonymous too; booking and the customer slot only a signed-in
 * customer, and only ever their own current order's booking (the customer comes from the verified token).
 */

/** Any live session, anonymous or signed in; none is 401. */
const requireSession: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('auth')) return unauthorised(c);
  await next();
};

const refusal = (c: Context, { status, type, message }: SlotRefusal) => apiError(c, status, type, message);

/** The JSON body, or undefined when it is not JSON. */
async function bodyOf(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const answer = <T>(c: Context, result: SlotResult<T>) =>
  result.ok ? c.json(result.value as object) : refusal(c, result.refusal);

export function slotRoutes(ctx: ServiceContext) {
  const ownerOfRequest = (c: Context<AuthEnv>) => {
    const auth = c.get('auth');
    return auth ? ownerOf(auth) : null;
  };
  return new Hono<AuthEnv>()
    .use('*', noStore, authenticate(ctx))
    .post('/slotdates', requireSession, async (c) => {
      const body = await bodyOf(c);
      if (!isRecord(body)) return refusal(c, invalidInput('The body must be a JSON object').refusal);
      const place = readPlace(body);
      if (!place.ok) return refusal(c, place.refusal);
      return answer(c, await getSlotDates(ctx, ownerOfRequest(c), place.value));
    })
    .post('/slotdays', requireSession, async (c) => {
      const body = await bodyOf(c);
      if (!isRecord(body)) return refusal(c, invalidInput('The body must be a JSON object').refusal);
      const place = readPlace(body);
      if (!place.ok) return refusal(c, place.refusal);
      const input = readSlotDays(body, place.value);
      if (!input.ok) return refusal(c, input.refusal);
      return answer(c, await getSlotDays(ctx, ownerOfRequest(c), input.value));
    })
    .post('/campaigns', requireSession, (c) => c.json(getCampaigns(ctx)))
    .get('/coverage', requireSession, async (c) =>
      answer(c, await getCoverage(ctx.db, c.req.query('postcode'))),
    )
    .post('/bookslot', requireCustomer, async (c) => {
      const input = readBookSlot(await bodyOf(c));
      if (!input.ok) return refusal(c, input.refusal);
      const owner = ownerOf(signedIn(c));
      const booked = await bookSlot(ctx, { ...owner, customerId: signedIn(c).customerId }, input.value);
      return booked.ok ? c.json({ customerSlot: booked.value }) : refusal(c, booked.refusal);
    })
    .get('/customerslot', requireCustomer, async (c) =>
      c.json({ customerSlot: await getCustomerSlot(ctx, ownerOf(signedIn(c))) }),
    )
    .delete('/customerslot', requireCustomer, async (c) => {
      const cancelled = await cancelCustomerSlot(ctx, ownerOf(signedIn(c)));
      return cancelled.ok ? c.body(null, 204) : refusal(c, cancelled.refusal);
    });
}

/**
 * Development mode only (SHOP_MODE=development; never on a plain start): sets a slot's capacity, so an
 * end-to-end test can leave one place for two browsers to race for. `PUT testing/slots/{slotId}/capacity` with `{ capacity }`.
 */
export function slotTestingRoutes(ctx: ServiceContext) {
  return new Hono().put('/testing/slots/:slotId/capacity', async (c) => {
    const body = await bodyOf(c);
    if (!isRecord(body)) return refusal(c, invalidInput('The body must be a JSON object').refusal);
    return answer(c, await setSlotCapacity(ctx, c.req.param('slotId'), body.capacity));
  });
}
