import { and, asc, eq, ne } from 'drizzle-orm';
import type { OrderAction, OrderSummary } from '../../contract/orders.ts';
import {
  IN_PREPARATION_STATUSES,
  isOrderStatus,
  ORDER_MESSAGES,
  type OrderFailureType,
  type OrderLinkRel,
  orderLinkRels,
} from '../../domain/orders.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, customers, orderLines, paymentAuthorisations, trolleyItems } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { releaseOrderIncentives, restoreOrderIncentives, snapshotOrderIncentives } from './incentives.ts';
import { loadOrderSummaries } from './order-lists.ts';
import { type CustomerOwner, type OrderContext, ownOrder } from './orders.ts';
import { sendMessage } from './outbox.ts';
import { voidAuthorisations } from './payment-processor.ts';
import { endOrderBookings } from './slots-booking.ts';
import { giveBackTender, restoreTenderLinks, type TenderLinks, tenderLinksOf } from './tender.ts';

/**
 * The actions on a placed order (docs/api/orders.md "Actions"; doc 2 §4 Order amendment and cancel, §8
 * Orders): amend (the order re-opens as AMENDING and the trolley edits it), cancel the changes (it is restored
 * exactly as it was placed), change its slot (an amendment whose new booking is held UNCONFIRMED beside the
 * CONFIRMED one) and cancel it. Each runs in one transaction under the customer's row lock, then the order's
 * (the lock order of place-order.ts and slots-booking.ts: customer, order, slots, bookings), so an action
 * and a placement, a trolley change or another action of the same customer happen one after the other and
 * each sees what the other did. Every refusal is decided before anything is written: it changes nothing.
 *
 * Answers are `{ failures, order }` (orderActionSchema) with the HTTP status REST answers them with.
 */

/** An action's answer, with the status REST answers it with (the graph answers 200). */
export interface OrderActionResult {
  status: 200 | 404 | 409;
  body: OrderAction;
}

/** Who acts: the customer, and whether it is staff signed on as them (customer care). */
export interface OrderActor extends CustomerOwner {
  staffOnBehalf?: boolean;
}

const MESSAGES: Partial<Record<OrderFailureType, string>> = {
  ORDER_NOT_FOUND: ORDER_MESSAGES.notFound,
  AMEND_CUT_OFF_PASSED: ORDER_MESSAGES.changesRefused,
  RESCHEDULING_PROHIBITED: ORDER_MESSAGES.reschedulingProhibited,
  NOT_CANCELLABLE: ORDER_MESSAGES.notCancellable,
  ORDER_BEING_AMENDED: ORDER_MESSAGES.cancelWhileAmending,
  NOT_AMENDING: ORDER_MESSAGES.notAmending,
};

class ActionRefused {
  constructor(
    readonly status: 404 | 409,
    readonly type: OrderFailureType,
    readonly message: string,
  ) {}
}

const refused = (status: 404 | 409, type: OrderFailureType, message = MESSAGES[type] ?? type) =>
  new ActionRefused(status, type, message);

const NOT_FOUND: OrderActionResult = {
  status: 404,
  body: { failures: [{ type: 'ORDER_NOT_FOUND', message: ORDER_MESSAGES.notFound }], order: null },
};

// ---------------------------------------------------------------------------------------------------------
// The amend snapshot: the order's own fields as they were placed

/** What amending may change on the order itself, kept in customer_orders.amend_snapshot while AMENDING. */
export interface AmendSnapshot {
  cardToken: string | null;
  cardType: string | null;
  cardLastFour: string | null;
  cardExpiry: string | null;
  cardholderName: string | null;
  paymentCardId: number | null;
  saveCard: boolean;
  cardAuthenticatedJwtId: string | null;
  contactNumber: string | null;
  deliveryNote: string | null;
  bagless: boolean;
  paperStatement: boolean;
  substitutionsAllowed: boolean;
  /** The Partner discount card it was placed with. */
  partnerDiscountCardNumber: string | null;
  /** Its gift cards and vouchers (tender.ts), put back by cancelling the changes. */
  tender?: TenderLinks;
}

