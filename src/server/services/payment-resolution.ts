import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { actualTotalsSchema, type OrderPaymentCard } from '../../contract/checkout.ts';
import type { PaymentResolution } from '../../contract/orders.ts';
import { CHECKOUT_REFUSALS } from '../../domain/checkout.ts';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care.ts';
import { moneyOfPence, toPence } from '../../domain/money.ts';
import { MAX_PAYMENT_RESOLUTION_ATTEMPTS, PAYMENT_RESOLUTION_MESSAGES } from '../../domain/orders.ts';
import { expiryLabel, maskedCardNumber, type PaymentCardType } from '../../domain/payment-cards.ts';
import type { Database } from '../db/client.ts';
import { cardTokens, customerOrders, paymentAuthorisations } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { type CustomerOrderRow, isTrolleyState } from './customer-orders.ts';
import { findSavedCard, SAVED_CARD_MESSAGES } from './payment-cards.ts';
import { chargeCard, findCardToken, PAYMENT_MESSAGES } from './payment-processor.ts';

/**
 * Resolve order payment (docs/api/orders.md "Payment resolution"; doc 2 §2 resolve-order-payment, §3 Payment
 * resolution, §7 "GET and POST failed order payments"): an order whose charge at picking was declined
 * (PAYMENT_FAILED) is paid by the shopper with another card, saved or new, at most
 * MAX_PAYMENT_RESOLUTION_ATTEMPTS declined tries. The charge runs under the order's row lock, so two payments
 * sent at once take the money once: the second finds the order PAID (409 PAYMENT_NOT_NEEDED).
 */

export interface ResolutionRefusal {
  status: 400 | 402 | 404 | 409;
  type: string;
  message: string;
}
export type ResolutionResult<T> = { ok: true; value: T } | { ok: false; refusal: ResolutionRefusal };

const refused = (status: ResolutionRefusal['status'], type: string, message: string) =>
  ({ ok: false, refusal: { status, type, message } }) as const;

const ORDER_NOT_FOUND = refused(404, 'ORDER_NOT_FOUND', CHECKOUT_REFUSALS.ORDER_NOT_FOUND);
const CARD_NOT_FOUND = refused(404, 'PAYMENT_CARD_NOT_FOUND', SAVED_CARD_MESSAGES.notFound);

