import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EstimatedTotals, Order } from '../../contract/checkout.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { formatMoney, toPence } from '../../domain/money.ts';
import { pickingTime } from '../../domain/orders.ts';
import { fulfilmentOf, orderCutOff, parseSlotId } from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { branches, customerOrders, customers, orderLines, slotBookings, slots } from '../db/schema.ts';
import { type CustomerOrderRow, isTrolleyState } from './customer-orders.ts';
import { redeemOrderIncentives } from './incentives.ts';
import {
  type CustomerOwner,
  cardExpired,
  checkoutTrolley,
  estimatedTotalsOf,
  isPastAmendCutOff,
  minimumOrderValuePence,
  minimumSpendMessage,
  type OrderContext,
  type OrderResult,
  orderViewOf,
  ownOrder,
  parseOrderId,
  productWithThumbnail,
  refuse,
  refuseCheckout,
  refusing,
  savedCardFields,
} from './orders.ts';
import { sendMessage } from './outbox.ts';
import { savePaymentCard } from './payment-cards.ts';
import { authorisePayment, voidAuthorisations } from './payment-processor.ts';
import { endOrderBookings, lockSlots, trolleySlotOf } from './slots-booking.ts';
import { spendTenderAtPlacing } from './tender.ts';
import { instantCheckoutCard } from './trolley-view.ts';

/**
 * Placing an order (docs/api/checkout.md "Placing an order"; doc 2 §4 Checkout, instant checkout): in one
 * transaction, the shopper's PENDING (or AMENDING) customer order is checked, its card is authorised for the
 * amount to pay, and it becomes PLACED with a snapshot of its lines, prices and totals; its slot booking is
 * CONFIRMED; the confirmation email goes to the outbox. Any refusal rolls the whole transaction back, so a
 * refused attempt changes nothing (no order, no authorisation, the booking still UNCONFIRMED, the trolley as
 * it was) and may be tried again with the same key.
 *
 * Exactly once: each placement takes the customer's row lock first (the lock order of slots-booking.ts:
 * the customer, then the order, then bookings), so one customer's placements run one after another. Under
 * that lock the Idempotency-Key is looked up: a key that already placed an order answers that order again
 * (one order, one authorisation however often it is sent); a different key finds the order no longer
 * PENDING and is refused ORDER_ALREADY_PLACED. The key is stored only with the placed order (and the
 * partial unique index customer_orders_placement_key_idx stands behind it).
 */

export interface PlaceOrderInput {
  idempotencyKey: string;
  /** doc 2 §4: place with the default saved card, when the order's instantCheckout is ALLOWED. */
  instantCheckout: boolean;
}

const ORDER_ALREADY_PLACED = refuseCheckout(409, 'ORDER_ALREADY_PLACED');
const NO_PAYMENT_CARD = refuseCheckout(409, 'NO_PAYMENT_CARD');

type BookingRow = typeof slotBookings.$inferSelect;

/**
 * The order's live bookings, locked (their slots first, then the bookings: the lock order of
 * slots-booking.ts), the UNCONFIRMED one first. An amended order may hold two: the CONFIRMED one it was placed
 * with and an UNCONFIRMED new one (a slot change), which is the one it is placed with (doc 2 §3 "When an order
 * has several slots, the unconfirmed one is used, else the first").
 */
async function liveBookings(tx: Database, orderId: number): Promise<BookingRow[]> {
  const live = and(
    eq(slotBookings.customerOrderId, orderId),
    inArray(slotBookings.status, ['UNCONFIRMED', 'CONFIRMED']),
  );
  const seen = await tx.select({ slotId: slotBookings.slotId }).from(slotBookings).where(live);
  if (seen.length === 0) return [];
  await lockSlots(
    tx,
    seen.map((row) => row.slotId),
  );
  return tx
    .select()
    .from(slotBookings)
    .where(live)
    .orderBy(sql`CASE WHEN ${slotBookings.status} = 'UNCONFIRMED' THEN 0 ELSE 1 END`, slotBookings.id)
    .for('update');
}

