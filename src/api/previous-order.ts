import * as v from 'valibot';
import {
  type LightOrder,
  lightOrderSchema,
  type OrderWithRecommendations,
  orderWithRecommendationsSchema,
} from '../contract/orders.ts';
import { DEFAULT_TIMEOUT } from '../domain/calls.ts';
import { DEFAULT_RECOMMENDATIONS_SIZE } from '../domain/trolley-limits.ts';
import { type ApiClient, appClient } from './client.ts';

/**
 * Shopping a previous order again (doc 2 §7 Orders; docs/api/orders.md "Shop from a previous order" and
 * "Lists"): the order's lines with each product as sold today, fetched in chunks of 100, with recommended
 * products; and the lighter order. The order lists are src/api/orders.ts.
 */

/** doc 2 §7: "Products for an order are fetched in chunks of 100" (productsSize 100). */
export const PREVIOUS_ORDER_LINES_CHUNK = 100;

/** doc 2 §7: "The experience header is shop-from-previous-order, the tag is get-order, and the timeout is 45 s." */
export const PREVIOUS_ORDER_EXPERIENCE = 'shop-from-previous-order';
export const PREVIOUS_ORDER_TAG = 'get-order';
export const PREVIOUS_ORDER_TIMEOUT_MS = DEFAULT_TIMEOUT.deadline;

// Documents are constants, so that the server's parsed-document cache keeps them.

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment PreviousOrderProductFields on TrolleyProduct {
    id lineNumber name brand size productType availability thumbnail maxPersonalisedMessageLength
    substitutionsProhibited containsAlcohol
    currentSaleUnitPrice { price { amount currencyCode } quantity { amount uom } }
    defaultQuantity { amount uom } itemWeightKg depositCharge { amount currencyCode } displayPrice
    leadTimeDays availableDays restrictionStartDate restrictionEndDate entertaining
  }
`;

export const GET_ORDER_WITH_RECOMMENDATIONS = /* GraphQL */ `
  query getOrderWithRecommendations(
    $customerOrderId: ID!
    $recommendationsSize: Int
    $recommendationsStart: Int
    $productsSize: Int
    $productsStart: Int
    $trolleyId: ID
  ) {
    getOrderWithRecommendations(
      customerOrderId: $customerOrderId
      recommendationsSize: $recommendationsSize
      recommendationsStart: $recommendationsStart
      productsSize: $productsSize
      productsStart: $productsStart
      trolleyId: $trolleyId
    ) {
      failures { message type }
      order {
        customerOrderId containsEntertainingLines status slots { type status }
        placed slotStartDateTime totalLines
        lines { lineNumber productId name quantity { amount uom } product { ...PreviousOrderProductFields } }
      }
      recommendedProducts { failures { message type } totalResults products { ...PreviousOrderProductFields } }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const GET_ORDER = /* GraphQL */ `
  query getOrder($customerOrderId: ID!) {
    getOrder(customerOrderId: $customerOrderId) {
      customerOrderId containsEntertainingLines status slots { type status }
    }
  }
`;

const lightOrderAnswerSchema = v.object({ getOrder: lightOrderSchema });

export interface PreviousOrderOptions {
  /** How many recommended products (doc 2 §9: 8 by default). */
  recommendationsSize?: number;
  /** The shopper's trolley, so that the products are priced for it. */
  trolleyId?: string | null;
  signal?: AbortSignal;
}

export interface PreviousOrderApi {
  /**
   * The previous order with every one of its lines (asked for in chunks of 100 until `totalLines` are in)
   * and its recommended products. `order` is null, with the failures, when it is not a previous order of the
   * shopper's (another's, nobody's, or the trolley).
   */
  getOrderWithRecommendations(
    customerOrderId: string,
    options?: PreviousOrderOptions,
  ): Promise<OrderWithRecommendations>;
  /** The lighter order: id, whether it holds entertaining lines, status, and its slots' type and status. */
  getOrder(customerOrderId: string, signal?: AbortSignal): Promise<LightOrder>;
}

export function createPreviousOrderApi(client: ApiClient): PreviousOrderApi {
  const graphOptions = (signal: AbortSignal | undefined) => ({
    tag: PREVIOUS_ORDER_TAG,
    timeout: PREVIOUS_ORDER_TIMEOUT_MS,
    headers: { experience: PREVIOUS_ORDER_EXPERIENCE },
    ...(signal && { signal }),
  });

  async function getOrderWithRecommendations(
    customerOrderId: string,
    { recommendationsSize = DEFAULT_RECOMMENDATIONS_SIZE, trolleyId, signal }: PreviousOrderOptions = {},
  ): Promise<OrderWithRecommendations> {
    const chunk = (productsStart: number) =>
      client
        .graph(
          GET_ORDER_WITH_RECOMMENDATIONS,
          {
            customerOrderId,
            recommendationsSize,
            recommendationsStart: 0,
            productsSize: PREVIOUS_ORDER_LINES_CHUNK,
            productsStart,
            ...(trolleyId && { trolleyId }),
          },
          { ...graphOptions(signal), schema: orderWithRecommendationsSchema },
        )
        .then((answer) => answer.getOrderWithRecommendations);

    const first = await chunk(0);
    const { order } = first;
    if (!order) return first;
    const lines = [...order.lines];
    // Asked for in order, one chunk at a time; a chunk that brings nothing ends it (lines gone meanwhile).
    while (lines.length < order.totalLines) {
      const next = await chunk(lines.length);
      if (!next.order || next.order.lines.length === 0) break;
      lines.push(...next.order.lines);
    }
    return { ...first, order: { ...order, lines } };
  }

  return {
    getOrderWithRecommendations,
    getOrder: (customerOrderId, signal) =>
      client
        .graph(
          GET_ORDER,
          { customerOrderId },
          { ...graphOptions(signal), tag: 'getOrder', schema: lightOrderAnswerSchema },
        )
        .then((answer) => answer.getOrder),
  };
}

/** The app's calls. */
export const previousOrderApi: PreviousOrderApi = createPreviousOrderApi(appClient);
export const { getOrderWithRecommendations, getOrder } = previousOrderApi;
