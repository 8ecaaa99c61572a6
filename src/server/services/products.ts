import { getTableColumns, sql } from 'drizzle-orm';
import type { Product, ProductCategory, Promotion, UnitOfMeasure } from '../../contract/catalogue.ts';
import { MEAL_DEAL_PROMOTION_TYPE, mealDealPath } from '../../domain/meal-deals.ts';
import { formatMoneyShort, moneyOfPence } from '../../domain/money.ts';
import { saleUnitsOf } from '../../domain/quantities.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { imageSet, productImagePath } from '../http/product-images.ts';
import type { PromotionDiscount, PromotionGroup } from '../seed/discounts.ts';

/**
 * Products as every catalogue call answers them (doc 3 §3 Product and Promotion; the shapes are the
 * contract's, src/contract/catalogue.ts). One mapper from database rows to the answer, the offer book
 * (today's promotions by product, held with the catalogue index), and a loader that reads any number of
 * products in one statement.
 */

/** A product row as the answers need it: without its search document and date added. */
const { searchVector: _searchVector, createdAt: _createdAt, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'createdAt'>;

/**
 * At most this many line numbers per offer group. Simple offers have a handful; a meal deal's groups can
 * be large, and a product answer is not the place to list them all: the offer's page (promoPath) is.
 */
export const PROMOTION_GROUP_LINE_NUMBERS_MAX = 100;

const WEIGHED_UNITS: ReadonlySet<string> = new Set(['KGM', 'GRM', 'LBR']);
/** What a weighed item's unit price is per, as the shelf label says it. */
const UNIT_PRICE_SUFFIX: Readonly<Record<string, string>> = { each: ' each' };

export interface ProductMappingContext {
  apiEnv: string;
  /** The product's category chain, from its shop (Groceries, Entertaining) down to its leaf. */
  categories: ProductCategory[];
  /** Its offers that apply today (hidden ones included, marked `hidden`). */
  promotions: Promotion[];
}

/**
 * The price a shopper sees on the pod, in pence: the shelf price, or for weighed items (kg, g, lb) the
 * estimated price of the default quantity (doc 3 §3 pricing, displayPriceEstimated). Sorting by price
 * uses it too, so 'Price low to high' follows what the shopper reads.
 */
export function displayPricePence(row: {
  uom: string;
  pricePence: number;
  priceQuantity: number;
  defaultQuantity: number;
}): number {
  if (!WEIGHED_UNITS.has(row.uom) || row.priceQuantity <= 0) return row.pricePence;
  return Math.round((row.pricePence * row.defaultQuantity) / row.priceQuantity);
}

/** '£1.03/litre', '25p each', '£12.99/kg', '£2.10/100g'. */
export function unitPriceText(unitPricePence: number, unitPriceUnit: string): string {
  return `${formatMoneyShort(unitPricePence)}${UNIT_PRICE_SUFFIX[unitPriceUnit] ?? `/${unitPriceUnit}`}`;
}

/** The product page's slug: 'Waitrose Crème Fraîche 1% Fat' → 'waitrose-creme-fraiche-1-fat'. */
export function productSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  );
}

