import type { OrderAction } from '../../../contract/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/orders.ts';
import { amendOrder, cancelAmendOrder } from '../../services/order-actions.ts';
import { type GraphContext, requireOwner } from '../context.ts';
import type { Resolvers } from './types.ts';

/**
 * amendOrder and cancelAmendOrder (doc 2 §7 Orders; docs/api/orders.md "Actions"): `{ failures, order }`,
 * refusals as failures (the graph answers 200). An anonymous session has no orders: ORDER_NOT_FOUND.
 */

interface OrderIdArgs {
  customerOrderId: string;
}

const NOT_FOUND: OrderAction = {
  failures: [{ type: 'ORDER_NOT_FOUND', message: ORDER_MESSAGES.notFound }],
  order: null,
};

const act =
  (action: typeof amendOrder) =>
  async (_: unknown, { customerOrderId }: OrderIdArgs, context: GraphContext): Promise<OrderAction> => {
    const owner = requireOwner(context);
    if (owner.customerId === null) return NOT_FOUND;
    const result = await action(
      { ...context.services, apiEnv: context.apiEnv },
      { ...owner, customerId: owner.customerId },
      customerOrderId,
    );
    return result.body;
  };

export const orderActionResolvers: Resolvers = {
  Mutation: {
    amendOrder: act(amendOrder),
    cancelAmendOrder: act(cancelAmendOrder),
  },
};
