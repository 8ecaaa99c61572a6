import type { productPromotions, promotions } from '../db/schema.ts';
import { MEAL_DEALS } from './data/meal-deals.ts';
import type { PromotionDiscount, PromotionType, PromotionTypeCode } from './discounts.ts';
import { shelfPrice } from './pricing.ts';
import type { ProductRow } from './products.ts';
import { createRandom, hashString, type Random } from './random.ts';
import type { LeafCategory } from './taxonomy.ts';

export type PromotionRow = typeof promotions.$inferInsert & {
  id: number;
  promotionType: PromotionType;
  promotionTypeCode: PromotionTypeCode;
  discount: PromotionDiscount;
};
export type ProductPromotionRow = typeof productPromotions.$inferInsert;

/** Share of the products that can be on offer which get a simple offer. */
const OFFER_SHARE = 0.17;
const MAX_PRODUCTS_PER_OFFER = 4;
const MAX_PRODUCTS_PER_MEAL_DEAL_GROUP = 40;
const DAY_MS = 86_400_000;
const PRICE_MATCH_CODES = ['PMA', 'PMR', 'PMS', 'PMT'] as const;

/** £x.xx, or Np under a pound (doc 3 §9). */
export function formatMoney(pence: number): string {
  return pence < 100 ? `${pence}p` : `£${(pence / 100).toFixed(2).replace(/\.00$/, '')}`;
}

interface Offer {
  type: PromotionType;
  code: PromotionTypeCode;
  description: string;
  discount: PromotionDiscount;
  threshold: number;
  loyaltyOnly?: boolean;
  /** Was prices, for a new lower price. */
  wasPrice?: (product: ProductRow) => number;
}

type OfferMaker = (chunk: ProductRow[], random: Random) => Offer | undefined;

const percentOff: OfferMaker = (_chunk, random) => {
  const percent = random.weighted([
    [10, 1],
    [15, 1],
    [20, 3],
    [25, 3],
    [33, 2],
    [50, 1],
  ] as const);
  const description = percent === 50 ? 'Half price' : percent === 33 ? 'Save 1/3' : `Save ${percent}%`;
  return {
    type: 'PERCENT_OFF',
    code: 'MPO',
    description,
    discount: { type: 'PERCENT_OFF', percent },
    threshold: 1,
    loyaltyOnly: random.chance(0.2),
  };
};

/** Wine's 'Buy 6 save 25%', mixed across the bottles in the offer. */
const mixSix: OfferMaker = () => ({
  type: 'PERCENT_OFF',
  code: 'MPO',
  description: 'Buy 6 save 25%',
  discount: { type: 'PERCENT_OFF', percent: 25, minQuantity: 6 },
  threshold: 6,
});

/** Volume offers are not allowed on products high in fat, salt or sugar. */
const multiBuy: OfferMaker = (chunk, random) => {
  if (chunk.some((product) => product.hfss)) return undefined;
  const cheapest = Math.min(...chunk.map((product) => product.pricePence));
  const buy = random.chance(0.5) ? 2 : 3;
  const step = cheapest * buy > 1000 ? 100 : 50;
  const forPence = Math.floor((cheapest * buy * (buy === 2 ? 0.82 : 0.75)) / step) * step;
  if (forPence < 100 || forPence >= cheapest * buy) return undefined;
  const any = chunk.length > 1 ? 'Any ' : '';
  return {
    type: 'MULTI_BUY',
    code: 'MV',
    description: `${any}${buy} for ${formatMoney(forPence)}`,
    discount: { type: 'MULTI_BUY', buy, forPence },
    threshold: buy,
  };
};

const amountOff: OfferMaker = (chunk, random) => {
  const cheapest = Math.min(...chunk.map((product) => product.pricePence));
  const amounts = [25, 50, 75, 100, 150, 200, 250, 300, 500, 1000].filter(
    (amount) => amount <= cheapest * 0.35,
  );
  if (amounts.length === 0) return undefined;
  const amountPence = random.pick(amounts.slice(-3));
  return {
    type: 'AMOUNT_OFF',
    code: 'LI',
    description: `Save ${formatMoney(amountPence)}`,
    discount: { type: 'AMOUNT_OFF', amountPence },
    threshold: 1,
    loyaltyOnly: random.chance(0.2),
  };
};

const fixedPrice =
  (type: 'INTRODUCTORY' | 'FEATURED', share: number): OfferMaker =>
  (chunk) => {
    const cheapest = Math.min(...chunk.map((product) => product.pricePence));
    const pricePence = shelfPrice(cheapest * share);
    if (pricePence >= cheapest) return undefined;
    return type === 'INTRODUCTORY'
      ? {
          type,
          code: 'INT',
          description: `Introductory offer ${formatMoney(pricePence)}`,
          discount: { type: 'FIXED_PRICE', pricePence },
          threshold: 1,
        }
      : {
          type,
          code: 'FEA',
          description: `Only ${formatMoney(pricePence)}`,
          discount: { type: 'FIXED_PRICE', pricePence },
          threshold: 1,
        };
  };

const newLowerPrice: OfferMaker = (_chunk, random) => {
  const rise = random.float(1.12, 1.35);
  return {
    type: 'NEW_LOWER_PRICE',
    code: 'NLP',
    description: 'New lower price',
    discount: { type: 'DISPLAY_ONLY' },
    threshold: 1,
    wasPrice: (product) => Math.max(product.pricePence + 5, shelfPrice(product.pricePence * rise)),
  };
};