export function amendSnapshotOf(order: CustomerOrderRow): AmendSnapshot {
  return {
    cardToken: order.cardToken,
    cardType: order.cardType,
    cardLastFour: order.cardLastFour,
    cardExpiry: order.cardExpiry,
    cardholderName: order.cardholderName,
    paymentCardId: order.paymentCardId,
    saveCard: order.saveCard,
    cardAuthenticatedJwtId: order.cardAuthenticatedJwtId,
    contactNumber: order.contactNumber,
    deliveryNote: order.deliveryNote,
    bagless: order.bagless,
    paperStatement: order.paperStatement,
    substitutionsAllowed: order.substitutionsAllowed,
    partnerDiscountCardNumber: order.partnerDiscountCardNumber,
  };
}

/** The snapshot's fields as they go back on the order (only the known ones, whatever the JSON holds). */
function snapshotFields(value: unknown): Partial<Omit<AmendSnapshot, 'tender'>> {
  if (typeof value !== 'object' || value === null) return {};
  const snapshot = value as Partial<AmendSnapshot>;
  const fields: Partial<Omit<AmendSnapshot, 'tender'>> = {};
  const keys: (keyof Omit<AmendSnapshot, 'tender'>)[] = [
    'cardToken',
    'cardType',
    'cardLastFour',
    'cardExpiry',
    'cardholderName',
    'paymentCardId',
    'saveCard',
    'cardAuthenticatedJwtId',
    'contactNumber',
    'deliveryNote',
    'bagless',
    'paperStatement',
    'substitutionsAllowed',
    'partnerDiscountCardNumber',
  ];
  for (const key of keys) if (key in snapshot) Object.assign(fields, { [key]: snapshot[key] });
  return fields;
}

/**
 * The order's trolley lines made equal to its order lines (quantities, notes, personalised messages,
 * substitution preferences), as the trolley makes a line when a product is added: unlocked, version 1.
 */
async function trolleyFromOrderLines(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx.delete(trolleyItems).where(eq(trolleyItems.customerOrderId, orderId));
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.customerOrderId, orderId))
    .orderBy(asc(orderLines.id));
  if (lines.length === 0) return;
  await tx.insert(trolleyItems).values(
    lines.map((line) => ({
      customerOrderId: orderId,
      productId: line.productId,
      lineNumber: line.lineNumber,
      quantityAmount: line.quantityAmount,
      quantityUom: line.quantityUom,
      canSubstitute: line.canSubstitute,
      noteToShopper: line.noteToShopper,
      personalisedMessage: line.personalisedMessage,
      locked: false,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Drops an amendment: the AMENDING order goes back to PLACED exactly as it was placed. Its trolley lines are
 * its order lines again, its own fields (card, contact number, note, preferences) those of its amend
 * snapshot (then cleared), and a new slot booked for it (UNCONFIRMED) is cancelled and its place freed; the
 * CONFIRMED booking it was placed with stands. Its times and authorisation were never changed.
 *
 * In the caller's transaction, which holds the order's row (cancelAmendOrder under the customer's lock; the
 * order-lifecycle job for an AMENDING order past its cut-off). The update is conditional on AMENDING: answers
 * the restored order, or null when it was not AMENDING (nothing is done).
 */
export async function restoreAmendedOrder(
  ctx: Pick<ServiceContext, 'logger'>,
  tx: Database,
  order: CustomerOrderRow,
  now: Date,
): Promise<CustomerOrderRow | null> {
  const [restored] = await tx
    .update(customerOrders)
    .set({ ...snapshotFields(order.amendSnapshot), state: 'PLACED', amendSnapshot: null, updatedAt: now })
    .where(and(eq(customerOrders.id, order.id), eq(customerOrders.state, 'AMENDING')))
    .returning();
  if (!restored) return null;
  await restoreOrderIncentives(tx, order.id, order.amendSnapshot);
  await trolleyFromOrderLines(tx, order.id, now);
  await restoreTenderLinks(tx, order.id, (order.amendSnapshot as { tender?: unknown } | null)?.tender);
  const freed = await endOrderBookings(tx, order.id, ['UNCONFIRMED'], now);
  ctx.logger.info('order amendment dropped', { customerOrderId: order.id, slotPlacesFreed: freed });
  return restored;
}

// ---------------------------------------------------------------------------------------------------------
// Running an action

async function summaryOf(ctx: OrderContext, db: Database, order: CustomerOrderRow): Promise<OrderSummary> {
  const [summary] = await loadOrderSummaries(db, [order], ctx.clock.now(), { apiEnv: ctx.apiEnv });
  if (!summary) throw new Error(`No summary of order ${order.id}`);
  return summary;
}

/**
 * Runs an action in one transaction: the customer's row is locked, then the order (404 when it is not
 * theirs, or not an order yet: a trolley that was never placed). `act` answers the order as it now is, or
 * an ActionRefused (before writing anything); either way the answer carries the order's summary.
 */
async function runAction(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  act: (tx: Database, order: CustomerOrderRow, now: Date) => Promise<CustomerOrderRow | ActionRefused>,
): Promise<OrderActionResult> {
  return ctx.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, owner.customerId))
      .for('update');
    if (!customer) return NOT_FOUND;
    const found = await ownOrder(tx, owner, customerOrderId, true);
    if (!found.ok || found.value.state === 'PENDING' || !isOrderStatus(found.value.state)) return NOT_FOUND;
    const outcome = await act(tx, found.value, ctx.clock.now());
    if (outcome instanceof ActionRefused) {
      return {
        status: outcome.status,
        body: {
          failures: [{ type: outcome.type, message: outcome.message }],
          order: await summaryOf(ctx, tx, found.value),
        },
      };
    }
    return { status: 200, body: { failures: [], order: await summaryOf(ctx, tx, outcome) } };
  });
}

