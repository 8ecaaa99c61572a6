import * as v from 'valibot';
import {
  type MinimumOrderValues,
  minimumOrderValuesSchema,
  type RecommendedProducts,
  recommendedProductsSchema,
  type ShoppingContext,
  shoppingContextSchema,
  type TrolleyAnswer,
  type TrolleyWithRecommendations,
  trolleyAnswerSchema,
  trolleyWithRecommendationsSchema,
} from '../contract/trolley.ts';
import type { TrolleyItemInput } from '../domain/trolley.ts';
import { TROLLEY_MESSAGES } from '../domain/trolley.ts';
import { DEFAULT_RECOMMENDATIONS_SIZE } from '../domain/trolley-limits.ts';
import { type ApiClient, appClient } from './client.ts';

/**
 * The trolley calls on the graph endpoint (doc 2 §7 Trolley; docs/api/trolley.md is the contract). Their
 * answers' shapes are src/contract/trolley.ts; every answer carries `failures {message type}`, and the
 * trolley is as it is after the call. The trolley machine's actors are these functions
 * (src/shop/trolley/trolley.ts).
 */

// ---------------------------------------------------------------------------------------------------------
// Documents: constants, so that the server's parsed-document cache keeps them (docs/api/trolley.md "Limits").

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment TrolleyProductFields on TrolleyProduct {
    id lineNumber name brand size productType availability thumbnail maxPersonalisedMessageLength
    substitutionsProhibited containsAlcohol highFatSaltSugar
    currentSaleUnitPrice { price { amount currencyCode } quantity { amount uom } }
    defaultQuantity { amount uom } itemWeightKg depositCharge { amount currencyCode } displayPrice
    leadTimeDays availableDays restrictionStartDate restrictionEndDate entertaining
  }
`;

export const TROLLEY_FIELDS = /* GraphQL */ `
  fragment TrolleyMoney on Money { amount currencyCode }
  fragment TrolleyFields on Trolley {
    orderId customerOrderState amendingOrder instantCheckout slotChangeable substitutionsAllowed
    conflicts {
      type severity itemId productId lineNumber addToTrolley outOfStock priority nextSlotDate
      messages { aside dismissal longGroup longItem reason shortItem title trigger }
      resolutionActions { id message } prohibitedActions
    }
    trolleyItems {
      trolleyItemId lineNumber productId quantity { amount uom } reservedQuantity { amount uom }
      canSubstitute noteToShopper personalisedMessage batchId locked processing
      retailPrice { ...TrolleyMoney } price { ...TrolleyMoney } saving { ...TrolleyMoney }
      totalPrice { ...TrolleyMoney } depositCharge { ...TrolleyMoney }
      discounts { status id description category } triggeredPromotions untriggeredPromotions
      product { ...TrolleyProductFields }
    }
    trolleyTotals {
      collectionMinimumOrderValue { ...TrolleyMoney } deliveryMinimumOrderValue { ...TrolleyMoney }
      deliveryCharge { ...TrolleyMoney } itemTotalEstimatedCost { ...TrolleyMoney }
      totalEstimatedCost { ...TrolleyMoney } totalDepositCharge { ...TrolleyMoney } minimumSpendThresholdMet
      savingsFromOffers { ...TrolleyMoney } savingsFromOffersAndIncentives { ...TrolleyMoney }
      savingsFromMyWaitrose { ...TrolleyMoney } totalSavings { ...TrolleyMoney } partnerDiscountSavings { ...TrolleyMoney } orderLines
      giftCards { ...TrolleyMoney } giftVouchers { ...TrolleyMoney } paymentCard { ...TrolleyMoney }
      trolleyItemCounts { hardConflicts softConflicts noConflicts }
    }
    promotions {
      promotionId description promotionType promotionTypeCode status promotionExpiryDate
      saving { ...TrolleyMoney }
      trolleyItemIds unitsNeeded
    }
  }
  ${PRODUCT_FIELDS}
`;

const ANSWER_FIELDS = 'failures { message type } trolley { ...TrolleyFields }';

export const GET_TROLLEY = /* GraphQL */ `
  query getTrolley($orderId: ID) { getTrolley(orderId: $orderId) { ${ANSWER_FIELDS} } }
  ${TROLLEY_FIELDS}
`;

export const GET_TROLLEY_WITH_RECOMMENDATIONS = /* GraphQL */ `
  query getTrolleyWithRecommendations($orderId: ID, $recommendationsSize: Int, $recommendationsStart: Int) {
    getTrolleyWithRecommendations(
      orderId: $orderId
      recommendationsSize: $recommendationsSize
      recommendationsStart: $recommendationsStart
    ) {
      ${ANSWER_FIELDS}
      recommendedProducts { failures { message type } totalResults products { ...TrolleyProductFields } }
    }
  }
  ${TROLLEY_FIELDS}