/** POST orders/{id}/place. */
export async function placeOrder(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: PlaceOrderInput,
): Promise<OrderResult<Order>> {
  if (parseOrderId(customerOrderId) === null) return refuseCheckout(404, 'ORDER_NOT_FOUND');
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, owner.customerId))
        .for('update');
      if (!customer) return refuse(refuseCheckout(404, 'ORDER_NOT_FOUND'));

      // The same key again: the order it placed, as it was placed.
      const [earlier] = await tx
        .select()
        .from(customerOrders)
        .where(
          and(
            eq(customerOrders.customerId, owner.customerId),
            eq(customerOrders.placementKey, input.idempotencyKey),
          ),
        );
      if (earlier) return orderViewOf(ctx, tx, earlier);

      const found = await ownOrder(tx, owner, customerOrderId, true);
      if (!found.ok) return refuse(found);
      let order = found.value;
      // Placed by another request (a different key) while this one waited for the lock, or before.
      if (!isTrolleyState(order.state)) return refuse(ORDER_ALREADY_PLACED);

      const now = ctx.clock.now();
      const bookings = await liveBookings(tx, order.id);
      const booking = bookings[0];
      if (!booking) return refuse(refuseCheckout(409, 'NO_SLOT'));
      if (booking.status === 'UNCONFIRMED' && booking.expiresAt.getTime() <= now.getTime())
        return refuse(refuseCheckout(409, 'SLOT_EXPIRED'));
      const slotDate = parseSlotId(booking.slotId)?.date;
      if (!slotDate || now.getTime() >= orderCutOff(slotDate).getTime())
        return refuse(refuseCheckout(409, 'ORDER_CUT_OFF_PASSED'));
      // An amendment is placed only until the order's own amend cut-off (that of the slot it was placed with).
      if (isPastAmendCutOff(order, now)) return refuse(refuseCheckout(409, 'AMEND_CUT_OFF_PASSED'));

      const { lines, trolley, money } = await checkoutTrolley(ctx, tx, order);
      if (lines.length === 0) return refuse(refuseCheckout(409, 'EMPTY_TROLLEY'));
      if (trolley.trolleyTotals.trolleyItemCounts.hardConflicts > 0)
        return refuse(refuseCheckout(409, 'TROLLEY_CONFLICTS'));
      if (!trolley.trolleyTotals.minimumSpendThresholdMet) {
        const minimum = minimumOrderValuePence(booking);
        return refuse(
          refuseCheckout(409, 'MINIMUM_SPEND_NOT_MET', {
            message: minimumSpendMessage(minimum),
            details: [{ name: 'minimumOrderValue', value: (minimum / 100).toFixed(2) }],
          }),
        );
      }

      if (input.instantCheckout) {
        const card = await instantCheckoutCard(
          tx,
          order,
          trolley,
          await trolleySlotOf(tx, order.id, now),
          now,
        );
        if (!card) return refuse(refuseCheckout(409, 'INSTANT_CHECKOUT_NOT_ALLOWED'));
        const fields = savedCardFields(card);
        const [withCard] = await tx
          .update(customerOrders)
          .set({
            ...fields,
            cardAuthenticatedJwtId:
              fields.cardToken === order.cardToken ? order.cardAuthenticatedJwtId : null,
          })
          .where(eq(customerOrders.id, order.id))
          .returning();
        if (withCard) order = withCard;
      }

      const cardToken = order.cardToken;
      if (!cardToken || cardExpired(order.cardExpiry, now)) return refuse(NO_PAYMENT_CARD);
      await redeemOrderIncentives(tx, { order, customerId: customer.id, money, now });
      // Gift vouchers and cards spent against the live balances (refused with details when they cannot pay).
      const estimated = await spendTenderAtPlacing(
        tx,
        order.id,
        estimatedTotalsOf(trolley),
        toPence(trolley.trolleyTotals.totalEstimatedCost),
        now,
      );
      const authorisation = await authorisePayment(tx, ctx.clock, {
        customerId: owner.customerId,
        customerOrderId: order.id,
        cardToken,
        amountPence: toPence(estimated.toPay),
        authenticated: order.cardAuthenticatedJwtId !== null,
      });
      switch (authorisation.outcome) {
        case 'SECURITY_NEEDED':
          return refuse(refuseCheckout(409, 'SECURITY_NEEDED'));
        case 'DECLINED':
          return refuse(refuseCheckout(402, 'PAYMENT_DECLINED'));
        case 'UNKNOWN_CARD':
          return refuse(NO_PAYMENT_CARD);
        case 'AUTHORISED':
          break;
      }
      // An amendment placed again: the new authorisation stands in for the one it was first placed with.
      await voidAuthorisations(tx, order.id, authorisation.authorisationId);

      // The snapshot: the lines as the trolley prices them now (an amended order's earlier lines go).
      await tx.delete(orderLines).where(eq(orderLines.customerOrderId, order.id));
      await tx.insert(orderLines).values(
        trolley.trolleyItems.map((item, index) => ({
          customerOrderId: order.id,
          lineNumber: item.lineNumber,
          productId: item.productId,
          status: 'ORDERED',
          quantityAmount: item.quantity.amount,
          quantityUom: item.quantity.uom,
          unitPricePence: lines[index]?.product.pricePence ?? toPence(item.price),
          salePricePence: toPence(item.retailPrice),
          pricePence: toPence(item.totalPrice),
          savingPence: toPence(item.saving),
          depositPence: item.depositCharge === null ? null : toPence(item.depositCharge),
          canSubstitute: item.canSubstitute,
          noteToShopper: item.noteToShopper,
          personalisedMessage: item.personalisedMessage,
          product: productWithThumbnail(ctx.apiEnv, item.product),
        })),
      );
      // A slot change: the booking it was placed with is cancelled (its place freed) for the new one.
      if (booking.status === 'UNCONFIRMED')
        await endOrderBookings(tx, order.id, ['CONFIRMED'], now, booking.id);
      await tx.update(slotBookings).set({ status: 'CONFIRMED' }).where(eq(slotBookings.id, booking.id));
      const paymentCardId = await saveCardIfAsked(ctx, tx, order, cardToken);
      const [slot] = await tx
        .select({ start: slots.startTime, end: slots.endTime, date: slots.slotDate })
        .from(slots)
        .where(eq(slots.id, booking.slotId));
      if (!slot) throw new Error(`The slot of booking ${booking.id} is missing`);
      const [placed] = await tx
        .update(customerOrders)
        .set({
          state: 'PLACED',
          placedAt: now,
          placementKey: input.idempotencyKey,
          estimatedTotals: estimated,
          shopNumber: booking.branchId,
          paymentCardId,
          // The times of its life (docs/api/orders.md), which the order-lifecycle job moves it by.
          amendCutOffAt: orderCutOff(slot.date),
          pickingAt: pickingTime(slot.start),
          slotStartAt: slot.start,
          slotEndAt: slot.end,
          amendSnapshot: null,
          updatedAt: now,
        })
        .where(eq(customerOrders.id, order.id))
        .returning();
      if (!placed) throw new Error(`Order ${order.id} vanished while locked`);
      // An amended order was counted when it was first placed.
      if (order.state === 'PENDING') {
        await tx
          .update(customers)
          .set({ totalOrderCount: sql`${customers.totalOrderCount} + 1` })
          .where(eq(customers.id, customer.id));
      }
      await sendConfirmation({ ...ctx, db: tx }, customer, placed, booking, estimated);
      ctx.logger.info('order placed', {
        customerOrderId: placed.id,
        lines: lines.length,
        amended: order.state === 'AMENDING',
        instantCheckout: input.instantCheckout,
      });
      return orderViewOf(ctx, tx, placed);
    }),
  );
}