const linksOf = (order: CustomerOrderRow, now: Date, options?: { staffOnBehalf?: boolean }) =>
  isOrderStatus(order.state) ? orderLinkRels(order.state, order.amendCutOffAt, now, options) : [];

/**
 * Re-opens a PLACED order as AMENDING (its link `rel` checked by the caller): its own fields are kept in its
 * amend snapshot and its trolley lines made equal to its order lines. A customer amends one order at a time.
 */
async function openAmendment(
  tx: Database,
  order: CustomerOrderRow,
  now: Date,
): Promise<CustomerOrderRow | ActionRefused> {
  const [other] = await tx
    .select({ id: customerOrders.id })
    .from(customerOrders)
    .where(
      and(
        eq(customerOrders.customerId, order.customerId as number),
        eq(customerOrders.state, 'AMENDING'),
        ne(customerOrders.id, order.id),
      ),
    )
    .limit(1);
  if (other) return refused(409, 'ALREADY_AMENDING', ORDER_MESSAGES.alreadyAmending(String(other.id)));
  const [amending] = await tx
    .update(customerOrders)
    .set({
      state: 'AMENDING',
      amendSnapshot: { ...amendSnapshotOf(order), tender: await tenderLinksOf(tx, order.id) },
      updatedAt: now,
    })
    .where(and(eq(customerOrders.id, order.id), eq(customerOrders.state, 'PLACED')))
    .returning();
  if (!amending) throw new Error(`Order ${order.id} changed while locked`);
  await snapshotOrderIncentives(tx, order.id);
  await trolleyFromOrderLines(tx, order.id, now);
  return amending;
}

const has = (rels: OrderLinkRel[], rel: OrderLinkRel) => rels.includes(rel);

/**
 * graph amendOrder, POST orders/{id}/init-amend: a PLACED order with the init-amend link becomes AMENDING and
 * the trolley edits it. An order already AMENDING answers as it is (a second click changes nothing).
 */
