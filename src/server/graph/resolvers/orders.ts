import { GraphQLError } from 'graphql';
import type { Failure } from '../../../contract/failures.ts';
import type { LightOrder } from '../../../contract/orders.ts';
import { CHECKOUT_REFUSALS } from '../../../domain/checkout.ts';
import { DEFAULT_RECOMMENDATIONS_SIZE } from '../../../domain/trolley-limits.ts';
import {
  DEFAULT_PREVIOUS_ORDER_PRODUCTS_SIZE,
  getLightOrder,
  getPreviousOrder,
  type PreviousOrderView,
  recommendForPreviousOrder,
} from '../../services/previous-order.ts';
import type { RecommendedProducts } from '../../services/trolley-recommendations.ts';
import { type GraphContext, requireOwner } from '../context.ts';
import type { Resolvers } from './types.ts';

/**
 * Shop from a previous order (docs/api/orders.md "Shop from a previous order"; doc 2 §7 Orders):
 * getOrderWithRecommendations and the lighter getOrder. Only the caller's placed orders: anything else is the
 * failure ORDER_NOT_FOUND (getOrder: null with that error).
 */

interface OrderWithRecommendationsArgs {
  customerOrderId: string;
  recommendationsSize?: number | null;
  recommendationsStart?: number | null;
  productsSize?: number | null;
  productsStart?: number | null;
  trolleyId?: string | null;
}

interface WithRecommendations {
  failures: Failure[];
  order: PreviousOrderView | null;
  recommend: () => Promise<RecommendedProducts>;
}

const NO_RECOMMENDATIONS: RecommendedProducts = { failures: [], totalResults: 0, products: [] };

export const orderResolvers: Resolvers = {
  Query: {
    getOrderWithRecommendations: async (
      _: unknown,
      args: OrderWithRecommendationsArgs,
      context: GraphContext,
    ): Promise<WithRecommendations> => {
      const owner = requireOwner(context);
      const { failures, order } = await getPreviousOrder(context.services, owner, args.customerOrderId, {
        productsStart: args.productsStart ?? 0,
        productsSize: args.productsSize ?? DEFAULT_PREVIOUS_ORDER_PRODUCTS_SIZE,
      });
      return {
        failures,
        order,
        // Only worked out when the query asks for it.
        recommend: async () =>
          order
            ? recommendForPreviousOrder(context.services.db, owner, order, {
                size: args.recommendationsSize ?? DEFAULT_RECOMMENDATIONS_SIZE,
                start: args.recommendationsStart ?? 0,
                trolleyId: args.trolleyId ?? null,
              })
            : NO_RECOMMENDATIONS,
      };
    },
    getOrder: async (
      _: unknown,
      { customerOrderId }: { customerOrderId: string },
      context: GraphContext,
    ): Promise<LightOrder> => {
      const order = await getLightOrder(context.services, requireOwner(context), customerOrderId);
      if (!order)
        throw new GraphQLError(CHECKOUT_REFUSALS.ORDER_NOT_FOUND, {
          extensions: { code: 'ORDER_NOT_FOUND' },
        });
      return order;
    },
  },
  OrderWithRecommendationsResponse: {
    recommendedProducts: (parent: WithRecommendations) => parent.recommend(),
  },
};
