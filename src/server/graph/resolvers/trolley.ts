import { DEFAULT_RECOMMENDATIONS_SIZE } from '../../../domain/trolley-limits.ts';
import {
  addItemToTrolley,
  emptyTrolley,
  getTrolley,
  replaceTrolleyItem,
  type TrolleyAnswer,
  type TrolleyItemInput,
  trolleyOrderOf,
  updateTrolleyItem,
  updateTrolleyItems,
  updateTrolleySubPreferences,
} from '../../services/trolley.ts';
import { type RecommendedProducts, recommendProducts } from '../../services/trolley-recommendations.ts';
import { substitutionProducts } from '../../services/trolley-substitutes.ts';
import { type GraphContext, requireOwner } from '../context.ts';
import type { Resolvers } from './types.ts';

/** Trolley operations of doc 2 §7 (docs/api/trolley.md); each answers `{ trolley, failures }`. */

interface OrderArgs {
  orderId?: string | null;
}
interface ItemArgs extends OrderArgs {
  trolleyItem: TrolleyItemInput;
}

interface WithRecommendations extends TrolleyAnswer {
  recommend: () => Promise<RecommendedProducts>;
}

export const trolleyResolvers: Resolvers = {
  Query: {
    getTrolley: async (_: unknown, { orderId }: OrderArgs, context: GraphContext): Promise<TrolleyAnswer> => {
      const { trolley, failures } = await getTrolley(context.services, requireOwner(context), orderId);
      return { trolley, failures };
    },
    getTrolleyWithRecommendations: async (
      _: unknown,
      args: OrderArgs & { recommendationsSize?: number | null; recommendationsStart?: number | null },
      context: GraphContext,
    ): Promise<WithRecommendations> => {
      const { trolley, failures, order } = await getTrolley(
        context.services,
        requireOwner(context),
        args.orderId,
      );
      return {
        trolley,
        failures,
        // Only worked out when the query asks for it.
        recommend: async () =>
          order
            ? recommendProducts(context.services.db, order.id, {
                size: args.recommendationsSize ?? DEFAULT_RECOMMENDATIONS_SIZE,
                start: args.recommendationsStart ?? 0,
              })
            : { failures: [], totalResults: 0, products: [] },
      };
    },
    substitutionProducts: async (
      _: unknown,
      args: OrderArgs & { lineNumber: string; pickingRef?: string | null; size?: number | null },
      context: GraphContext,
    ): Promise<RecommendedProducts> => {
      const resolved = await trolleyOrderOf(context.services, requireOwner(context), args.orderId);
      if ('failure' in resolved) return { failures: [resolved.failure], totalResults: 0, products: [] };
      return substitutionProducts(context.services.db, resolved.order.id, {
        lineNumber: args.lineNumber,
        size: args.size ?? 3,
      });
    },
  },
  TrolleyWithRecommendationsResponse: {
    recommendedProducts: (parent: WithRecommendations) => parent.recommend(),
  },
  Mutation: {
    addItemToTrolley: (_: unknown, { orderId, trolleyItem }: ItemArgs, context: GraphContext) =>
      addItemToTrolley(context.services, requireOwner(context), orderId, trolleyItem),
    updateTrolleyItem: (_: unknown, { orderId, trolleyItem }: ItemArgs, context: GraphContext) =>
      updateTrolleyItem(context.services, requireOwner(context), orderId, trolleyItem),
    replaceTrolleyItem: (_: unknown, { orderId, trolleyItem }: ItemArgs, context: GraphContext) =>
      replaceTrolleyItem(context.services, requireOwner(context), orderId, trolleyItem),
    updateTrolleyItems: (
      _: unknown,
      { orderId, trolleyItems }: OrderArgs & { trolleyItems: TrolleyItemInput[] },
      context: GraphContext,
    ) => updateTrolleyItems(context.services, requireOwner(context), orderId, trolleyItems),
    updateTrolleySubPreferences: (
      _: unknown,
      { orderId, subPreference }: OrderArgs & { subPreference: boolean },
      context: GraphContext,
    ) => updateTrolleySubPreferences(context.services, requireOwner(context), orderId, subPreference),
    emptyTrolley: (_: unknown, { orderId }: OrderArgs, context: GraphContext) =>
      emptyTrolley(context.services, requireOwner(context), orderId),
  },
};
