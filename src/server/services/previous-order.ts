import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Failure } from '../../contract/failures.ts';
import type { LightOrder, PreviousOrderLine } from '../../contract/orders.ts';
import { CHECKOUT_REFUSALS } from '../../domain/checkout.ts';
import { isOrderStatus, type OrderStatus } from '../../domain/orders.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, orderLines, products, trolleyItems } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { type CustomerOrderRow, isOwnedBy, isTrolleyState, type TrolleyOwner } from './customer-orders.ts';
import { chooseOrderBooking, loadOrderBookings } from './order-lists.ts';
import { ownOrder } from './orders.ts';
import { trolleyCatalogue } from './trolley-catalogue.ts';
import { pageRefusal, type RecommendedProducts, recommendedPage } from './trolley-recommendations.ts';
import { type ProductSummary, productSummary } from './trolley-view.ts';

/**
 * Shop from a previous order (docs/api/orders.md "Shop from a previous order"; doc 2 §7 Orders: productsSize
 * 100, products in chunks of 100, the lighter version): a placed order of the caller's with its lines, each
 * with its product as it is sold today (null when the shop no longer has it), and products to recommend
 * beside them (ones the shopper did not order). A trolley (PENDING), a merged anonymous trolley, another
 * customer's order or an id that is nobody's is ORDER_NOT_FOUND. AMENDING is a placed order and is shown as
 * it was placed.
 */

export const MAX_PREVIOUS_ORDER_PRODUCTS_SIZE = 100;
export const DEFAULT_PREVIOUS_ORDER_PRODUCTS_SIZE = 100;

/** A previous order's line before the graph resolves the product's thumbnail. */
export type PreviousOrderLineView = Omit<PreviousOrderLine, 'product'> & { product: ProductSummary | null };

export interface PreviousOrderView extends LightOrder {
  placed: string | null;
  slotStartDateTime: string | null;
  totalLines: number;
  lines: PreviousOrderLineView[];
}

export interface PreviousOrderAnswer {
  failures: Failure[];
  order: PreviousOrderView | null;
}

export const ORDER_NOT_FOUND_FAILURE: Failure = {
  type: 'ORDER_NOT_FOUND',
  message: CHECKOUT_REFUSALS.ORDER_NOT_FOUND,
};

const invalidInput = (message: string): Failure => ({ type: 'INVALID_INPUT', message });

/** The caller's placed order (any state but PENDING and MERGED), or null. */
export async function findPreviousOrder(
  db: Database,
  owner: TrolleyOwner,
  customerOrderId: string | undefined,
): Promise<CustomerOrderRow | null> {
  if (owner.customerId === null) return null;
  const found = await ownOrder(db, { ...owner, customerId: owner.customerId }, customerOrderId);
  if (!found.ok || found.value.state === 'PENDING' || found.value.placedAt === null) return null;
  return found.value;
}

/** The lighter order (lightOrderSchema): id, entertaining lines, status, and its slot's type and status. */
export async function lightOrderOf(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  order: CustomerOrderRow,
): Promise<LightOrder> {
  const [bookings, [entertaining]] = await Promise.all([
    loadOrderBookings(ctx.db, [order.id]),
    ctx.db
      .select({
        any: sql<boolean>`coalesce(bool_or((${orderLines.product} ->> 'entertaining')::boolean), false)`,
      })
      .from(orderLines)
      .where(eq(orderLines.customerOrderId, order.id)),
  ]);
  const booking = chooseOrderBooking(order, bookings.get(order.id) ?? [], ctx.clock.now());
  const status: OrderStatus = isOrderStatus(order.state) ? order.state : 'CANCELLED';
  return {
    customerOrderId: String(order.id),
    containsEntertainingLines: entertaining?.any === true,
    status,
    slots: booking ? [{ type: booking.booking.slotType, status: booking.booking.status }] : [],
  };
}

/** graph getOrder: the caller's placed order, lighter; null when it is not one. */
export async function getLightOrder(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  owner: TrolleyOwner,
  customerOrderId: string | undefined,
): Promise<LightOrder | null> {
  const order = await findPreviousOrder(ctx.db, owner, customerOrderId);
  return order ? lightOrderOf(ctx, order) : null;
}

export interface PreviousOrderPage {
  productsStart: number;
  productsSize: number;
}

