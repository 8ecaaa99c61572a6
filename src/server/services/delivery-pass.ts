import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { DeliveryPass } from '../../contract/orders.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { moneyOfPence } from '../../domain/money.ts';
import { DELIVERY_PASS_PLANS, PAYMENT_RESOLUTION_MESSAGES } from '../../domain/orders.ts';
import { maskedCardNumber } from '../../domain/payment-cards.ts';
import { addDays } from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { deliveryPasses } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { findSavedCard, SAVED_CARD_MESSAGES } from './payment-cards.ts';
import { chargeCard, findCardToken } from './payment-processor.ts';

/**
 * The delivery pass (docs/api/orders.md "Delivery pass"; doc 2 §2 delivery-pass, §3 Delivery pass status, §7
 * Delivery pass): a plan of DELIVERY_PASS_PLANS bought with a card, ACTIVE from the day it is bought to the
 * day before the same date `months` later (London calendar), and while ACTIVE a delivery slot the shopper
 * books costs nothing (slots-booking.ts bookSlot, slots.ts getSlotDays). Behind the `deliveryPass` flag: off,
 * the status is NOT_AVAILABLE and nothing can be bought. A customer's purchases are serialised by an advisory
 * lock, so two sent at once buy one pass.
 */

type PassRow = typeof deliveryPasses.$inferSelect;

export const DELIVERY_PASS_MESSAGES = {
  unknownPlan: 'Please choose a Delivery Pass plan.',
  notAvailable: 'Sorry, the Delivery Pass is not available.',
  alreadyActive: 'You already have an active Delivery Pass.',
} as const;

export interface PassRefusal {
  status: 400 | 402 | 404 | 409;
  type: string;
  message: string;
}
export type PassResult<T> = { ok: true; value: T } | { ok: false; refusal: PassRefusal };

const refused = (status: PassRefusal['status'], type: string, message: string) =>
  ({ ok: false, refusal: { status, type, message } }) as const;

/** The body of POST pass/purchases: a plan and a new card's token or a saved card's id. */
export const purchaseSchema = v.union([
  v.strictObject({
    planId: v.pipe(v.string(), v.maxLength(40)),
    cardToken: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  }),
  v.strictObject({
    planId: v.pipe(v.string(), v.maxLength(40)),
    paymentCardId: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  }),
]);

const plansView = () =>
  DELIVERY_PASS_PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    months: plan.months,
    price: moneyOfPence(plan.pricePence),
  }));

/** The last day of a plan bought on `startDate`: the day before the same date `months` later. */
export function passEndDate(startDate: string, months: number): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/** The customer's pass whose dates include `today` (a London calendar date), if any. */
async function activePassOn(db: Database, customerId: number, today: string): Promise<PassRow | undefined> {
  const [pass] = await db
    .select()
    .from(deliveryPasses)
    .where(
      and(
        eq(deliveryPasses.customerId, customerId),
        lte(deliveryPasses.startDate, today),
        gte(deliveryPasses.endDate, today),
      ),
    )
    .orderBy(desc(deliveryPasses.endDate))
    .limit(1);
  return pass;
}

/** Whether the customer's deliveries are free now: the flag is on and a pass of theirs is ACTIVE today. */
export async function hasActiveDeliveryPass(db: Database, customerId: number, now: Date): Promise<boolean> {
  if (!isFeatureEnabled('deliveryPass')) return false;
  return (await activePassOn(db, customerId, londonCalendarDate(now))) !== undefined;
}

function passView(row: PassRow | undefined): DeliveryPass {
  const plans = plansView();
  if (!row) return { status: 'AVAILABLE', pass: null, plans };
  const plan = DELIVERY_PASS_PLANS.find((candidate) => candidate.id === row.planId);
  return {
    status: 'ACTIVE',
    pass: {
      planId: row.planId,
      name: plan?.name ?? row.planId,
      startDate: row.startDate,
      endDate: row.endDate,
      price: moneyOfPence(row.pricePence),
      maskedCardNumber: maskedCardNumber(row.cardLastFour),
    },
    plans,
  };
}

/** GET pass/status: ACTIVE with the pass while its dates include today (London), else AVAILABLE. */
export async function deliveryPassStatus(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
): Promise<DeliveryPass> {
  if (!isFeatureEnabled('deliveryPass')) return { status: 'NOT_AVAILABLE', pass: null, plans: [] };
  return passView(await activePassOn(ctx.db, customerId, londonCalendarDate(ctx.clock.now())));
}

/**
 * POST pass/purchases: charges the plan's price to the card (no order: customerOrderId null) and keeps the
 * pass, ACTIVE from today. 400 for an unknown plan or body; 404 PAYMENT_CARD_NOT_FOUND for a card that is not
 * the customer's; 409 PASS_ALREADY_ACTIVE; 402 PAYMENT_DECLINED (nothing kept); 409 PASS_NOT_AVAILABLE with
 * the flag off.
 */
export async function buyDeliveryPass(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
  body: unknown,
): Promise<PassResult<DeliveryPass>> {
  const parsed = v.safeParse(purchaseSchema, body);
  if (!parsed.success) return refused(400, 'INVALID_INPUT', DELIVERY_PASS_MESSAGES.unknownPlan);
  const input = parsed.output;
  const plan = DELIVERY_PASS_PLANS.find((candidate) => candidate.id === input.planId);
  if (!plan) return refused(400, 'INVALID_INPUT', DELIVERY_PASS_MESSAGES.unknownPlan);
  if (!isFeatureEnabled('deliveryPass'))
    return refused(409, 'PASS_NOT_AVAILABLE', DELIVERY_PASS_MESSAGES.notAvailable);
  return ctx.db.transaction(async (tx): Promise<PassResult<DeliveryPass>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`delivery-pass:customer:${customerId}`}))`);
    const now = ctx.clock.now();
    const today = londonCalendarDate(now);
    if (await activePassOn(tx, customerId, today))
      return refused(409, 'PASS_ALREADY_ACTIVE', DELIVERY_PASS_MESSAGES.alreadyActive);
    const card =
      'paymentCardId' in input
        ? await findSavedCard(tx, customerId, input.paymentCardId)
        : await findCardToken(tx, customerId, input.cardToken);
    if (!card) return refused(404, 'PAYMENT_CARD_NOT_FOUND', SAVED_CARD_MESSAGES.notFound);
    const cardToken = 'token' in card ? card.token : card.cardToken;
    const charge = await chargeCard(tx, ctx.clock, {
      customerId,
      customerOrderId: null,
      cardToken,
      amountPence: plan.pricePence,
    });
    if (charge.outcome === 'UNKNOWN_CARD')
      return refused(404, 'PAYMENT_CARD_NOT_FOUND', SAVED_CARD_MESSAGES.notFound);
    if (charge.outcome === 'DECLINED')
      return refused(402, 'PAYMENT_DECLINED', PAYMENT_RESOLUTION_MESSAGES.declined);
    const [pass] = await tx
      .insert(deliveryPasses)
      .values({
        customerId,
        planId: plan.id,
        pricePence: plan.pricePence,
        startDate: today,
        endDate: passEndDate(today, plan.months),
        cardToken,
        cardType: card.cardType,
        cardLastFour: card.lastFour,
        createdAt: now,
      })
      .returning();
    if (!pass) throw new Error('The delivery pass was not kept');
    return { ok: true, value: passView(pass) };
  });
}