/**
 * "Save this card" (kept by PUT payment-cards v1) is acted on now the order is placed, when the
 * savePaymentCard flag is on: the card joins the customer's saved cards (their first becomes the default).
 * Answers the saved card's id for the order, or the order's own when nothing was saved. A card that cannot be
 * saved does not stop the order.
 */
async function saveCardIfAsked(
  ctx: OrderContext,
  tx: Database,
  order: CustomerOrderRow,
  cardToken: string,
): Promise<number | null> {
  if (!order.saveCard || order.paymentCardId !== null || !isFeatureEnabled('savePaymentCard'))
    return order.paymentCardId;
  const saved = await savePaymentCard(tx, ctx.clock, order.customerId as number, cardToken);
  if (saved.ok) return saved.value.card.id;
  ctx.logger.warn('card not saved at placing', { customerOrderId: order.id, reason: saved.refusal.type });
  return null;
}

/** The order confirmation email (development outbox): order number, slot and total. */
async function sendConfirmation(
  ctx: OrderContext,
  customer: { email: string; firstName: string },
  order: CustomerOrderRow,
  booking: BookingRow,
  estimated: EstimatedTotals,
): Promise<void> {
  const [found] = await ctx.db
    .select({ start: slots.startTime, end: slots.endTime, branchName: branches.name })
    .from(slots)
    .innerJoin(branches, eq(branches.id, slots.branchId))
    .where(eq(slots.id, booking.slotId));
  const kind = fulfilmentOf(booking.slotType) === 'COLLECTION' ? 'Collection' : 'Delivery';
  const when = found
    ? `${formatDate(found.start)}, ${formatTime(found.start)} to ${formatTime(found.end)}`
    : 'your booked slot';
  const where = kind === 'Collection' && found ? ` from ${found.branchName}` : '';
  const link = `/ecom/order-confirmation/${order.id}`;
  await sendMessage(ctx, {
    to: customer.email,
    kind: 'order-confirmation',
    subject: `Your order ${order.id} is confirmed`,
    body: [
      `Thank you for your order, ${customer.firstName}.`,
      `Order number: ${order.id}`,
      `${kind}: ${when}${where}`,
      `Total: ${formatMoney(estimated.toPay)}`,
      `See your order: ${link}`,
    ].join('\n'),
    link,
  });
}
