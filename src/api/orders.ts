import * as v from 'valibot';
import type { Failure } from '../contract/failures.ts';
import { failureSchema } from '../contract/failures.ts';
import {
  amendOrderAnswerSchema,
  cancelAmendOrderAnswerSchema,
  type OrderAction,
  type OrderListAnswer,
  type OrderSummary,
  orderActionSchema,
  orderListSchema,
} from '../contract/orders.ts';
import {
  ORDER_FAILURE_TYPES,
  ORDER_LIST_PAGE_SIZE,
  ORDER_MESSAGES,
  type OrderFailureType,
  type OrderList,
} from '../domain/orders.ts';
import { call, graph } from './client.ts';
import { ApiError } from './errors.ts';

export { getOrder } from './checkout.ts';

/**
 * The order calls after checkout (doc 2 §4 Order amendment and cancel, §7 Orders; docs/api/orders.md is the
 * contract): the pending and previous lists, amending (graph amendOrder and cancelAmendOrder), changing the
 * slot and cancelling (REST). Each answer is parsed with src/contract/orders.ts. The actions never throw: they
 * answer an OrderActionResult, the order as it now is or the failure the shopper is shown (doc 2 §8 "Cancel
 * and amend failures arrive as a failures list"; a network or unknown failure is the unexpected error).
 */

const ORDERS = 'order-orchestration';

/** The statuses the order actions answer with a failures list (docs/api/orders.md). */
const ACTION_REFUSALS = [400, 404, 409] as const;

/** Why an order action failed: a type of ORDER_FAILURE_TYPES, or UNEXPECTED (network, unknown answer). */
export type OrderActionFailureType = OrderFailureType | 'UNEXPECTED';

export interface OrderActionFailure {
  type: OrderActionFailureType;
  /** What the shopper is shown: the server's message, or ORDER_MESSAGES.unexpected. */
  message: string;
}

export type OrderActionResult =
  | { ok: true; order: OrderSummary | null }
  | { ok: false; failure: OrderActionFailure };

export const UNEXPECTED_ORDER_FAILURE: OrderActionFailure = {
  type: 'UNEXPECTED',
  message: ORDER_MESSAGES.unexpected,
};

const isOrderFailureType = (type: string): type is OrderFailureType =>
  (ORDER_FAILURE_TYPES as readonly string[]).includes(type);

/** The first failure of a list, typed (an unknown type keeps the server's message). */
function failureOf(failure: Failure): OrderActionFailure {
  return {
    type: isOrderFailureType(failure.type) ? failure.type : 'UNEXPECTED',
    message: failure.message || ORDER_MESSAGES.unexpected,
  };
}

/** An action's answer as a result: the order, or its first failure. */
export function actionResultOf(answer: OrderAction): OrderActionResult {
  const [first] = answer.failures;
  return first ? { ok: false, failure: failureOf(first) } : { ok: true, order: answer.order };
}

/**
 * A failed call as a result: a refusal with a failures list (or the house's `{ message, type }`) keeps the
 * server's words; a 404 without a body is ORDER_NOT_FOUND; anything else is the unexpected error.
 */
export function actionFailureOf(error: unknown): OrderActionResult {
  if (error instanceof ApiError) {
    const listed = v.safeParse(orderActionSchema, error.body);
    if (listed.success && listed.output.failures.length > 0) return actionResultOf(listed.output);
    const single = v.safeParse(failureSchema, error.body);
    if (single.success) return { ok: false, failure: failureOf(single.output) };
    if (error.status === 404) {
      return { ok: false, failure: { type: 'ORDER_NOT_FOUND', message: ORDER_MESSAGES.unexpected } };
    }
  }
  return { ok: false, failure: UNEXPECTED_ORDER_FAILURE };
}

async function action(run: () => Promise<OrderAction>): Promise<OrderActionResult> {
  try {
    return actionResultOf(await run());
  } catch (error) {
    return actionFailureOf(error);
  }
}

const orderPath = (customerOrderId: string) => `orders/${encodeURIComponent(customerOrderId)}`;

// ---------------------------------------------------------------------------------------------------------
// Lists

/** GET orders?list=: one page of the shopper's pending, previous, completed or recent orders. */
export function getOrderList(
  list: OrderList,
  options: { start?: number; size?: number; signal?: AbortSignal } = {},
): Promise<OrderListAnswer> {
  return call({
    service: ORDERS,
    version: 1,
    endpoint: 'orders',
    searchParams: { list, start: options.start ?? 0, size: options.size ?? ORDER_LIST_PAGE_SIZE },
    schema: orderListSchema,
    ...(options.signal && { signal: options.signal }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Actions

const ORDER_SUMMARY_FIELDS = /* GraphQL */ `
  customerOrderId status deliveryStatus placed lastUpdated
  slot { type startDateTime endDateTime amendOrderCutoffDateTime placeName status }
  numberOfItems total { amount currencyCode } totalIsActual
  links { rel title href }
`;

export const AMEND_ORDER = /* GraphQL */ `
  mutation amendOrder($customerOrderId: ID!) {
    amendOrder(customerOrderId: $customerOrderId) {
      failures { message type }
      order { ${ORDER_SUMMARY_FIELDS} }
    }
  }
`;

export const CANCEL_AMEND_ORDER = /* GraphQL */ `
  mutation cancelAmendOrder($customerOrderId: ID!) {
    cancelAmendOrder(customerOrderId: $customerOrderId) {
      failures { message type }
      order { ${ORDER_SUMMARY_FIELDS} }
    }
  }
`;

/** graph amendOrder: a PLACED order becomes AMENDING, and the trolley edits it. */
export function amendOrder(customerOrderId: string): Promise<OrderActionResult> {
  return action(async () => {
    const data = await graph(
      AMEND_ORDER,
      { customerOrderId },
      { tag: 'amendOrder', schema: amendOrderAnswerSchema, handleStatuses: ACTION_REFUSALS },
    );
    return data.amendOrder;
  });
}

/** graph cancelAmendOrder ('Cancel changes?'): the AMENDING order goes back to PLACED as it was. */
export function cancelAmendOrder(customerOrderId: string): Promise<OrderActionResult> {
  return action(async () => {
    const data = await graph(
      CANCEL_AMEND_ORDER,
      { customerOrderId },
      { tag: 'cancelAmendOrder', schema: cancelAmendOrderAnswerSchema, handleStatuses: ACTION_REFUSALS },
    );
    return data.cancelAmendOrder;
  });
}

const postAction = (customerOrderId: string, rel: 'init-changeslot' | 'cancel') =>
  action(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/${rel}`,
      method: 'POST',
      schema: orderActionSchema,
      handleStatuses: ACTION_REFUSALS,
    }),
  );

/** POST init-changeslot: the order is AMENDING and the slot pages book a new slot for it. */
export const initChangeSlot = (customerOrderId: string): Promise<OrderActionResult> =>
  postAction(customerOrderId, 'init-changeslot');

/** POST cancel: a PLACED order with the cancel link is CANCELLED, its slot freed. */
export const cancelOrder = (customerOrderId: string): Promise<OrderActionResult> =>
  postAction(customerOrderId, 'cancel');
