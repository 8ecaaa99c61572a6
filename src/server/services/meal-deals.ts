import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Product } from '../../contract/catalogue.ts';
import type { MealDealDetail, MealDealSummary } from '../../contract/meal-deals.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { MEAL_DEAL_PROMOTION_TYPE } from '../../domain/meal-deals.ts';
import { moneyOfPence } from '../../domain/money.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { productPromotions, products, promotions } from '../db/schema.ts';

/**
 * Meal deals (doc 3 §3 Meal deal; docs/api/meal-deals.md): the MEAL_DEAL promotions that apply today (London),
 * with their groups and each group's products. The trolley charges them (services/trolley-totals.ts); these
 * answers let the shopper find them and see what each group offers.
 */

export interface MealDealService {
  /** The meal deals that apply today, lowest id first. */
  list(): Promise<MealDealSummary[]>;
  /** One meal deal that applies today, with a set that completes it; undefined when there is none. */
  get(id: number): Promise<MealDealDetail | undefined>;
}

export interface MealDealServiceOptions {
  db: Database;
  clock: Clock;
  /** Products by line number, in the order asked (the catalogue service's, with its caches). */
  products(lineNumbers: readonly string[]): Promise<Product[]>;
}

type PromotionRow = typeof promotions.$inferSelect;

const priceOf = (product: Product) => product.currentSaleUnitPrice.price.amount;

/** Offers whose price already is the offer: a product in one is still the deal's in full. */
const DISPLAY_ONLY_TYPES = new Set(['NEW_LOWER_PRICE', 'PRICE_MATCH']);

/** The product is in another offer that prices its units (which the trolley applies before meal deals). */
const inOtherOffer = (product: Product, mealDealId: number) =>
  product.promotions.some(
    (promotion) => promotion.promotionId !== mealDealId && !DISPLAY_ONLY_TYPES.has(promotion.promotionType),
  );

export function createMealDealService({
  db,
  clock,
  products: productsOf,
}: MealDealServiceOptions): MealDealService {
  const current = (today: string) =>
    and(
      eq(promotions.promotionType, MEAL_DEAL_PROMOTION_TYPE),
      eq(promotions.hidden, false),
      lte(promotions.startDate, today),
      gte(promotions.expiryDate, today),
    );

  const summarise = async (rows: readonly PromotionRow[]): Promise<MealDealSummary[]> => {
    if (rows.length === 0) return [];
    const members = await db
      .select({
        promotionId: productPromotions.promotionId,
        groupId: productPromotions.groupId,
        lineNumber: products.lineNumber,
      })
      .from(productPromotions)
      .innerJoin(products, eq(products.id, productPromotions.productId))
      .where(
        inArray(
          productPromotions.promotionId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(products.name), asc(products.lineNumber));
    return rows.map((row) => ({
      id: row.id,
      name: row.description,
      startDate: row.startDate,
      endDate: row.expiryDate,
      discount: {
        type: 'TOTAL_PRICE' as const,
        value: moneyOfPence(row.discount.type === 'TOTAL_PRICE' ? row.discount.amountPence : 0),
      },
      myWaitrosePromotion: row.loyaltyOnly,
      groups: row.groups.map((group) => ({
        groupId: group.id,
        name: group.name,
        threshold: group.threshold,
        lineNumbers: members
          .filter((member) => member.promotionId === row.id && member.groupId === group.id)
          .map((member) => member.lineNumber),
      })),
    }));
  };

  const today = () => londonCalendarDate(clock.now());

  return {
    async list() {
      const rows = await db.select().from(promotions).where(current(today())).orderBy(asc(promotions.id));
      return summarise(rows);
    },
    async get(id) {
      const rows = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), current(today())));
      const [summary] = await summarise(rows);
      if (!summary) return undefined;
      // The set that saves the most: the dearest products in stock of each group, as many as it needs, those
      // in another offer that prices them last (a unit takes part in one offer, and the others apply first).
      const recommendations: string[] = [];
      for (const group of summary.groups) {
        const products = await productsOf(group.lineNumbers);
        recommendations.push(
          ...products
            .filter((product) => product.availability === 'IN_STOCK')
            .sort(
              (a, b) =>
                Number(inOtherOffer(a, summary.id)) - Number(inOtherOffer(b, summary.id)) ||
                priceOf(b) - priceOf(a),
            )
            .slice(0, Math.max(0, group.threshold))
            .map((product) => product.lineNumber),
        );
      }
      return { ...summary, recommendations };
    },
  };
}