`;

const itemMutation = (name: string) => /* GraphQL */ `
  mutation ${name}($orderId: ID, $trolleyItem: TrolleyItemInput!) {
    ${name}(orderId: $orderId, trolleyItem: $trolleyItem) { ${ANSWER_FIELDS} }
  }
  ${TROLLEY_FIELDS}
`;

export const ADD_ITEM_TO_TROLLEY = itemMutation('addItemToTrolley');
export const UPDATE_TROLLEY_ITEM = itemMutation('updateTrolleyItem');
export const REPLACE_TROLLEY_ITEM = itemMutation('replaceTrolleyItem');

export const UPDATE_TROLLEY_ITEMS = /* GraphQL */ `
  mutation updateTrolleyItems($orderId: ID, $trolleyItems: [TrolleyItemInput!]!) {
    updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { ${ANSWER_FIELDS} }
  }
  ${TROLLEY_FIELDS}
`;

export const UPDATE_TROLLEY_SUB_PREFERENCES = /* GraphQL */ `
  mutation updateTrolleySubPreferences($orderId: ID, $subPreference: Boolean!) {
    updateTrolleySubPreferences(orderId: $orderId, subPreference: $subPreference) { ${ANSWER_FIELDS} }
  }
  ${TROLLEY_FIELDS}
`;

export const EMPTY_TROLLEY = /* GraphQL */ `
  mutation emptyTrolley($orderId: ID) { emptyTrolley(orderId: $orderId) { ${ANSWER_FIELDS} } }
  ${TROLLEY_FIELDS}
`;

export const SHOPPING_CONTEXT = /* GraphQL */ `
  query shoppingContext {
    shoppingContext { customerId customerOrderId customerOrderState defaultBranchId failures { message type } }
  }
`;

/** doc 2 §7 "substitution products": what a line could be swapped for. */
export const SUBSTITUTION_PRODUCTS = /* GraphQL */ `
  query substitutionProducts($orderId: ID, $lineNumber: String!, $size: Int) {
    substitutionProducts(orderId: $orderId, lineNumber: $lineNumber, size: $size) {
      failures { message type } totalResults products { ...TrolleyProductFields }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const MINIMUM_ORDER_VALUES = /* GraphQL */ `
  query minimumOrderValues {
    minimumOrderValues {
      collectionMinimumOrderValue { amount currencyCode } deliveryMinimumOrderValue { amount currencyCode }
      failures { message type }
    }
  }
`;

// ---------------------------------------------------------------------------------------------------------
// Calls

/** doc 2 §8: "An unknown graph failure reads 'Graph call succeeded but returned no data or an unknown error'". */
export class TrolleyCallError extends Error {
  override readonly name = 'TrolleyCallError';
  constructor(readonly operation: string) {
    super(TROLLEY_MESSAGES.unknownGraphFailure);
  }
}

/** doc 2 §9: minimum order values have a 5,000 ms response timeout and a 7,000 ms deadline. */
export const MINIMUM_ORDER_VALUES_TIMEOUT_MS = 7_000;

/**
 * The payload drops nulls (doc 1 §5 Calls), and null is how a field says "clear it": a cleared note or
 * message is sent as '', which the server reads alike.
 */
export function itemPayload(item: TrolleyItemInput): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...item };
  if (item.noteToShopper === null) payload.noteToShopper = '';
  if (item.personalisedMessage === null) payload.personalisedMessage = '';
  return payload;
}

export interface TrolleyCallOptions {
  /** The order to work on; left out (null), the shopper's current trolley. */
  orderId?: string | null | undefined;
  signal?: AbortSignal;
}

