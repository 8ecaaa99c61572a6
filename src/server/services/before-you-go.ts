import { and, asc, desc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { BeforeYouGo, Interstitial } from '../../contract/checkout.ts';
import type { TrolleyProduct } from '../../contract/trolley.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, orderLines, products } from '../db/schema.ts';
import { isTrolleyState } from './customer-orders.ts';
import {
  type CustomerOwner,
  checkoutTrolley,
  type OrderContext,
  type OrderResult,
  ownOrder,
  productWithThumbnail,
  refuseCheckout,
} from './orders.ts';
import { trolleyCatalogue } from './trolley-catalogue.ts';
import { type GraphTrolley, productSummary } from './trolley-view.ts';

/**
 * Before you go (docs/api/checkout.md "Before you go"; doc 2 §4 Interstitials): the steps the trolley's
 * Checkout goes through, built from the shopper's own data. Forgotten favourites are the products of their
 * placed orders that are not in this trolley (none before a first order); offers close are the trolley's
 * products in a multi-buy one unit away from triggering, as the trolley's own pricing says
 * (trolley-totals.ts `unitsNeeded`). A step with no products is left out. The storefront adds the final
 * Checkout step and keeps each step's valid, current and visited.
 */

/** At most this many products a step. */
export const INTERSTITIAL_PRODUCTS = 8;

export const INTERSTITIALS = {
  forgottenFavourites: {
    id: 'forgotten-favourites',
    label: 'Forgotten favourites',
    description: 'Products you usually buy that are not in your trolley yet.',
  },
  offersClose: {
    id: 'offers-close',
    label: 'Offers you are close to',
    description: 'Add one more of these to get the offer.',
  },
} as const;

const AVAILABLE = 'IN_STOCK';

/**
 * The products of the customer's placed orders (not cancelled, not this one), most often ordered first and
 * then most recently, that are available and not in the trolley.
 */
async function forgottenFavourites(
  ctx: OrderContext,
  orderId: number,
  customerId: number,
  inTrolley: string[],
): Promise<TrolleyProduct[]> {
  const timesOrdered = sql<number>`count(DISTINCT ${orderLines.customerOrderId})::int`;
  const rows = await ctx.db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(customerOrders, eq(customerOrders.id, orderLines.customerOrderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(customerOrders.customerId, customerId),
        isNotNull(customerOrders.placedAt),
        ne(customerOrders.state, 'CANCELLED'),
        ne(customerOrders.id, orderId),
        eq(products.availability, AVAILABLE),
        inTrolley.length > 0 ? notInArray(orderLines.productId, inTrolley) : undefined,
      ),
    )
    .groupBy(orderLines.productId)
    .orderBy(desc(timesOrdered), desc(sql`max(${customerOrders.placedAt})`), asc(orderLines.productId))
    .limit(INTERSTITIAL_PRODUCTS);
  return productsInOrder(
    ctx,
    ctx.db,
    rows.map((row) => row.productId),
  );
}

async function productsInOrder(ctx: OrderContext, db: Database, ids: string[]): Promise<TrolleyProduct[]> {
  const found = await trolleyCatalogue(ctx.db).productsById(db, ids);
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [productWithThumbnail(ctx.apiEnv, productSummary(product))] : [];
  });
}

/** The trolley's products in an untriggered multi-buy that one more unit would trigger, in trolley order. */
async function offersClose(ctx: OrderContext, trolley: GraphTrolley): Promise<TrolleyProduct[]> {
  const close = trolley.promotions.filter(
    (promotion) => promotion.status === 'UNTRIGGERED' && promotion.unitsNeeded === 1,
  );
  if (close.length === 0) return [];
  const inputs = await trolleyCatalogue(ctx.db).promotionsOf(
    ctx.db,
    trolley.trolleyItems.map((item) => item.productId),
  );
  const multiBuys = new Set(
    inputs.filter((input) => input.discount.type === 'MULTI_BUY').map((input) => input.id),
  );
  const itemIds = new Set(
    close
      .filter((promotion) => multiBuys.has(promotion.promotionId))
      .flatMap((promotion) => promotion.trolleyItemIds),
  );
  return trolley.trolleyItems
    .filter((item) => itemIds.has(item.trolleyItemId) && item.product.availability === AVAILABLE)
    .slice(0, INTERSTITIAL_PRODUCTS)
    .map((item) => productWithThumbnail(ctx.apiEnv, item.product));
}

/** GET before-you-go?customerOrderId=: the caller's order being checked out (else 404, or 409 once placed). */
export async function getBeforeYouGo(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderResult<BeforeYouGo>> {
  const found = await ownOrder(ctx.db, owner, customerOrderId);
  if (!found.ok) return found;
  const order = found.value;
  if (!isTrolleyState(order.state)) return refuseCheckout(409, 'ORDER_NOT_CHECKOUTABLE');
  const { trolley } = await checkoutTrolley(ctx, ctx.db, order);
  const [favourites, offers] = await Promise.all([
    forgottenFavourites(
      ctx,
      order.id,
      owner.customerId,
      trolley.trolleyItems.map((item) => item.productId),
    ),
    offersClose(ctx, trolley),
  ]);
  const interstitials: Interstitial[] = [];
  if (favourites.length > 0)
    interstitials.push({ ...INTERSTITIALS.forgottenFavourites, products: favourites });
  if (offers.length > 0) interstitials.push({ ...INTERSTITIALS.offersClose, products: offers });
  return { ok: true, value: { interstitials } };
}