/** graph getOrderWithRecommendations's order: the lines from productsStart, at most productsSize (1 to 100). */
export async function getPreviousOrder(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  owner: TrolleyOwner,
  customerOrderId: string | undefined,
  { productsStart, productsSize }: PreviousOrderPage,
): Promise<PreviousOrderAnswer> {
  if (!Number.isInteger(productsSize) || productsSize < 1 || productsSize > MAX_PREVIOUS_ORDER_PRODUCTS_SIZE)
    return {
      failures: [
        invalidInput(`productsSize must be a whole number from 1 to ${MAX_PREVIOUS_ORDER_PRODUCTS_SIZE}.`),
      ],
      order: null,
    };
  if (!Number.isInteger(productsStart) || productsStart < 0)
    return { failures: [invalidInput('productsStart must be a whole number from 0.')], order: null };
  const { db } = ctx;
  const order = await findPreviousOrder(db, owner, customerOrderId);
  if (!order) return { failures: [ORDER_NOT_FOUND_FAILURE], order: null };
  const [light, [total], rows] = await Promise.all([
    lightOrderOf(ctx, order),
    db.select({ n: count() }).from(orderLines).where(eq(orderLines.customerOrderId, order.id)),
    db
      .select({
        lineNumber: orderLines.lineNumber,
        productId: orderLines.productId,
        amount: orderLines.quantityAmount,
        uom: orderLines.quantityUom,
        name: sql<string>`${orderLines.product}->>'name'`,
      })
      .from(orderLines)
      .where(eq(orderLines.customerOrderId, order.id))
      .orderBy(asc(orderLines.id))
      .limit(productsSize)
      .offset(productsStart),
  ]);
  const today = await trolleyCatalogue(db).productsById(
    db,
    rows.map((row) => row.productId),
  );
  return {
    failures: [],
    order: {
      ...light,
      placed: order.placedAt?.toISOString() ?? null,
      slotStartDateTime: order.slotStartAt?.toISOString() ?? null,
      totalLines: total?.n ?? 0,
      lines: rows.map((row) => {
        const product = today.get(row.productId);
        return {
          lineNumber: row.lineNumber,
          productId: row.productId,
          name: row.name,
          quantity: { amount: row.amount, uom: row.uom },
          product: product ? productSummary(product) : null,
        };
      }),
    },
  };
}

/**
 * Products to recommend beside a previous order (the trolley's rule, src/server/services/
 * trolley-recommendations.ts): in stock, from the categories of the products ordered, neither ordered nor in
 * the shopper's trolley `trolleyId` (when it is theirs), best reviewed first, then by line number.
 */
export async function recommendForPreviousOrder(
  db: Database,
  owner: TrolleyOwner,
  order: { customerOrderId: string },
  { size, start, trolleyId }: { size: number; start: number; trolleyId?: string | null },
): Promise<RecommendedProducts> {
  const refused = pageRefusal({ size, start });
  if (refused) return refused;
  const orderId = Number(order.customerOrderId);
  const ordered = db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.customerOrderId, orderId));
  const orderedCategories = db
    .selectDistinct({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(orderLines, eq(orderLines.productId, products.id))
    .where(eq(orderLines.customerOrderId, orderId));
  const trolley = await ownTrolleyId(db, owner, trolleyId);
  const where = and(
    eq(products.availability, 'IN_STOCK'),
    inArray(products.categoryId, orderedCategories),
    notInArray(products.id, ordered),
    trolley === null
      ? undefined
      : notInArray(
          products.id,
          db
            .select({ productId: trolleyItems.productId })
            .from(trolleyItems)
            .where(eq(trolleyItems.customerOrderId, trolley)),
        ),
  );
  return recommendedPage(db, where, { size, start });
}

/** The trolley `trolleyId` when it is the caller's live trolley, else null (it is then ignored). */
async function ownTrolleyId(
  db: Database,
  owner: TrolleyOwner,
  trolleyId: string | null | undefined,
): Promise<number | null> {
  if (!trolleyId || !/^[1-9]\d{0,9}$/.test(trolleyId) || Number(trolleyId) > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(customerOrders)
    .where(eq(customerOrders.id, Number(trolleyId)));
  return row && isOwnedBy(row, owner) && isTrolleyState(row.state) ? row.id : null;
}