export function amendOrder(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderActionResult> {
  return runAction(ctx, owner, customerOrderId, async (tx, order, now) => {
    if (order.state === 'AMENDING' && has(linksOf(order, now), 'init-changeslot')) return order;
    if (!has(linksOf(order, now), 'init-amend')) return refused(409, 'AMEND_CUT_OFF_PASSED');
    const amending = await openAmendment(tx, order, now);
    if (!(amending instanceof ActionRefused))
      ctx.logger.info('order amendment started', { customerOrderId: order.id });
    return amending;
  });
}

/** graph cancelAmendOrder, POST orders/{id}/cancel-amend: the AMENDING order restored as it was placed. */
export function cancelAmendOrder(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderActionResult> {
  return runAction(ctx, owner, customerOrderId, async (tx, order, now) => {
    if (order.state !== 'AMENDING') return refused(409, 'NOT_AMENDING');
    const restored = await restoreAmendedOrder(ctx, tx, order, now);
    if (!restored) throw new Error(`Order ${order.id} changed while locked`);
    return restored;
  });
}

/**
 * POST orders/{id}/init-changeslot: as init-amend (the slot pages then book the new slot, held UNCONFIRMED
 * beside the CONFIRMED one until the amendment is placed); an order already AMENDING is fine. Refused
 * RESCHEDULING_PROHIBITED once the order is being prepared.
 */
export function changeOrderSlot(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderActionResult> {
  return runAction(ctx, owner, customerOrderId, async (tx, order, now) => {
    if (isOrderStatus(order.state) && IN_PREPARATION_STATUSES.includes(order.state))
      return refused(409, 'RESCHEDULING_PROHIBITED');
    if (!has(linksOf(order, now), 'init-changeslot')) return refused(409, 'AMEND_CUT_OFF_PASSED');
    if (order.state === 'AMENDING') return order;
    const amending = await openAmendment(tx, order, now);
    if (!(amending instanceof ActionRefused))
      ctx.logger.info('order slot change started', { customerOrderId: order.id });
    return amending;
  });
}

/**
 * POST orders/{id}/cancel: an order with the cancel link is CANCELLED (REFUND_PENDING when its money was
 * already taken: the order-lifecycle job refunds it), its live bookings are cancelled and their places freed,
 * its standing authorisations voided. Never while AMENDING (the changes are checked out or cancelled first).
 */
export function cancelOrder(
  ctx: OrderContext,
  actor: OrderActor,
  customerOrderId: string | undefined,
): Promise<OrderActionResult> {
  return runAction(ctx, actor, customerOrderId, async (tx, order, now) => {
    if (order.state === 'AMENDING') return refused(409, 'ORDER_BEING_AMENDED');
    if (!has(linksOf(order, now, { staffOnBehalf: actor.staffOnBehalf === true }), 'cancel'))
      return refused(409, 'NOT_CANCELLABLE');
    const [charged] = await tx
      .select({ id: paymentAuthorisations.id })
      .from(paymentAuthorisations)
      .where(
        and(eq(paymentAuthorisations.customerOrderId, order.id), eq(paymentAuthorisations.status, 'CHARGED')),
      )
      .limit(1);
    const [cancelled] = await tx
      .update(customerOrders)
      .set({ state: charged ? 'REFUND_PENDING' : 'CANCELLED', cancelledAt: now, updatedAt: now })
      .where(and(eq(customerOrders.id, order.id), eq(customerOrders.state, order.state)))
      .returning();
    if (!cancelled) throw new Error(`Order ${order.id} changed while locked`);
    const freed = await endOrderBookings(tx, order.id, ['UNCONFIRMED', 'CONFIRMED'], now);
    const voided = await voidAuthorisations(tx, order.id);
    const codesReleased = await releaseOrderIncentives(tx, order.id);
    const givenBack = await giveBackTender(tx, order.id, now);
    await sendCancellation({ ...ctx, db: tx }, cancelled);
    ctx.logger.info('order cancelled', {
      customerOrderId: order.id,
      state: cancelled.state,
      was: order.state,
      staffOnBehalf: actor.staffOnBehalf === true,
      slotPlacesFreed: freed,
      authorisationsVoided: voided,
      codesReleased,
      giftCardsRefundedPence: givenBack.giftCardsPence,
      giftVouchersReleased: givenBack.giftVouchers,
    });
    return cancelled;
  });
}

/** The cancellation email (development outbox), in the cancelling transaction: the order number and the refund. */
async function sendCancellation(ctx: OrderContext, order: CustomerOrderRow): Promise<void> {
  if (order.customerId === null) return;
  const [customer] = await ctx.db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer) return;
  const link = `/ecom/myaccount/my-orders/order/${order.id}`;
  await sendMessage(ctx, {
    to: customer.email,
    kind: 'order-cancelled',
    subject: `Your order ${order.id} is cancelled`,
    body: [
      `${customer.firstName}, your order ${order.id} has been cancelled and its slot released.`,
      order.state === 'REFUND_PENDING'
        ? 'The payment taken for it will be refunded to your card.'
        : 'Your card has not been charged.',
      `See your order: ${link}`,
    ].join('\n'),
    link,
  });
}
