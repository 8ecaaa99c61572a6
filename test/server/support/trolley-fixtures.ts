import type { Database } from '../../../src/server/db/client.ts';
import { categories, productPromotions, products, promotions } from '../../../src/server/db/schema.ts';
import type { PromotionDiscount, PromotionGroup } from '../../../src/server/seed/discounts.ts';
import { Browser, createHarness, type Harness } from './auth-harness.ts';

/**
 * A small, fixed catalogue for the trolley's tests: every price and offer is known, so totals can be
 * checked to the penny. The test clock (auth-harness) reads 2025-06-02 in London.
 */

export const FIXTURE_CATEGORY = { id: 990_001, name: 'Trolley test aisle', path: 'groceries/trolley_test' };
export const OTHER_CATEGORY = {
  id: 990_002,
  name: 'Trolley test shelf',
  path: 'groceries/trolley_test_other',
};

interface FixtureProduct {
  key: string;
  pricePence: number;
  uom?: 'C62' | 'KGM' | 'GRM' | 'LBR';
  priceQuantity?: number;
  defaultQuantity?: number;
  depositChargePence?: number;
  maxPersonalisedMessageLength?: number;
  substitutionGroup?: 'ENTERTAINING' | 'PHARMACEUTICAL' | 'FRESH_COUNTER';
  availability?: 'IN_STOCK' | 'OUT_OF_STOCK' | 'UNAVAILABLE';
  categoryId?: number;
  reviewCount?: number;
  /** Loose produce sold by the kilo that may be bought by the item too. */
  itemWeightKg?: number;
  /** When it may be delivered or collected (src/domain/slot-restrictions.ts). */
  leadTimeDays?: number;
  availableDays?: string[];
  restrictionStartDate?: string;
  restrictionEndDate?: string;
}