const priceMatch: OfferMaker = (chunk, random) =>
  chunk.some((product) => product.ownBrand)
    ? undefined
    : {
        type: 'PRICE_MATCH',
        code: random.pick(PRICE_MATCH_CODES),
        description: 'Brand Price Match',
        discount: { type: 'DISPLAY_ONLY' },
        threshold: 1,
      };

const OFFER_MAKERS: (readonly [OfferMaker, number])[] = [
  [percentOff, 28],
  [multiBuy, 20],
  [amountOff, 12],
  [fixedPrice('INTRODUCTORY', 0.75), 6],
  [fixedPrice('FEATURED', 0.8), 4],
  [newLowerPrice, 12],
  [priceMatch, 10],
];

function canBeOnOffer(product: ProductRow): boolean {
  return product.uom === 'C62' && product.substitutionGroup !== 'PHARMACEUTICAL';
}

/** Groups the chosen products by brand, then into offers of up to four ('Any 3 for £5' on one range). */
function chunksOf(chosen: ProductRow[], random: Random): ProductRow[][] {
  const byBrand = new Map<string, ProductRow[]>();
  for (const product of chosen) {
    const group = byBrand.get(product.brand);
    if (group) group.push(product);
    else byBrand.set(product.brand, [product]);
  }
  const chunks: ProductRow[][] = [];
  for (const group of byBrand.values()) {
    for (let start = 0; start < group.length; ) {
      const size = random.int(1, MAX_PRODUCTS_PER_OFFER);
      chunks.push(group.slice(start, start + size));
      start += size;
    }
  }
  return chunks;
}

export interface PromotionContext {
  seed: number;
  /** Offers start within the 300 days after this instant and run for two to four years. */
  epoch: Date;
}

export function generatePromotions(
  products: ProductRow[],
  leaves: LeafCategory[],
  context: PromotionContext,
): { promotions: PromotionRow[]; productPromotions: ProductPromotionRow[] } {
  const random = createRandom(context.seed ^ hashString('promotions'));
  const promotionRows: PromotionRow[] = [];
  const links: ProductPromotionRow[] = [];
  const epochMs = context.epoch.getTime();
  const dates = () => ({
    startDate: new Date(epochMs + random.int(0, 299) * DAY_MS).toISOString().slice(0, 10),
    expiryDate: new Date(epochMs + random.int(2 * 365, 4 * 365) * DAY_MS).toISOString().slice(0, 10),
  });
  const nextId = () => 700_001 + promotionRows.length;

  const byCategory = new Map<number, ProductRow[]>();
  for (const product of products) {
    const group = byCategory.get(product.categoryId);
    if (group) group.push(product);
    else byCategory.set(product.categoryId, [product]);
  }

  for (const leaf of leaves) {
    const eligible = (byCategory.get(leaf.row.id) ?? []).filter(canBeOnOffer);
    const count = Math.floor(eligible.length * OFFER_SHARE + random.next());
    if (count === 0) continue;
    const isWine = leaf.spec.profile.per75cl === true;
    for (const chunk of chunksOf(random.sample(eligible, count), random)) {
      const maker = isWine && random.chance(0.3) ? mixSix : random.weighted(OFFER_MAKERS);
      const offer = maker(chunk, random) ?? percentOff(chunk, random);
      if (!offer) continue;
      const id = nextId();
      promotionRows.push({
        id,
        promotionType: offer.type,
        promotionTypeCode: offer.code,
        description: offer.description,
        ...dates(),
        hidden: random.chance(0.02),
        loyaltyOnly: offer.loyaltyOnly ?? false,
        discount: offer.discount,
        groups: [{ id: 1, name: 'Offer', threshold: offer.threshold }],
      });
      for (const product of chunk) {
        links.push({
          promotionId: id,
          productId: product.id,
          groupId: 1,
          wasPricePence: offer.wasPrice?.(product) ?? null,
        });
      }
    }
  }

  const leafByPath = new Map(leaves.map((leaf) => [leaf.row.path, leaf]));
  for (const deal of MEAL_DEALS) {
    const id = nextId();
    const groups = deal.groups.map((group, index) => {
      const members = group.paths
        .flatMap((path) => {
          const leaf = leafByPath.get(path);
          if (!leaf) throw new Error(`meal deal "${deal.name}" names an unknown category ${path}`);
          return byCategory.get(leaf.row.id) ?? [];
        })
        .filter((product) => product.uom === 'C62' && product.pricePence <= group.maxPricePence);
      return { id: index + 1, name: group.name, threshold: group.threshold, members };
    });
    // A small catalogue may lack a group's products; a deal that can never complete is left out.
    if (groups.some((group) => group.members.length === 0)) continue;
    promotionRows.push({
      id,
      promotionType: 'MEAL_DEAL',
      promotionTypeCode: 'MD',
      description: deal.name,
      ...dates(),
      hidden: false,
      loyaltyOnly: deal.loyaltyOnly ?? false,
      discount: { type: 'TOTAL_PRICE', amountPence: deal.amountPence },
      groups: groups.map(({ id: groupId, name, threshold }) => ({ id: groupId, name, threshold })),
    });
    const linked = new Set<string>();
    for (const group of groups) {
      for (const product of random.sample(group.members, MAX_PRODUCTS_PER_MEAL_DEAL_GROUP)) {
        if (linked.has(product.id)) continue;
        linked.add(product.id);
        links.push({ promotionId: id, productId: product.id, groupId: group.id, wasPricePence: null });
      }
    }
  }
  return { promotions: promotionRows, productPromotions: links };
}
