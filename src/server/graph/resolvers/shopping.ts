import type { MinimumOrderValues, ShoppingContext } from '../../../contract/trolley.ts';
import { moneyOfPence } from '../../../domain/money.ts';
import { MINIMUM_ORDER_VALUE_PENCE } from '../../../domain/trolley-limits.ts';
import { productImagePath } from '../../http/product-images.ts';
import { getShoppingContext } from '../../services/customer-orders.ts';
import type { ProductSummary } from '../../services/trolley-view.ts';
import { type GraphContext, requireOwner } from '../context.ts';
import type { Resolvers } from './types.ts';

/** The shopping context and minimum order values of doc 2 §7, and the trolley's product fields. */
export const shoppingResolvers: Resolvers = {
  Query: {
    shoppingContext: async (_: unknown, _args: unknown, context: GraphContext): Promise<ShoppingContext> => ({
      ...(await getShoppingContext(context.services, requireOwner(context))),
      failures: [],
    }),
    // The same for every shopper: no session needed.
    minimumOrderValues: (): MinimumOrderValues => ({
      collectionMinimumOrderValue: moneyOfPence(MINIMUM_ORDER_VALUE_PENCE.COLLECTION),
      deliveryMinimumOrderValue: moneyOfPence(MINIMUM_ORDER_VALUE_PENCE.DELIVERY),
      failures: [],
    }),
  },
  TrolleyProduct: {
    thumbnail: (product: ProductSummary, _args: unknown, context: GraphContext) =>
      productImagePath(context.apiEnv, product.lineNumber, 'small'),
  },
};