const PRODUCT_LIST: FixtureProduct[] = [
  { key: 'milk', pricePence: 150 },
  { key: 'coffee', pricePence: 400 },
  { key: 'redWine', pricePence: 799 },
  { key: 'whiteWine', pricePence: 999 },
  { key: 'cheese', pricePence: 350 },
  { key: 'granola', pricePence: 300 },
  { key: 'yogurtA', pricePence: 200 },
  { key: 'yogurtB', pricePence: 225 },
  { key: 'yogurtC', pricePence: 180 },
  { key: 'sandwich', pricePence: 350 },
  { key: 'wrap', pricePence: 400 },
  { key: 'crisps', pricePence: 95 },
  { key: 'juice', pricePence: 180 },
  { key: 'cookie', pricePence: 120 },
  { key: 'ketchup', pricePence: 250 },
  { key: 'oliveOil', pricePence: 600 },
  { key: 'tea', pricePence: 300 },
  { key: 'bread', pricePence: 140 },
  { key: 'bananas', pricePence: 68, uom: 'KGM', defaultQuantity: 0.5 },
  {
    key: 'ham',
    pricePence: 250,
    uom: 'GRM',
    priceQuantity: 100,
    defaultQuantity: 100,
    substitutionGroup: 'FRESH_COUNTER',
  },
  { key: 'beef', pricePence: 500, uom: 'LBR' },
  { key: 'cola', pricePence: 400, depositChargePence: 60 },
  { key: 'cake', pricePence: 2500, maxPersonalisedMessageLength: 30, substitutionGroup: 'ENTERTAINING' },
  { key: 'paracetamol', pricePence: 45, substitutionGroup: 'PHARMACEUTICAL' },
  { key: 'soldOut', pricePence: 500, availability: 'OUT_OF_STOCK' },
  { key: 'unavailable', pricePence: 500, availability: 'UNAVAILABLE' },
  { key: 'apples', pricePence: 210, categoryId: OTHER_CATEGORY.id, reviewCount: 50 },
  { key: 'pears', pricePence: 230, categoryId: OTHER_CATEGORY.id, reviewCount: 40 },
  {
    key: 'plums',
    pricePence: 250,
    categoryId: OTHER_CATEGORY.id,
    reviewCount: 30,
    availability: 'OUT_OF_STOCK',
  },
  // £3.00 a kilo, or by the item at 150 g each (45p an item, estimated).
  { key: 'looseApples', pricePence: 300, uom: 'KGM', defaultQuantity: 0.5, itemWeightKg: 0.15 },
  // Restricted to some slots (the clock's today is Monday 2 June 2025).
  { key: 'platter', pricePence: 1500, leadTimeDays: 3 },
  { key: 'stollen', pricePence: 800, restrictionStartDate: '2025-06-10', restrictionEndDate: '2025-06-20' },
  {
    key: 'canapes',
    pricePence: 1200,
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
];

export interface FixtureRef {
  id: string;
  lineNumber: string;
  pricePence: number;
  uom: string;
}

/** Every fixture product by key: `P.coffee.lineNumber`. */
export const P: Record<string, FixtureRef> = Object.fromEntries(
  PRODUCT_LIST.map((product, index) => [
    product.key,
    {
      id: `T${String(index + 1).padStart(3, '0')}`,
      lineNumber: String(990_101 + index),
      pricePence: product.pricePence,
      uom: product.uom ?? 'C62',
    },
  ]),
);

interface FixturePromotion {
  id: number;
  description: string;
  promotionType: string;
  promotionTypeCode: string;
  discount: PromotionDiscount;
  groups?: PromotionGroup[];
  members: [key: string, group?: number][];
  startDate?: string;
  expiryDate?: string;
  hidden?: boolean;
  loyaltyOnly?: boolean;
}

export const PROMOTIONS: FixturePromotion[] = [
  {
    id: 990_001,
    description: 'Save 25%',
    promotionType: 'PERCENT_OFF',
    promotionTypeCode: 'MPO',
    discount: { type: 'PERCENT_OFF', percent: 25 },
    members: [['coffee']],
  },
  {
    id: 990_002,
    description: 'Buy 6 save 25%',
    promotionType: 'PERCENT_OFF',
    promotionTypeCode: 'MPO',
    discount: { type: 'PERCENT_OFF', percent: 25, minQuantity: 6 },
    groups: [{ id: 1, name: 'Offer', threshold: 6 }],
    members: [['redWine'], ['whiteWine']],
  },
  {
    id: 990_003,
    description: 'Save 50p',
    promotionType: 'AMOUNT_OFF',
    promotionTypeCode: 'LI',
    discount: { type: 'AMOUNT_OFF', amountPence: 50 },
    members: [['cheese']],
  },
  {
    id: 990_004,
    description: 'Introductory offer £2.25',
    promotionType: 'INTRODUCTORY',
    promotionTypeCode: 'INT',
    discount: { type: 'FIXED_PRICE', pricePence: 225 },
    members: [['granola']],
  },
  {
    id: 990_005,
    description: 'Any 3 for £5',
    promotionType: 'MULTI_BUY',
    promotionTypeCode: 'MV',
    discount: { type: 'MULTI_BUY', buy: 3, forPence: 500 },
    groups: [{ id: 1, name: 'Offer', threshold: 3 }],
    members: [['yogurtA'], ['yogurtB'], ['yogurtC']],
  },
  {
    id: 990_006,
    description: 'Meal deal: all for just £5',
    promotionType: 'MEAL_DEAL',
    promotionTypeCode: 'MD',
    discount: { type: 'TOTAL_PRICE', amountPence: 500 },
    groups: [
      { id: 1, name: 'Main', threshold: 1 },
      { id: 2, name: 'Side', threshold: 1 },
      { id: 3, name: 'Drink', threshold: 1 },
      { id: 4, name: 'Treat', threshold: 0 },
    ],
    members: [
      ['sandwich', 1],
      ['wrap', 1],
      ['crisps', 2],
      ['juice', 3],
      ['cookie', 4],
    ],
  },
  {
    id: 990_007,
    description: 'Brand Price Match',
    promotionType: 'PRICE_MATCH',
    promotionTypeCode: 'PMA',
    discount: { type: 'DISPLAY_ONLY' },
    members: [['ketchup']],
  },
  {
    id: 990_008,
    description: 'Half price for members',
    promotionType: 'PERCENT_OFF',
    promotionTypeCode: 'MPO',
    discount: { type: 'PERCENT_OFF', percent: 50 },
    loyaltyOnly: true,
    members: [['oliveOil']],
  },
  {
    id: 990_009,
    description: 'Save 10%',
    promotionType: 'PERCENT_OFF',
    promotionTypeCode: 'MPO',
    discount: { type: 'PERCENT_OFF', percent: 10 },
    hidden: true,
    members: [['tea']],
  },
  {
    id: 990_010,
    description: 'Half price (ended)',
    promotionType: 'PERCENT_OFF',
    promotionTypeCode: 'MPO',
    discount: { type: 'PERCENT_OFF', percent: 50 },
    startDate: '2025-01-01',
    expiryDate: '2025-06-01',
    members: [['bread']],
  },
];

/** Inserts the fixture catalogue (two categories, the products and the promotions). */
export async function insertTrolleyFixtures(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values([
      { ...FIXTURE_CATEGORY, level: 2, parentId: 10051, ancestorIds: [0, 10051] },
      { ...OTHER_CATEGORY, level: 2, parentId: 10051, ancestorIds: [0, 10051] },
    ])
    .onConflictDoNothing();
  await db.insert(products).values(
    PRODUCT_LIST.map((product) => {
      const ref = P[product.key] as FixtureRef;
      return {
        id: ref.id,
        lineNumber: ref.lineNumber,
        name: `Test ${product.key}`,
        brand: 'Test brand',
        size: '1 each',
        categoryId: product.categoryId ?? FIXTURE_CATEGORY.id,
        uom: ref.uom,
        pricePence: product.pricePence,
        priceQuantity: product.priceQuantity ?? 1,
        unitPricePence: product.pricePence,
        unitPriceUnit: 'each',
        depositChargePence: product.depositChargePence ?? null,
        defaultQuantity: product.defaultQuantity ?? 1,
        itemWeightKg: product.itemWeightKg ?? null,
        leadTimeDays: product.leadTimeDays ?? null,
        availableDays: product.availableDays ?? null,
        restrictionStartDate: product.restrictionStartDate ?? null,
        restrictionEndDate: product.restrictionEndDate ?? null,
        maxPersonalisedMessageLength: product.maxPersonalisedMessageLength ?? null,
        substitutionsProhibited: product.substitutionGroup !== undefined,
        substitutionGroup: product.substitutionGroup ?? null,
        availability: product.availability ?? 'IN_STOCK',
        reviewCount: product.reviewCount ?? 0,
        imageHue: 100,
        imageIcon: 'basket',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      };
    }),
  );
  await db.insert(promotions).values(
    PROMOTIONS.map((promotion) => ({
      id: promotion.id,
      promotionType: promotion.promotionType,
      promotionTypeCode: promotion.promotionTypeCode,
      description: promotion.description,
      startDate: promotion.startDate ?? '2025-01-01',
      expiryDate: promotion.expiryDate ?? '2025-12-31',
      hidden: promotion.hidden ?? false,
      loyaltyOnly: promotion.loyaltyOnly ?? false,
      discount: promotion.discount,
      groups: promotion.groups ?? [{ id: 1, name: 'Offer', threshold: 1 }],
    })),
  );
  await db.insert(productPromotions).values(
    PROMOTIONS.flatMap((promotion) =>
      promotion.members.map(([key, group]) => ({
        promotionId: promotion.id,
        productId: (P[key] as FixtureRef).id,
        groupId: group ?? 1,
      })),
    ),
  );
}

/** A harness (fresh database, seeded accounts, app) with the fixture catalogue. */
export async function createTrolleyHarness(): Promise<Harness> {
  const harness = await createHarness();
  await insertTrolleyFixtures(harness.database.db);
  return harness;
}

export const GRAPH = '/api/graphql-prod/v1/graphql';

export interface GraphResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

/** POSTs a graph request as the storefront does: `{query, variables}` with `?tag=`. */
export async function graph<T = Record<string, unknown>>(
  browser: Browser,
  query: string,
  variables: Record<string, unknown> = {},
  tag = 'test',
): Promise<GraphResult<T>> {
  const response = await browser.request(`${GRAPH}?tag=${tag}`, {
    json: { query, variables },
    bearer: browser.accessToken ?? 'unauthenticated',
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphResult['errors'] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** A browser with an anonymous session's token. */
export async function anonymousShopper(harness: Harness): Promise<Browser> {
  const browser = new Browser(harness.app);
  const response = await browser.exchange();
  if (!response.ok) throw new Error(`token exchange answered ${response.status}`);
  return browser;
}

/** Every field of a trolley answer that the tests read. */
export const TROLLEY_FIELDS = /* GraphQL */ `
  fragment Money on Money { amount currencyCode }
  fragment TrolleyFields on Trolley {
    orderId customerOrderState amendingOrder instantCheckout slotChangeable substitutionsAllowed
    conflicts { type severity itemId productId lineNumber addToTrolley outOfStock priority
      messages { title shortItem longItem longGroup reason } resolutionActions { id message } prohibitedActions }
    trolleyItems {
      trolleyItemId lineNumber productId quantity { amount uom } canSubstitute noteToShopper
      personalisedMessage locked processing
      retailPrice { ...Money } price { ...Money } saving { ...Money } totalPrice { ...Money }
      depositCharge { ...Money }
      discounts { status id description category } triggeredPromotions untriggeredPromotions
      product { name availability thumbnail substitutionsProhibited itemWeightKg }
    }
    trolleyTotals {
      collectionMinimumOrderValue { ...Money } deliveryMinimumOrderValue { ...Money } deliveryCharge { ...Money }
      itemTotalEstimatedCost { ...Money } totalEstimatedCost { ...Money } totalDepositCharge { ...Money }
      minimumSpendThresholdMet savingsFromOffers { ...Money } savingsFromOffersAndIncentives { ...Money }
      savingsFromMyWaitrose { ...Money } totalSavings { ...Money } orderLines
      trolleyItemCounts { hardConflicts softConflicts noConflicts }
    }
    promotions { promotionId status promotionExpiryDate saving { ...Money } trolleyItemIds unitsNeeded }
  }
`;

export const GET_TROLLEY = /* GraphQL */ `
  query getTrolley($orderId: ID) {
    getTrolley(orderId: $orderId) { trolley { ...TrolleyFields } failures { message type } }
  }
  ${TROLLEY_FIELDS}
`;

const itemMutation = (name: string) => /* GraphQL */ `
  mutation ${name}($orderId: ID, $trolleyItem: TrolleyItemInput!) {
    ${name}(orderId: $orderId, trolleyItem: $trolleyItem) { trolley { ...TrolleyFields } failures { message type } }
  }
  ${TROLLEY_FIELDS}
`;

export const ADD_ITEM = itemMutation('addItemToTrolley');
export const UPDATE_ITEM = itemMutation('updateTrolleyItem');
export const REPLACE_ITEM = itemMutation('replaceTrolleyItem');

export const UPDATE_ITEMS = /* GraphQL */ `
  mutation updateTrolleyItems($orderId: ID, $trolleyItems: [TrolleyItemInput!]!) {
    updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) {
      trolley { ...TrolleyFields } failures { message type }
    }
  }
  ${TROLLEY_FIELDS}
`;

export interface MoneyAnswer {
  amount: number;
  currencyCode: string;
}
export interface ItemAnswer {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  locked: boolean;
  retailPrice: MoneyAnswer;
  saving: MoneyAnswer;
  totalPrice: MoneyAnswer;
  depositCharge: MoneyAnswer | null;
  discounts: { status: string; id: number; description: string; category: string }[];
  triggeredPromotions: number[];
  untriggeredPromotions: number[];
  product: { name: string; availability: string; thumbnail: string; substitutionsProhibited: boolean };
}
export interface TrolleyAnswerShape {
  orderId: string;
  customerOrderState: string;
  substitutionsAllowed: boolean;
  conflicts: {
    type: string;
    severity: string;
    itemId: number;
    lineNumber: string;
    messages: Record<string, string>;
  }[];
  trolleyItems: ItemAnswer[];
  trolleyTotals: Record<string, MoneyAnswer | number | boolean | null | Record<string, number>> & {
    trolleyItemCounts: { hardConflicts: number; softConflicts: number; noConflicts: number };
  };
  promotions: {
    promotionId: number;
    status: string;
    saving: MoneyAnswer;
    trolleyItemIds: number[];
    unitsNeeded: number;
  }[];
}
export interface Answer {
  trolley: TrolleyAnswerShape | null;
  failures: { message: string; type: string }[];
}

/** Calls one trolley operation and answers its `{ trolley, failures }`. */
export async function trolleyCall(
  browser: Browser,
  query: string,
  field: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const result = await graph<Record<string, Answer>>(browser, query, variables, field);
  if (result.status !== 200 || result.errors || !result.data) {
    throw new Error(`${field} answered ${result.status}: ${JSON.stringify(result.errors)}`);
  }
  return result.data[field] as Answer;
}

/** The pence of a money answer. */
export const pence = (money: MoneyAnswer | null | undefined) =>
  money ? Math.round(money.amount * 100) : null;