export interface TrolleyApi {
  getTrolley(options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  getTrolleyWithRecommendations(
    options?: TrolleyCallOptions & { size?: number; start?: number },
  ): Promise<TrolleyWithRecommendations>;
  addItemToTrolley(item: TrolleyItemInput, options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  updateTrolleyItem(item: TrolleyItemInput, options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  replaceTrolleyItem(item: TrolleyItemInput, options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  updateTrolleyItems(
    items: readonly TrolleyItemInput[],
    options?: TrolleyCallOptions,
  ): Promise<TrolleyAnswer>;
  updateTrolleySubPreferences(subPreference: boolean, options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  emptyTrolley(options?: TrolleyCallOptions): Promise<TrolleyAnswer>;
  shoppingContext(signal?: AbortSignal): Promise<ShoppingContext>;
  minimumOrderValues(signal?: AbortSignal): Promise<MinimumOrderValues>;
  substitutionProducts(
    lineNumber: string,
    options?: TrolleyCallOptions & { size?: number },
  ): Promise<RecommendedProducts>;
}

/** The trolley calls through a call layer: the app's (below), or a test's own. */
export function createTrolleyApi(client: ApiClient): TrolleyApi {
  async function operation<TSchema extends v.GenericSchema>(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    schema: TSchema,
    options: {
      signal?: AbortSignal | undefined;
      headers?: Record<string, string>;
      timeout?: number;
      needsSession?: boolean;
    } = {},
  ): Promise<v.InferOutput<TSchema>> {
    const data = await client.graph(query, variables, {
      tag: name,
      schema: v.nullish(v.object({ [name]: v.nullish(schema) })),
      ...(options.signal && { signal: options.signal }),
      ...(options.headers && { headers: options.headers }),
      ...(options.timeout !== undefined && { timeout: options.timeout }),
      ...(options.needsSession !== undefined && { needsSession: options.needsSession }),
    });
    const answer = (data as Record<string, unknown> | null | undefined)?.[name];
    if (answer === null || answer === undefined) throw new TrolleyCallError(name);
    return answer as v.InferOutput<TSchema>;
  }

  const orderOf = (options: TrolleyCallOptions | undefined) =>
    options?.orderId ? { orderId: options.orderId } : {};

  return {
    getTrolley: (options) =>
      operation('getTrolley', GET_TROLLEY, orderOf(options), trolleyAnswerSchema, options),
    getTrolleyWithRecommendations: (options) =>
      operation(
        'getTrolleyWithRecommendations',
        GET_TROLLEY_WITH_RECOMMENDATIONS,
        {
          ...orderOf(options),
          recommendationsSize: options?.size ?? DEFAULT_RECOMMENDATIONS_SIZE,
          recommendationsStart: options?.start ?? 0,
        },
        trolleyWithRecommendationsSchema,
        { signal: options?.signal, headers: { experience: 'trolley-page' } },
      ),
    addItemToTrolley: (item, options) =>
      operation(
        'addItemToTrolley',
        ADD_ITEM_TO_TROLLEY,
        { ...orderOf(options), trolleyItem: itemPayload(item) },
        trolleyAnswerSchema,
        options,
      ),
    updateTrolleyItem: (item, options) =>
      operation(
        'updateTrolleyItem',
        UPDATE_TROLLEY_ITEM,
        { ...orderOf(options), trolleyItem: itemPayload(item) },
        trolleyAnswerSchema,
        options,
      ),
    replaceTrolleyItem: (item, options) =>
      operation(
        'replaceTrolleyItem',
        REPLACE_TROLLEY_ITEM,
        { ...orderOf(options), trolleyItem: itemPayload(item) },
        trolleyAnswerSchema,
        options,
      ),
    updateTrolleyItems: (items, options) =>
      operation(
        'updateTrolleyItems',
        UPDATE_TROLLEY_ITEMS,
        { ...orderOf(options), trolleyItems: items.map(itemPayload) },
        trolleyAnswerSchema,
        options,
      ),
    updateTrolleySubPreferences: (subPreference, options) =>
      operation(
        'updateTrolleySubPreferences',
        UPDATE_TROLLEY_SUB_PREFERENCES,
        { ...orderOf(options), subPreference },
        trolleyAnswerSchema,
        options,
      ),
    emptyTrolley: (options) =>
      operation('emptyTrolley', EMPTY_TROLLEY, orderOf(options), trolleyAnswerSchema, options),
    shoppingContext: (signal) =>
      operation('shoppingContext', SHOPPING_CONTEXT, {}, shoppingContextSchema, { signal }),
    minimumOrderValues: (signal) =>
      operation('minimumOrderValues', MINIMUM_ORDER_VALUES, {}, minimumOrderValuesSchema, {
        signal,
        timeout: MINIMUM_ORDER_VALUES_TIMEOUT_MS,
        // The only trolley call without a session (docs/api/trolley.md).
        needsSession: false,
      }),
    substitutionProducts: (lineNumber, options) =>
      operation(
        'substitutionProducts',
        SUBSTITUTION_PRODUCTS,
        { ...orderOf(options), lineNumber, size: options?.size ?? 3 },
        recommendedProductsSchema,
        options,
      ),
  };
}

/** The app's trolley calls. */
export const trolleyApi: TrolleyApi = createTrolleyApi(appClient);