const titleCaseDay = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}`;

export function toProduct(row: ProductRow, context: ProductMappingContext): Product {
  const uom = row.uom as UnitOfMeasure;
  const weighed = WEIGHED_UNITS.has(row.uom);
  const images = imageSet((variant) => productImagePath(context.apiEnv, row.lineNumber, variant));
  const unitPrice = unitPriceText(row.unitPricePence, row.unitPriceUnit);
  const servings =
    row.servingsMin !== null && row.servingsMax !== null
      ? { min: row.servingsMin, max: row.servingsMax }
      : null;
  return {
    id: row.id,
    lineNumber: row.lineNumber,
    name: row.name,
    brand: row.brand,
    size: row.size,
    url: `/ecom/products/${productSlug(row.name)}/${row.id}`,
    thumbnail: images.small,
    productType: row.productType,
    images,
    categories: context.categories,
    availability: row.availability as Product['availability'],
    leadTime: row.leadTimeDays,
    productShelfLife: row.shelfLifeDays,
    maxPersonalisedMessageLength: row.maxPersonalisedMessageLength,
    containsAlcohol: row.containsAlcohol,
    substitutionsProhibited: row.substitutionsProhibited,
    persistDefault: false,
    markedForDelete: false,
    availableDays: row.availableDays ? row.availableDays.map(titleCaseDay) : null,
    barCodes: row.barCode ? [row.barCode] : [],
    summary: row.summary,
    productTags: row.productTags,
    marketingBadges: row.marketingBadges.map((name) => ({ name })),
    dietaryTags: row.dietaryTags,
    cookingStatus: row.cookingStatus,
    reviews: { averageRating: row.averageRating, reviewCount: row.reviewCount },
    customerProductDetails: { customerFavourite: false, customerPyo: false },
    currentSaleUnitPrice: {
      price: moneyOfPence(row.pricePence),
      quantity: { amount: row.priceQuantity, uom },
    },
    defaultQuantity: { amount: row.defaultQuantity, uom },
    depositCharge: row.depositChargePence === null ? null : moneyOfPence(row.depositChargePence),
    displayPrice: formatMoneyShort(displayPricePence(row)),
    displayUOMPrice: unitPrice,
    displayPriceQualifier: weighed ? 'est.' : `(${unitPrice})`,
    displayPriceEstimated: weighed,
    formattedPriceRange: null,
    promotions: context.promotions,
    weights: {
      servings,
      sizeDescription: row.size,
      uoms: saleUnitsOf(row) as UnitOfMeasure[],
      formattedWeightRange: row.itemWeightKg ? `About ${Math.round(row.itemWeightKg * 1000)}g each` : null,
      itemWeightKg: row.itemWeightKg,
    },
    restriction:
      row.restrictionStartDate && row.restrictionEndDate
        ? {
            availableDates: [
              {
                restrictionId: `${row.lineNumber}-${row.restrictionStartDate}`,
                startDate: row.restrictionStartDate,
                endDate: row.restrictionEndDate,
                cutOffDate: null,
              },
            ],
          }
        : null,
    alcoholDetails:
      row.percentByVolume !== null && row.unitsInBottle !== null
        ? { percentByVolume: row.percentByVolume, unitsInBottle: row.unitsInBottle }
        : null,
    conflicts: [],
  };
}

/** A promotion of today as the index loads it (catalogue-index.ts). */
export interface PromotionRecord {
  id: number;
  promotionType: string;
  promotionTypeCode: string;
  description: string;
  expiryDate: string;
  hidden: boolean;
  loyaltyOnly: boolean;
  discount: PromotionDiscount;
  groups: PromotionGroup[];
}

/** A product's place in a promotion: `[promotionId, productId, groupId, wasPricePence]`. */
export type PromotionLinkRecord = [
  promotionId: number,
  productId: string,
  groupId: number,
  wasPricePence: number | null,
];

/** Today's offers of every product, ready to put in answers. */
export interface OfferBook {
  offersOf(productId: string): Promotion[];
  /** The promotion types of a product's offers today that are not hidden (what the Offers filter counts). */
  visibleTypes(productId: string): readonly string[];
}

/**
 * Today's promotions (hidden ones included, marked `hidden`: the storefront never shows them as offers)
 * by product, each with its groups' line numbers, lowest first and at most PROMOTION_GROUP_LINE_NUMBERS_MAX.
 */
export function createOfferBook(
  promotionRecords: readonly PromotionRecord[],
  links: readonly PromotionLinkRecord[],
  lineNumberOf: (productId: string) => string | undefined,
): OfferBook {
  const promotionsById = new Map(promotionRecords.map((promotion) => [promotion.id, promotion]));
  const members = new Map<string, string[]>();
  const byProduct = new Map<string, PromotionLinkRecord[]>();
  for (const link of links) {
    const [promotionId, productId, groupId] = link;
    if (!promotionsById.has(promotionId)) continue;
    const lineNumber = lineNumberOf(productId);
    if (lineNumber === undefined) continue;
    const key = `${promotionId}:${groupId}`;
    const group = members.get(key);
    if (group) group.push(lineNumber);
    else members.set(key, [lineNumber]);
    const own = byProduct.get(productId);
    if (own) own.push(link);
    else byProduct.set(productId, [link]);
  }
  for (const [key, lineNumbers] of members) {
    members.set(key, lineNumbers.sort().slice(0, PROMOTION_GROUP_LINE_NUMBERS_MAX));
  }
  for (const own of byProduct.values()) own.sort((a, b) => a[0] - b[0]);
  const groupsOf = new Map<number, Promotion['groups']>();
  const groups = (promotion: PromotionRecord) => {
    let found = groupsOf.get(promotion.id);
    if (!found) {
      found = promotion.groups.map((group) => ({
        threshold: group.threshold,
        name: group.name,
        lineNumbers: members.get(`${promotion.id}:${group.id}`) ?? [],
      }));
      groupsOf.set(promotion.id, found);
    }
    return found;
  };
  const offers = new Map<string, Promotion[]>();
  const linksOf = (productId: string) => byProduct.get(productId) ?? [];
  return {
    offersOf(productId) {
      let found = offers.get(productId);
      if (!found) {
        found = linksOf(productId).flatMap(([promotionId, , , wasPricePence]) => {
          const promotion = promotionsById.get(promotionId);
          return promotion ? [toPromotion(promotion, wasPricePence, groups(promotion))] : [];
        });
        offers.set(productId, found);
      }
      return found;
    },
    visibleTypes: (productId) =>
      linksOf(productId).flatMap(([promotionId]) => {
        const promotion = promotionsById.get(promotionId);
        return promotion && !promotion.hidden ? [promotion.promotionType] : [];
      }),
  };
}

function toPromotion(
  promotion: PromotionRecord,
  wasPricePence: number | null,
  groups: Promotion['groups'],
): Promotion {
  return {
    promotionId: promotion.id,
    promotionType: promotion.promotionType,
    promotionTypeCode: promotion.promotionTypeCode,
    promotionDescription: promotion.description,
    promotionExpiryDate: promotion.expiryDate,
    hidden: promotion.hidden,
    myWaitrosePromotion: promotion.loyaltyOnly,
    pyoPromotion: false,
    wasDisplayPrice: wasPricePence === null ? null : formatMoneyShort(wasPricePence),
    promoPath:
      promotion.promotionType === MEAL_DEAL_PROMOTION_TYPE
        ? mealDealPath(promotion.id)
        : `/ecom/shop/offers/${promotion.id}`,
    // The whole rule (percent, amounts, quantities): the trolley and the offer pages compute with it.
    discount: { ...promotion.discount } as Promotion['discount'],
    groups,
  };
}

export interface ProductMapping {
  apiEnv: string;
  /** A category's chain from its shop down to it. */
  categoryChain(categoryId: number): ProductCategory[];
  offers: OfferBook;
}

/** A product answer from its row, its category chain and its offers of today. */
export function mapProduct(row: ProductRow, mapping: ProductMapping): Product {
  return toProduct(row, {
    apiEnv: mapping.apiEnv,
    categories: mapping.categoryChain(row.categoryId),
    promotions: mapping.offers.offersOf(row.id),
  });
}

/** The columns a product answer is made from, in a fixed order: rows come back as JSON arrays. */
const PRODUCT_KEYS = Object.keys(productColumns) as (keyof ProductRow)[];
const PRODUCT_VALUES = sql.raw(
  Object.values(productColumns)
    .map((column) => `p."${column.name}"`)
    .join(', '),
);

/**
 * Product rows by line number, in one statement whatever their number. The database answers one JSON
 * document of arrays: reading one text is far cheaper, on the embedded database especially, than decoding
 * row after row of forty columns. Unknown line numbers are left out.
 */
export async function loadProductRows(db: Database, lineNumbers: readonly string[]): Promise<ProductRow[]> {
  if (lineNumbers.length === 0) return [];
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${PRODUCT_VALUES})), '[]')::text as page
    from ${products} p
    where p.line_number in (${sql.join(
      lineNumbers.map((lineNumber) => sql`${lineNumber}`),
      sql`, `,
    )})`);
  const values = JSON.parse(rowsOf<{ page: string }>(result)[0]?.page ?? '[]') as unknown[][];
  return values.map(
    (value) => Object.fromEntries(PRODUCT_KEYS.map((key, i) => [key, value[i]])) as ProductRow,
  );
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's execute keeps the driver's shape. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