/** What POST pays with: a new card's token from the payment service, or one of the shopper's saved cards. */
export const resolvePaymentSchema = v.union([
  v.strictObject({ cardToken: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  v.strictObject({ paymentCardId: v.pipe(v.string(), v.regex(/^\d{1,10}$/)) }),
]);
export type ResolvePaymentInput = v.InferOutput<typeof resolvePaymentSchema>;

const ORDER_ID = /^[1-9]\d{0,9}$/;

/** The customer's own placed order (locked FOR UPDATE when asked); a trolley or another's is undefined. */
async function placedOrderOf(
  db: Database,
  customerId: number,
  idText: string,
  lock: boolean,
): Promise<CustomerOrderRow | undefined> {
  if (!ORDER_ID.test(idText) || Number(idText) > 2_147_483_647) return undefined;
  const query = db
    .select()
    .from(customerOrders)
    .where(and(eq(customerOrders.id, Number(idText)), eq(customerOrders.customerId, customerId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.state === 'MERGED' || isTrolleyState(order.state) || order.placedAt === null)
    return undefined;
  return order;
}

/** The picked total (totals.actual.paid) in pence; 0 before picking. */
function totalToPayPence(order: CustomerOrderRow): number {
  if (order.actualTotals === null) return 0;
  return toPence(v.parse(actualTotalsSchema, order.actualTotals).paid);
}

/** The newest declined charge's card, as an order shows a card. */
async function declinedCardOf(db: Database, order: CustomerOrderRow): Promise<OrderPaymentCard | null> {
  const [declined] = await db
    .select({ card: cardTokens })
    .from(paymentAuthorisations)
    .innerJoin(cardTokens, eq(cardTokens.token, paymentAuthorisations.cardToken))
    .where(
      and(
        eq(paymentAuthorisations.customerOrderId, order.id),
        eq(paymentAuthorisations.status, 'CHARGE_DECLINED'),
      ),
    )
    .orderBy(desc(paymentAuthorisations.id))
    .limit(1);
  if (!declined) return null;
  const { card } = declined;
  return {
    cardType: card.cardType as PaymentCardType,
    cardholderName: card.cardholderName,
    maskedCardNumber: maskedCardNumber(card.lastFour),
    startDate: null,
    expiryDate: expiryLabel(card.expiryMonth, card.expiryYear),
    businessAccount: card.cardType === 'BUSINESS_ACCOUNT',
    paymentCardId: card.token === order.cardToken && order.paymentCardId ? String(order.paymentCardId) : null,
    authenticated: false,
  };
}

/** Whether a charge of this order was declined (so a PAID order was resolved, not paid at picking). */
async function hadDeclinedCharge(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAuthorisations.id })
    .from(paymentAuthorisations)
    .where(
      and(
        eq(paymentAuthorisations.customerOrderId, orderId),
        eq(paymentAuthorisations.status, 'CHARGE_DECLINED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function resolutionOf(db: Database, order: CustomerOrderRow): Promise<PaymentResolution> {
  const failed = order.state === 'PAYMENT_FAILED';
  const resolved =
    (order.state === 'PAID' || order.state === 'COMPLETED') && (await hadDeclinedCharge(db, order.id));
  return {
    customerOrderId: String(order.id),
    paymentResolutionEnabled: failed || resolved,
    resolved,
    paymentAttemptAllowed: failed && order.paymentResolutionAttempts < MAX_PAYMENT_RESOLUTION_ATTEMPTS,
    totalToPay: moneyOfPence(totalToPayPence(order)),
    failedAttempts: order.paymentResolutionAttempts,
    declinedCard: failed || resolved ? await declinedCardOf(db, order) : null,
  };
}

/** GET failed-order-payments/{id}: the order's payment resolution; another customer's order is 404. */
export async function getPaymentResolution(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  customerOrderId: string,
): Promise<ResolutionResult<PaymentResolution>> {
  const order = await placedOrderOf(ctx.db, customerId, customerOrderId, false);
  if (!order) return ORDER_NOT_FOUND;
  return { ok: true, value: await resolutionOf(ctx.db, order) };
}

/** The card paid with, and what goes on the order of it. */
async function cardToPayWith(db: Database, customerId: number, input: ResolvePaymentInput) {
  if ('paymentCardId' in input) {
    const saved = await findSavedCard(db, customerId, input.paymentCardId);
    if (!saved) return undefined;
    return {
      cardToken: saved.cardToken,
      cardType: saved.cardType,
      cardLastFour: saved.lastFour,
      cardExpiry: saved.expiry,
      cardholderName: saved.cardholderName,
      paymentCardId: saved.id,
    };
  }
  const token = await findCardToken(db, customerId, input.cardToken);
  if (!token) return undefined;
  return {
    cardToken: token.token,
    cardType: token.cardType,
    cardLastFour: token.lastFour,
    cardExpiry: expiryLabel(token.expiryMonth, token.expiryYear),
    cardholderName: token.cardholderName,
    paymentCardId: null,
  };
}

/**
 * POST failed-order-payments/{id}: charges the card the order's picked total. Charged: the order is PAID and
 * the card shown on it is this one. Declined: one attempt more is counted (kept: the refusal is answered after
 * the transaction commits) and 402 PAYMENT_DECLINED. Refused with nothing changed: 404 for another's order or
 * card, 409 PAYMENT_NOT_NEEDED when it is not PAYMENT_FAILED, 409 PAYMENT_ATTEMPTS_USED.
 */
export async function resolvePayment(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
  customerOrderId: string,
  body: unknown,
): Promise<ResolutionResult<PaymentResolution>> {
  const parsed = v.safeParse(resolvePaymentSchema, body);
  if (!parsed.success) return refused(400, 'INVALID_INPUT', PAYMENT_MESSAGES.invalidInput);
  return ctx.db.transaction(async (tx): Promise<ResolutionResult<PaymentResolution>> => {
    const order = await placedOrderOf(tx, customerId, customerOrderId, true);
    if (!order) return ORDER_NOT_FOUND;
    if (order.state !== 'PAYMENT_FAILED')
      return refused(409, 'PAYMENT_NOT_NEEDED', PAYMENT_RESOLUTION_MESSAGES.notNeeded);
    if (order.paymentResolutionAttempts >= MAX_PAYMENT_RESOLUTION_ATTEMPTS)
      return refused(
        409,
        'PAYMENT_ATTEMPTS_USED',
        PAYMENT_RESOLUTION_MESSAGES.attemptsUsed(CUSTOMER_CARE_PHONE),
      );
    const card = await cardToPayWith(tx, customerId, parsed.output);
    if (!card) return CARD_NOT_FOUND;
    const charge = await chargeCard(tx, ctx.clock, {
      customerId,
      customerOrderId: order.id,
      cardToken: card.cardToken,
      amountPence: totalToPayPence(order),
    });
    if (charge.outcome === 'UNKNOWN_CARD') return CARD_NOT_FOUND;
    const now = ctx.clock.now();
    if (charge.outcome === 'DECLINED') {
      await tx
        .update(customerOrders)
        .set({ paymentResolutionAttempts: order.paymentResolutionAttempts + 1, updatedAt: now })
        .where(eq(customerOrders.id, order.id));
      return refused(402, 'PAYMENT_DECLINED', PAYMENT_RESOLUTION_MESSAGES.declined);
    }
    const [paid] = await tx
      .update(customerOrders)
      .set({ ...card, state: 'PAID', cardAuthenticatedJwtId: null, updatedAt: now })
      .where(and(eq(customerOrders.id, order.id), eq(customerOrders.state, 'PAYMENT_FAILED')))
      .returning();
    if (!paid) throw new Error(`Order ${order.id} left PAYMENT_FAILED while it was locked`);
    return { ok: true, value: await resolutionOf(tx, paid) };
  });
}
