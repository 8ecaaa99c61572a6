import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Clock, MovableClock } from '../clock.ts';
import { resetSeededTender } from '../seed/tender.ts';
import type { ServiceContext } from '../services/context.ts';
import type { LifecycleCounts, OrderLifecycleJob } from '../services/order-lifecycle.ts';
import { apiError, noStore } from './errors.ts';

/**
 * Development mode only (SHOP_MODE=development; a plain start has none of it): `/api/testing-{env}/v1`, the
 * shop's clock and the order-lifecycle job, so a demo or an end-to-end test sees an order's whole life in
 * seconds (docs/api/orders.md "The development clock").
 * - `GET /clock` → `{ now }`;
 * - `PUT /clock` `{ advanceMinutes }` or `{ time }` (an ISO instant) → `{ now, moved }`: the clock moves
 *   forward (never back: 400 `CLOCK_BACKWARDS`) and the job runs at once (`moved`: orders per step); 409
 *   `CLOCK_NOT_MOVABLE` when the app was given no clock that moves;
 * - `POST /order-lifecycle/run` → `{ now, moved }`: the job runs at once.
 */

/** At most a year at a time. */
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

const clockBodySchema = v.union([
  v.strictObject({ advanceMinutes: v.pipe(v.number(), v.finite(), v.maxValue(MAX_ADVANCE_MINUTES)) }),
  v.strictObject({ time: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()) }),
]);

export const CLOCK_MESSAGES = {
  invalid: 'Send { "advanceMinutes": n } or { "time": "an ISO instant" }.',
  backwards: 'The clock only moves forward.',
  notMovable: 'This server’s clock cannot be moved.',
} as const;

export function testingRoutes(options: {
  /** The app's clock. */
  clock: Clock;
  /** The same clock's `advance` and `set`, when it can move. */
  movable: MovableClock | undefined;
  lifecycle: OrderLifecycleJob;
}) {
  const { clock, movable, lifecycle } = options;
  const ran = (c: Context, now: Date, moved: LifecycleCounts) => c.json({ now: now.toISOString(), moved });
  return new Hono()
    .use('*', noStore)
    .get('/clock', (c) => c.json({ now: clock.now().toISOString() }))
    .put('/clock', async (c) => {
      if (!movable) return apiError(c, 409, 'CLOCK_NOT_MOVABLE', CLOCK_MESSAGES.notMovable);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return apiError(c, 400, 'INVALID_INPUT', CLOCK_MESSAGES.invalid);
      }
      const parsed = v.safeParse(clockBodySchema, body);
      if (!parsed.success) return apiError(c, 400, 'INVALID_INPUT', CLOCK_MESSAGES.invalid);
      const input = parsed.output;
      const target =
        'time' in input
          ? new Date(input.time).getTime()
          : clock.now().getTime() + Math.round(input.advanceMinutes * 60_000);
      if (Number.isNaN(target)) return apiError(c, 400, 'INVALID_INPUT', CLOCK_MESSAGES.invalid);
      // Checked here as well as by the development clock: a test's settable clock would go back.
      if (target < clock.now().getTime())
        return apiError(c, 400, 'CLOCK_BACKWARDS', CLOCK_MESSAGES.backwards);
      movable.set(target);
      const moved = await lifecycle.run();
      return ran(c, clock.now(), moved);
    })
    .post('/order-lifecycle/run', async (c) => {
      const moved = await lifecycle.run();
      return ran(c, clock.now(), moved);
    });
}

/**
 * Development mode only, beside the clock: `POST /api/testing-{env}/v1/money-off/reset` puts the seeded gift
 * cards, gift vouchers and Partner discount cards back as seeded (src/server/seed/tender.ts; balances, ACTIVE,
 * linked to nobody, no wrong guesses counted) and answers how many of each there are.
 */
export function moneyOffTestingRoutes(ctx: Pick<ServiceContext, 'db' | 'passwordCost' | 'logger'>) {
  return new Hono().use('*', noStore).post('/money-off/reset', async (c) => {
    const reset = await resetSeededTender(ctx.db, ctx.passwordCost);
    ctx.logger.info('seeded money off reset', reset);
    return c.json(reset);
  });
}
